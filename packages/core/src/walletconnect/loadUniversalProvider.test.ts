import { describe, expect, it, vi } from 'vitest'

const init = vi.fn(async (options: unknown) => ({ options }))
vi.mock('@walletconnect/universal-provider', () => ({ default: { init } }))

describe('loadUniversalProvider (default loader)', () => {
  it('imports @walletconnect/universal-provider on call and runs UniversalProvider.init', async () => {
    const { loadUniversalProvider } = await import('./loadUniversalProvider.js')
    expect(init).not.toHaveBeenCalled()
    const provider = await loadUniversalProvider({ projectId: 'p', relayUrl: 'ws://127.0.0.1:1' })
    expect(init).toHaveBeenCalledWith({ projectId: 'p', relayUrl: 'ws://127.0.0.1:1' })
    expect(provider).toEqual({ options: { projectId: 'p', relayUrl: 'ws://127.0.0.1:1' } })
  })
})
