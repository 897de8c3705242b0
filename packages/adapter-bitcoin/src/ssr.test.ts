import { createAdapterContext } from '@gangway/testing/tools'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('server-side rendering', () => {
  it('imports the Bitcoin adapter without our code touching window', async () => {
    vi.resetModules()
    const touched = vi.fn()
    Object.defineProperty(globalThis, 'window', {
      configurable: true,
      get: () => {
        touched(new Error().stack)
        return undefined
      },
    })
    try {
      const module = await import('@gangway/adapter-bitcoin')
      new module.BitcoinAdapter()
      const readers = touched.mock.calls.map((call) => String(call[0]).split('\n')[2] ?? '')
      expect(readers.filter((frame) => frame.includes('/packages/'))).toEqual([])
    } finally {
      delete (globalThis as { window?: unknown }).window
    }
  })

  it('finds no injected wallets without a window, keeps WalletConnect, restores nothing', async () => {
    vi.stubGlobal('window', undefined)
    const { BitcoinAdapter, bitcoin } = await import('@gangway/adapter-bitcoin')
    const adapter = new BitcoinAdapter()
    adapter.setup(createAdapterContext({ networks: [bitcoin] }))
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['walletConnect'])
    expect(await adapter.restore({ id: 'XverseProviders.BitcoinProvider' })).toBeNull()
  })
})
