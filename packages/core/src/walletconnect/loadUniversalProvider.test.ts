import { describe, expect, it, vi } from 'vitest'
import type { KitError } from '../errors/KitError.js'

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

  it('verify: false stops the sign client from asking the verify service before a proposal', async () => {
    const register = vi.fn(async () => 'attestation')
    init.mockResolvedValueOnce({ options: {}, client: { core: { verify: { register } } } } as never)
    const { loadUniversalProvider } = await import('./loadUniversalProvider.js')
    const provider = (await loadUniversalProvider({
      relayUrl: 'ws://127.0.0.1:1',
      verify: false,
    })) as any
    // `verify` is the kit's own option, not passed to UniversalProvider.init.
    expect(init).toHaveBeenLastCalledWith({ relayUrl: 'ws://127.0.0.1:1' })
    expect(await provider.client.core.verify.register({ id: 'x' })).toBe('')
    expect(register).not.toHaveBeenCalled()
  })

  it('finds the class in a CommonJS-shaped module (Node loads the CJS build)', async () => {
    vi.resetModules()
    const cjsInit = vi.fn(async () => ({ cjs: true }))
    vi.doMock('@walletconnect/universal-provider', () => ({
      default: { UniversalProvider: { init: cjsInit }, default: { init: cjsInit } },
      UniversalProvider: { init: cjsInit },
    }))
    const { loadUniversalProvider } = await import('./loadUniversalProvider.js')
    expect(await loadUniversalProvider({ projectId: 'p' })).toEqual({ cjs: true })
    expect(cjsInit).toHaveBeenCalledWith({ projectId: 'p' })
    vi.doUnmock('@walletconnect/universal-provider')
  })
})

describe('loadUniversalProvider without @walletconnect/universal-provider (an optional peer)', () => {
  it('an empty module (a bundler told to leave the package out) gives OPTIONAL_PEER_MISSING', async () => {
    vi.resetModules()
    // (vitest's mock throws on reading an export it lacks: each one the loader reads is listed)
    vi.doMock('@walletconnect/universal-provider', () => ({
      default: undefined,
      UniversalProvider: undefined,
    }))
    try {
      const { loadUniversalProvider } = await import('./loadUniversalProvider.js')
      const error = await loadUniversalProvider({}).then(
        () => undefined,
        (failure: unknown) => failure,
      )
      // A fresh module graph (resetModules): its KitError class is not this file's.
      expect((error as KitError).code).toBe('OPTIONAL_PEER_MISSING')
      expect((error as KitError).shortMessage).toBe(
        '@walletconnect/universal-provider is not installed',
      )
    } finally {
      vi.doUnmock('@walletconnect/universal-provider')
    }
  })
})
