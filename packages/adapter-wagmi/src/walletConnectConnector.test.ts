/**
 * The WalletConnect connector over the kit's shared UniversalProvider, driven through the
 * adapter. The stand-in provider (shaped like core's scriptedUniversalProvider: real listener
 * sets, `emit` for relay events) approves every pairing at once with one eip155 account.
 */
import type { CaipNetwork, UniversalProviderLike } from '@gangway/core/adapter'
import { createAdapterContext } from '@gangway/testing/tools'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WagmiAdapter } from './WagmiAdapter.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const local: CaipNetwork = {
  id: 31337,
  name: 'Local',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

type Listener = (...args: any[]) => void

afterEach(() => {
  vi.unstubAllGlobals()
})

function relayedWallet() {
  const listeners = new Map<string, Set<Listener>>()
  const provider = {
    session: undefined as UniversalProviderLike['session'],
    connect: vi.fn(async () => {
      provider.emit('display_uri', 'wc:0123@2?relay-protocol=irn&symKey=abcd')
      provider.session = {
        topic: 'session-topic',
        namespaces: { eip155: { accounts: [`eip155:31337:${ADDRESS}`], chains: ['eip155:31337'] } },
      }
    }),
    disconnect: vi.fn(async () => {
      provider.session = undefined
    }),
    request: vi.fn(async () => null) as UniversalProviderLike['request'],
    on: vi.fn((event: string, listener: Listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    }),
    removeListener: vi.fn((event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener)
    }),
    emit(event: string, ...args: unknown[]) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  }
  return provider
}

/** The kit's one pairing (`pairWalletConnect`): a session proposal when there is none yet. */
function pairing(universal: ReturnType<typeof relayedWallet>) {
  return async () => {
    if (!universal.session) await universal.connect()
    return universal
  }
}

describe('gangwayWalletConnect', () => {
  it('follows the session once however often it reconnects: one session_delete, one disconnect', async () => {
    vi.stubGlobal('window', undefined)
    const universal = relayedWallet()
    const adapter = new WagmiAdapter({ networks: [local] })
    adapter.setup(
      createAdapterContext({
        networks: [local],
        universalProvider: universal,
        pairWalletConnect: pairing(universal),
      }),
    )
    const config = await adapter.getWagmiConfig()
    const connector = config.connectors.find((c) => c.id === 'walletConnect')
    const fromConnector = vi.fn()
    connector?.emitter.on('disconnect', fromConnector)
    const fromAdapter = vi.fn()
    adapter.on('disconnect', fromAdapter)

    for (let round = 0; round < 3; round++) {
      expect(await adapter.connect({ id: 'walletConnect' })).toMatchObject({ address: ADDRESS })
      await adapter.disconnect()
    }
    await adapter.connect({ id: 'walletConnect' })
    expect(universal.connect).toHaveBeenCalledTimes(4)
    expect(fromAdapter).not.toHaveBeenCalled()

    universal.emit('session_delete', { topic: 'session-topic' })
    // And a later `disconnect` from the provider finds nothing to call either.
    universal.emit('disconnect')

    expect(fromConnector).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(fromAdapter).toHaveBeenCalledTimes(1))
    expect(adapter.getProvider()).toBeUndefined()
    // Nothing of the connector is left on the shared provider.
    for (const event of ['accountsChanged', 'chainChanged', 'session_delete', 'disconnect'])
      expect(universal.listenerCount(event)).toBe(0)
    adapter.destroy()
  })
  it("adds a chain the wallet lacks with the adapter's RPC URLs", async () => {
    vi.stubGlobal('window', undefined)
    const universal = relayedWallet()
    const added: unknown[] = []
    universal.request = vi.fn(async ({ method, params }: { method: string; params?: any }) => {
      if (method === 'wallet_switchEthereumChain')
        throw Object.assign(new Error('Unrecognized chain'), { code: 4902 })
      if (method === 'wallet_addEthereumChain') added.push(params[0])
      return null
    }) as UniversalProviderLike['request']
    const other = { ...local, id: 10, caipNetworkId: 'eip155:10', name: 'OP' } as CaipNetwork
    const adapter = new WagmiAdapter({
      networks: [local, other],
      customRpcUrls: { 10: ['https://op.host.example'] },
    })
    adapter.setup(
      createAdapterContext({
        networks: [local, other],
        universalProvider: universal,
        pairWalletConnect: pairing(universal),
      }),
    )
    await adapter.connect({ id: 'walletConnect' })
    await adapter.switchNetwork({ caipNetwork: other })
    expect(added).toEqual([
      expect.objectContaining({
        chainId: '0xa',
        rpcUrls: ['https://op.host.example', 'http://127.0.0.1:1'],
      }),
    ])
    await adapter.disconnect()
    adapter.destroy()
  })
})
