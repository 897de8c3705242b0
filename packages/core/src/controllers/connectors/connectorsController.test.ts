import { describe, expect, it } from 'vitest'
import { selectCanPairWallets } from '../../selectors/connectors.js'
import { createMemoryBackend } from '../../storage/backend.js'
import { createStorage } from '../../storage/createStorage.js'
import type { Connector, DiscoveredConnector } from '../../types/connector.js'
import { universalProviderMissing } from '../../walletconnect/universalProviderPeer.js'
import { createConnectorsController } from './connectorsController.js'

const connector = (patch: Partial<Connector> & Pick<Connector, 'id' | 'chain'>): Connector => ({
  name: patch.id,
  type: 'INJECTED',
  ...patch,
})

const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122']

const setup = (backend = createMemoryBackend()) => {
  const storage = createStorage({ backend })
  return {
    backend,
    storage,
    controller: createConnectorsController({ storage, namespaces: () => NAMESPACES }),
  }
}

describe('connectors controller', () => {
  it('merges each adapter list into the visible view', () => {
    const { controller } = setup()
    controller.setConnectors('eip155', [
      connector({ id: 'mm', name: 'MetaMask', chain: 'eip155' }),
      connector({ id: 'trust-evm', name: 'Trust Wallet', chain: 'eip155' }),
    ])
    controller.setConnectors('solana', [
      connector({ id: 'trust-sol', name: 'Trust', chain: 'solana' }),
    ])
    const { connectors } = controller.getState()
    expect(connectors.map((c) => [c.name, c.type])).toEqual([
      ['MetaMask', 'INJECTED'],
      ['Trust', 'MULTI_CHAIN'],
    ])
    expect(controller.getConnectors('solana').map((c) => c.id)).toEqual(['trust-sol'])
    expect(controller.getConnectors().map((c) => c.id)).toEqual(['mm', 'trust-evm', 'trust-sol'])
  })

  it('replaces a namespace list on a new report and de-duplicates by rdns', () => {
    const { controller } = setup()
    controller.setConnectors('eip155', [connector({ id: 'old', chain: 'eip155' })])
    controller.setConnectors('eip155', [
      connector({ id: 'injected', chain: 'eip155', info: { rdns: 'io.rabby' } }),
      connector({ id: 'io.rabby', chain: 'eip155', type: 'ANNOUNCED', info: { rdns: 'io.rabby' } }),
    ])
    expect(controller.getConnectors('eip155').map((c) => c.id)).toEqual(['io.rabby'])
  })

  it('drops WALLET_CONNECT connectors when WalletConnect is off, keeps them otherwise', () => {
    const list = [
      connector({ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }),
      connector({ id: 'mm', name: 'MetaMask', chain: 'eip155' }),
    ]
    const storage = createStorage({ backend: createMemoryBackend() })
    const off = createConnectorsController({
      storage,
      namespaces: () => NAMESPACES,
      walletConnect: false,
    })
    off.setConnectors('eip155', list)
    expect(off.getConnectors('eip155').map((c) => c.id)).toEqual(['mm'])
    const on = createConnectorsController({ storage, namespaces: () => NAMESPACES })
    on.setConnectors('eip155', list)
    expect(on.getConnectors('eip155').map((c) => c.id)).toEqual(['wc', 'mm'])
    expect([off, on].map((c) => selectCanPairWallets(c.getState()))).toEqual([false, true])

    // The kit learned the optional peer is missing: its rows go now, and from every later list.
    on.setWalletConnectMissing(universalProviderMissing())
    expect(on.getState().walletConnect).toBe('missing')
    expect(on.getWalletConnectError()?.code).toBe('OPTIONAL_PEER_MISSING')
    expect(on.getState().connectors.map((c) => c.id)).toEqual(['mm'])
    on.setConnectors('solana', [{ ...list[0]!, id: 'wc-sol', chain: 'solana' }])
    expect(on.getConnectors().map((c) => c.id)).toEqual(['mm'])
    expect(selectCanPairWallets(on.getState())).toBe(false)
  })

  it('filters by namespace and back', () => {
    const { controller } = setup()
    controller.setConnectors('eip155', [connector({ id: 'a', name: 'W', chain: 'eip155' })])
    controller.setConnectors('solana', [connector({ id: 'b', name: 'W', chain: 'solana' })])
    controller.filterByNamespace('solana')
    expect(controller.getState().connectors.map((c) => c.id)).toEqual(['b'])
    controller.filterByNamespace(undefined)
    expect(controller.getState().connectors.map((c) => c.type)).toEqual(['MULTI_CHAIN'])
  })

  it("stores plain data only: an adapter's provider object stays with the adapter", () => {
    const { controller } = setup()
    const provider = { request: () => undefined }
    const discovered: DiscoveredConnector = { ...connector({ id: 'a', chain: 'eip155' }), provider }
    controller.setConnectors('eip155', [discovered])
    expect(controller.getConnector('a')).not.toHaveProperty('provider')
    expect(Object.isFrozen(controller.getConnector('a'))).toBe(true)
    expect(Object.isFrozen(provider)).toBe(false)
    expect(JSON.parse(JSON.stringify(controller.getState()))).toEqual(controller.getState())
  })

  it('lists a namespace beyond the kit order after the known ones', () => {
    const { controller } = setup()
    controller.setConnectors('cosmos', [connector({ id: 'k', name: 'Keplr', chain: 'cosmos' })])
    controller.setConnectors('eip155', [connector({ id: 'a', name: 'A', chain: 'eip155' })])
    expect(controller.getConnectors().map((c) => c.id)).toEqual(['a', 'k'])
  })

  it('finds the auth connector', () => {
    const { controller } = setup()
    controller.setConnectors('eip155', [
      connector({ id: 'mm', chain: 'eip155' }),
      connector({ id: 'AUTH', name: 'Auth', type: 'AUTH', chain: 'eip155' }),
    ])
    expect(controller.getAuthConnector()?.id).toBe('AUTH')
    expect(controller.getAuthConnector('solana')).toBeUndefined()
  })

  it('keeps at most 2 recent wallets, newest first, stored', () => {
    const { backend, controller } = setup()
    controller.addRecentWallet({ id: 'one' })
    controller.addRecentWallet({ id: 'two', rdns: 'io.two' })
    controller.addRecentWallet({ id: 'three' })
    expect(controller.getState().recentWallets.map((w) => w.id)).toEqual(['three', 'two'])
    controller.addRecentWallet({ id: 'two', rdns: 'io.two' })
    expect(controller.getState().recentWallets).toEqual([
      { id: 'two', rdns: 'io.two' },
      { id: 'three' },
    ])
    expect(
      setup(backend)
        .controller.getState()
        .recentWallets.map((w) => w.id),
    ).toEqual(['two', 'three'])
  })
})
