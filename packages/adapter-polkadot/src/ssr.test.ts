import { createAdapterContext } from '@gangway/testing/tools'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.doUnmock('@polkadot/extension-dapp')
  vi.resetModules()
})

const context = () => createAdapterContext({ networks: [] })

describe('server-side rendering', () => {
  it('importing the adapter touches no window and does not load @polkadot/extension-dapp', async () => {
    vi.resetModules()
    const loaded = vi.fn()
    vi.doMock('@polkadot/extension-dapp', () => {
      loaded()
      return {}
    })
    const touched = vi.fn()
    Object.defineProperty(globalThis, 'window', {
      configurable: true,
      get: () => {
        touched(new Error().stack)
        return undefined
      },
    })
    try {
      const { PolkadotAdapter } = await import('@gangway/adapter-polkadot')
      const adapter = new PolkadotAdapter({ appName: 'SSR' })
      const readers = touched.mock.calls.map((call) => String(call[0]).split('\n')[2] ?? '')
      expect(readers.filter((frame) => frame.includes('/packages/'))).toEqual([])
      // Methods may look for a window (inside them, never at import): none on the server.
      adapter.setup(context())
      expect(adapter.getConnectors()).toEqual([])
      expect(await adapter.restore({ id: 'polkadot-js' })).toBeNull()
      expect(loaded).not.toHaveBeenCalled()
    } finally {
      delete (globalThis as { window?: unknown }).window
    }
  })

  it('loads @polkadot/extension-dapp on the first connect, not before', async () => {
    vi.resetModules()
    const loaded = vi.fn()
    const web3Enable = vi.fn(async () => [])
    vi.doMock('@polkadot/extension-dapp', () => {
      loaded()
      return { web3Enable, web3Accounts: vi.fn(async () => []) }
    })
    vi.stubGlobal('window', { injectedWeb3: { 'polkadot-js': { enable: async () => ({}) } } })
    const { PolkadotAdapter } = await import('@gangway/adapter-polkadot')
    const adapter = new PolkadotAdapter({ appName: 'Lazy dapp' })
    adapter.setup(context())
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['polkadot-js'])
    expect(loaded).not.toHaveBeenCalled()
    await expect(adapter.connect({ id: 'polkadot-js' })).rejects.toThrow(
      'User rejected the request',
    )
    expect(loaded).toHaveBeenCalledTimes(1)
    expect(web3Enable).toHaveBeenCalledWith('Lazy dapp')
  })

  it('needs an app name', async () => {
    const { PolkadotAdapter } = await import('@gangway/adapter-polkadot')
    expect(() => new PolkadotAdapter({ appName: '' })).toThrow('Invalid option appName')
  })
})
