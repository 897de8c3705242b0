import { afterEach, describe, expect, it, vi } from 'vitest'

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator']

afterEach(() => {
  vi.restoreAllMocks()
})

describe('core on the server (no window)', () => {
  it('importing the package index touches no browser global', async () => {
    const touched: string[] = []
    const saved = BROWSER_GLOBALS.map(
      (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
    )
    for (const name of BROWSER_GLOBALS) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name)
          return undefined
        },
      })
    }
    try {
      vi.resetModules()
      const core = await import('./index.js')
      const adapter = await import('./adapter.js')
      expect(typeof core.createKit).toBe('function')
      expect(typeof adapter.BaseAdapter).toBe('function')
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor)
        else delete (globalThis as Record<string, unknown>)[name]
      }
    }
    expect(touched).toEqual([])
  })

  it('creates a working kit with window undefined (memory storage, server environment)', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    vi.resetModules()
    const { createKit } = await import('./index.js')
    const { eip155Family } = await import('./eip155.js')
    const { BaseAdapter } = await import('./adapter.js')

    class ServerAdapter extends BaseAdapter {
      readonly family = eip155Family
      readonly adapterType = 'universal' as const
      protected discover() {
        this.setConnectors([{ id: 'server', name: 'Server', type: 'EXTERNAL', chain: 'eip155' }])
      }
      async connect() {
        return {
          id: 'server',
          type: 'EXTERNAL' as const,
          address: '0x0000000000000000000000000000000000000001',
          chainId: 1,
        }
      }
      async disconnect() {}
      async restore() {
        return null
      }
      async signMessage() {
        return { signature: '0x' }
      }
      sendTransaction() {
        return this.notSupported('sendTransaction')
      }
      getBalance() {
        return this.notSupported('getBalance')
      }
      async switchNetwork() {}
    }

    const kit = createKit({
      adapters: [new ServerAdapter()],
      networks: [
        {
          id: 1,
          name: 'Ethereum',
          chainNamespace: 'eip155',
          caipNetworkId: 'eip155:1',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['https://rpc.example/'] } },
        },
      ],
    })
    await kit.ready
    await kit.connect({ connectorId: 'server' })
    expect(kit.getAccount().caipAddress).toBe('eip155:1:0x0000000000000000000000000000000000000001')
    expect(kit.controllers.storage.getConnectedConnectorId('eip155')).toBe('server')
    await kit.open()
    expect(kit.controllers.router.getState().view).toBe('Account')
    await kit.destroy()
  })
})
