import { createAdapterContext } from '@gangway/testing/tools'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('server-side rendering', () => {
  it('imports the EVM adapters without our code touching window', async () => {
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
      await import('@gangway/adapter-ethers')
      await import('@gangway/adapter-ethers/ethers5')
      await import('@gangway/adapter-wagmi')
      // The frame that read `window` (SDK dependencies such as bn.js probe it with `typeof`).
      const readers = touched.mock.calls.map((call) => String(call[0]).split('\n')[2] ?? '')
      expect(readers.filter((frame) => frame.includes('/packages/'))).toEqual([])
    } finally {
      delete (globalThis as { window?: unknown }).window
    }
  })

  it.each([
    ['EthersAdapter', async () => new (await import('@gangway/adapter-ethers')).EthersAdapter()],
    [
      'Ethers5Adapter',
      async () => new (await import('@gangway/adapter-ethers/ethers5')).Ethers5Adapter(),
    ],
  ])('%s finds no wallets without a window, and keeps WalletConnect', async (_, create) => {
    vi.stubGlobal('window', undefined)
    const adapter = await create()
    adapter.setup(createAdapterContext({ networks: [] }))
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['walletConnect'])
    expect(await adapter.restore({ id: 'injected' })).toBeNull()
    adapter.destroy()
  })
})
