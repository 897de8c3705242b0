import { createAdapterContext } from '@gangway/testing/tools'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('server-side rendering', () => {
  it('imports the Solana adapter without our code touching window', async () => {
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
      const module = await import('@gangway/adapter-solana')
      expect(typeof module.SolanaAdapter).toBe('function')
      new module.SolanaAdapter()
      // The frame that read `window` (SDK dependencies may probe it with `typeof`).
      const readers = touched.mock.calls.map((call) => String(call[0]).split('\n')[2] ?? '')
      expect(readers.filter((frame) => frame.includes('/packages/'))).toEqual([])
    } finally {
      delete (globalThis as { window?: unknown }).window
    }
  })

  it('finds no wallet without a window, keeps WalletConnect, and restores nothing', async () => {
    vi.stubGlobal('window', undefined)
    const { SolanaAdapter, solana } = await import('@gangway/adapter-solana')
    const adapter = new SolanaAdapter()
    adapter.setup(createAdapterContext({ networks: [solana] }))
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['walletConnect'])
    expect(await adapter.restore({ id: 'Phantom' })).toBeNull()
    expect(await adapter.restore({ id: 'walletConnect' })).toBeNull()
  })
})
