import { afterEach, describe, expect, it, vi } from 'vitest'
import { mainnet, polkadot, solana } from '../controllers/chain/networks.testing.js'
import { plainEnvironment } from '../controllers/connection/setup.testing.js'
import { createKit } from '../createKit.js'
import { isKitError } from '../errors/KitError.js'
import { BUILT_IN_FAMILIES } from '../families/builtIn.js'
import { createMemoryBackend } from '../storage/backend.js'
import { scriptedUniversalProvider } from '../walletconnect/fakeProvider.testing.js'
import { createTestAdapterContext } from './adapterContext.testing.js'
import { UniversalAdapter } from './UniversalAdapter.js'

const family = (namespace: string) => {
  const found = BUILT_IN_FAMILIES.find((candidate) => candidate.namespace === namespace)
  if (!found) throw new Error(namespace)
  return found
}

const EVM = '0x00000000000000000000000000000000000000A1'
const SOL = 'So1anaAddress1111111111111111111111111111111'

function constructed(namespace: 'eip155' | 'solana' | 'polkadot', networks = [mainnet]) {
  const provider = scriptedUniversalProvider()
  const adapter = new UniversalAdapter({ family: family(namespace) })
  const pairWalletConnect = vi.fn(async () => {
    provider.approve([`eip155:1:${EVM}`, `${solana.caipNetworkId}:${SOL}`])
    return provider
  })
  adapter.setup({
    ...createTestAdapterContext({ networks, universalProvider: provider }),
    pairWalletConnect,
  })
  return { adapter, provider, pairWalletConnect }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('UniversalAdapter', () => {
  it('offers one WalletConnect connector for its namespace', () => {
    const { adapter } = constructed('polkadot', [polkadot])
    expect(adapter.getConnectors()).toEqual([
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'polkadot' },
    ])
    expect(adapter.adapterType).toBe('universal')
  })

  it('connects through the kit pairing and reads its namespace from the session', async () => {
    const { adapter, provider, pairWalletConnect } = constructed('solana', [solana])
    const result = await adapter.connect({ id: 'walletConnect' })
    expect(pairWalletConnect).toHaveBeenCalledTimes(1)
    expect(result).toMatchObject({
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      address: SOL,
      chainId: solana.id,
      accounts: [{ namespace: 'solana', address: SOL, type: 'eoa' }],
    })
    expect(adapter.getProvider()).toBe(provider)
    // A second namespace's connect reuses the session: no second pairing.
    const evm = new UniversalAdapter({ family: family('eip155') })
    evm.setup({
      ...createTestAdapterContext({ networks: [mainnet], universalProvider: provider }),
      pairWalletConnect,
    })
    expect((await evm.connect({ id: 'walletConnect' })).address).toBe(EVM)
    expect(pairWalletConnect).toHaveBeenCalledTimes(1)
  })

  it('fails when the wallet approved no account in its namespace', async () => {
    const { adapter } = constructed('polkadot', [polkadot])
    const error = await adapter.connect({ id: 'walletConnect' }).catch((e: unknown) => e)
    expect(isKitError(error) && error.code).toBe('CONNECT_FAILED')
  })

  it('proposes its namespace to a session without its accounts; a refusal is USER_REJECTED', async () => {
    const { adapter, provider } = constructed('solana', [solana])
    provider.approve([`eip155:1:${EVM}`])
    const uris: string[] = []
    adapter.on('displayUri', (uri) => uris.push(uri))
    const refused = adapter.connect({ id: 'walletConnect' })
    await vi.waitFor(() => expect(uris).toEqual([provider.attempts[0]?.uri]))
    expect(Object.keys(provider.attempts[0]!.params.optionalNamespaces)).toEqual(['solana'])
    provider.fail(Object.assign(new Error('User rejected.'), { code: 5000 }))
    const error = await refused.catch((e: unknown) => e)
    expect(isKitError(error) && error.code).toBe('USER_REJECTED')

    const approved = adapter.connect({ id: 'walletConnect' })
    await vi.waitFor(() => expect(provider.attempts).toHaveLength(2))
    provider.approve([`${solana.caipNetworkId}:${SOL}`])
    expect((await approved).address).toBe(SOL)
  })

  it('signs with the namespace method on the connected chain', async () => {
    const { adapter, provider } = constructed('solana', [solana])
    await adapter.connect({ id: 'walletConnect' })
    provider.answer = () => ({ signature: 'base58sig' })
    expect(await adapter.signMessage({ message: 'hi', address: SOL })).toEqual({
      signature: 'base58sig',
    })
    expect(provider.requests.at(-1)).toEqual({
      method: 'solana_signMessage',
      params: { message: '8wr', pubkey: SOL },
      chain: solana.caipNetworkId,
    })
    const evm = constructed('eip155')
    await evm.adapter.connect({ id: 'walletConnect' })
    await evm.adapter.signMessage({ message: 'hi', address: EVM })
    expect(evm.provider.requests.at(-1)).toEqual({
      method: 'personal_sign',
      params: ['0x6869', EVM],
      chain: 'eip155:1',
    })
  })

  it('emits disconnect when the wallet deletes the session', async () => {
    const { adapter, provider } = constructed('eip155')
    await adapter.connect({ id: 'walletConnect' })
    const disconnected = vi.fn()
    adapter.on('disconnect', disconnected)
    provider.emit('session_delete', { topic: 'session-topic' })
    expect(disconnected).toHaveBeenCalledTimes(1)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('takes its WalletConnect requests from the family descriptor', async () => {
    const { adapter, provider } = constructed('solana', [solana])
    await adapter.connect({ id: 'walletConnect' })
    const request = vi.spyOn(provider, 'request').mockResolvedValue({ signature: 'sig' } as never)
    expect(await adapter.signMessage({ message: 'hi', address: SOL })).toEqual({ signature: 'sig' })
    expect(request.mock.calls[0]?.[0]).toMatchObject({ method: 'solana_signMessage' })
    await expect(adapter.sendTransaction({ to: SOL, value: 1n })).rejects.toMatchObject({
      code: 'METHOD_NOT_SUPPORTED',
    })
  })

  it('destroy takes its listeners off the shared provider', async () => {
    const { adapter, provider } = constructed('eip155')
    provider.approve([`eip155:1:${EVM}`])
    await adapter.connect({ id: 'walletConnect' })
    expect(provider.listenerCount('session_event')).toBe(1)
    await adapter.destroy()
    expect(provider.listenerCount('session_event')).toBe(0)
    expect(provider.listenerCount('session_delete')).toBe(0)
    const disconnected = vi.fn()
    adapter.on('disconnect', disconnected)
    provider.emit('session_delete', { topic: 'session-topic' })
    expect(disconnected).not.toHaveBeenCalled()
  })

  it('takes only valid accounts of its family from the session and its events', async () => {
    const { adapter, provider } = constructed('eip155')
    provider.approve([`eip155:1:<img src=x onerror=alert(1)>`, `eip155:1:${EVM}`, 'eip155:1:0xA'])
    const result = await adapter.connect({ id: 'walletConnect' })
    expect(result.address).toBe(EVM)
    expect(result.accounts?.map((account) => account.address)).toEqual([EVM])
    const moved = vi.fn()
    adapter.on('accountChanged', moved)
    const other = '0x00000000000000000000000000000000000000B2'
    for (const data of [
      [`eip155:1:<svg onload=alert(1)>`],
      ['eip155:1:0xB2\u0000'],
      [`solana:1:${SOL}`],
    ])
      provider.emit('session_event', {
        params: { event: { name: 'accountsChanged', data }, chainId: 'eip155:1' },
      })
    expect(moved).not.toHaveBeenCalled()
    provider.emit('session_event', {
      params: {
        event: { name: 'accountsChanged', data: [`eip155:1:${other}`] },
        chainId: 'eip155:1',
      },
    })
    expect(moved).toHaveBeenCalledWith({ address: other, chainId: '1' })
  })

  it('a request the wallet never answers ends at its time limit; destroy ends one at once', async () => {
    const provider = scriptedUniversalProvider()
    provider.approve([`eip155:1:${EVM}`])
    provider.request = vi.fn(() => new Promise(() => {}))
    const adapter = new UniversalAdapter({ family: family('eip155'), requestTimeoutMs: 50 })
    adapter.setup(createTestAdapterContext({ networks: [mainnet], universalProvider: provider }))
    await adapter.connect({ id: 'walletConnect' })
    await expect(adapter.signMessage({ message: 'hi', address: EVM })).rejects.toMatchObject({
      code: 'WALLET_TIMEOUT',
    })
    // The default limit (5 minutes) is far off: destroy ends the request.
    const patient = new UniversalAdapter({ family: family('eip155') })
    patient.setup(createTestAdapterContext({ networks: [mainnet], universalProvider: provider }))
    await patient.connect({ id: 'walletConnect' })
    const pending = patient.sendTransaction({ to: EVM, value: 1n, address: EVM })
    await vi.waitFor(() => expect(provider.request).toHaveBeenCalledTimes(2))
    await patient.destroy()
    await expect(pending).rejects.toMatchObject({ code: 'REQUEST_ABORTED' })
  })

  it('restores from a surviving session, or reports none', async () => {
    const { adapter, provider } = constructed('eip155')
    expect(await adapter.restore({ id: 'walletConnect' })).toBeNull()
    provider.approve([`eip155:1:${EVM}`])
    expect((await adapter.restore({ id: 'walletConnect' }))?.address).toBe(EVM)
  })
})

describe('createKit with namespaces that have no adapter', () => {
  it('serves them with the universal adapter; one pairing connects every namespace', async () => {
    const provider = scriptedUniversalProvider()
    const kit = createKit({
      networks: [mainnet, solana],
      storage: createMemoryBackend(),
      environment: plainEnvironment(),
      logger: { error: vi.fn(), warn: vi.fn() },
      walletConnect: { loadProvider: async () => provider },
    })
    await kit.ready
    // Basic pairing mode (no host adapter); both namespaces have the universal adapter.
    expect(kit.controllers.connection.getState().wcBasic).toBe(true)
    expect(kit.getAdapter('eip155')?.adapterType).toBe('universal')
    expect(kit.getAdapter('solana')?.adapterType).toBe('universal')
    // The WalletConnect connectors of both chains show as one WALLET_CONNECT entry.
    expect(kit.controllers.connectors.getState().connectors.map((c) => [c.name, c.type])).toEqual([
      ['WalletConnect', 'WALLET_CONNECT'],
    ])

    const connecting = kit.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
    await vi.waitFor(() => expect(kit.controllers.connection.getState().wcUri).toMatch(/^wc:/))
    expect(kit.controllers.connection.getState().wcUri).toBe(provider.attempts[0]?.uri)
    expect(Object.keys(provider.attempts[0]!.params.optionalNamespaces)).toEqual([
      'eip155',
      'solana',
    ])
    provider.approve([`eip155:1:${EVM}`, `${solana.caipNetworkId}:${SOL}`])
    await connecting
    expect(kit.getAccount('eip155')).toMatchObject({ isConnected: true, address: EVM })
    expect(kit.getAccount('solana')).toMatchObject({ isConnected: true, address: SOL })
    expect(kit.controllers.connection.getState().wcUri).toBeUndefined()

    // The wallet ends the session: every namespace it served is disconnected.
    provider.emit('session_delete', { topic: 'session-topic' })
    expect(kit.getAccount('eip155').isConnected).toBe(false)
    expect(kit.getAccount('solana').isConnected).toBe(false)
    kit.destroy()
  })

  it('creates none when WalletConnect is off', async () => {
    const kit = createKit({
      networks: [mainnet],
      storage: createMemoryBackend(),
      enableWalletConnect: false,
      environment: plainEnvironment(),
    })
    await kit.ready
    expect(kit.getAdapter('eip155')).toBeUndefined()
    await kit.destroy()
  })
})
