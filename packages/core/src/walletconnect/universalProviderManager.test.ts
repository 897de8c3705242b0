import { describe, expect, it, vi } from 'vitest'
import type { UniversalProviderLike } from '../adapters/types.js'
import { fakeUniversalProvider as fakeProvider } from './fakeProvider.testing.js'
import { createUniversalProviderManager } from './universalProviderManager.js'

describe('universal provider manager', () => {
  it('loads nothing until asked', () => {
    const loadProvider = vi.fn(async () => fakeProvider())
    const manager = createUniversalProviderManager({ loadProvider })
    expect(loadProvider).not.toHaveBeenCalled()
    expect(manager.isLoaded()).toBe(false)
  })

  it('loads once for concurrent first calls and hands out the same instance', async () => {
    const loadProvider = vi.fn(async () => fakeProvider())
    const manager = createUniversalProviderManager({
      loadProvider,
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:5555',
    })
    const [a, b] = await Promise.all([
      manager.getUniversalProvider(),
      manager.getUniversalProvider(),
    ])
    const c = await manager.getUniversalProvider()
    expect(a).toBe(b)
    expect(a).toBe(c)
    expect(loadProvider).toHaveBeenCalledTimes(1)
    // A self-hosted relay: no WalletConnect telemetry, no verify service.
    expect(loadProvider).toHaveBeenCalledWith({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:5555',
      telemetryEnabled: false,
      verify: false,
    })
    expect(manager.isLoaded()).toBe(true)
  })

  it("keeps WalletConnect's verify service with its own relay; telemetry only when asked", async () => {
    const loadProvider = vi.fn(async () => fakeProvider())
    await createUniversalProviderManager({ loadProvider, projectId: 'p' }).getUniversalProvider()
    expect(loadProvider).toHaveBeenLastCalledWith({
      projectId: 'p',
      telemetryEnabled: false,
      verify: true,
    })
    await createUniversalProviderManager({
      loadProvider,
      telemetry: true,
      verify: false,
    }).getUniversalProvider()
    expect(loadProvider).toHaveBeenLastCalledWith({ telemetryEnabled: true, verify: false })
  })

  it('tries again after a failed load', async () => {
    const provider = fakeProvider()
    const loadProvider = vi
      .fn<() => Promise<UniversalProviderLike>>()
      .mockRejectedValueOnce(new Error('relay down'))
      .mockResolvedValueOnce(provider)
    const manager = createUniversalProviderManager({ loadProvider })
    await expect(manager.getUniversalProvider()).rejects.toThrow('relay down')
    await expect(manager.getUniversalProvider()).resolves.toBe(provider)
    expect(loadProvider).toHaveBeenCalledTimes(2)
  })

  it('destroy forgets the provider but leaves a live session alone', async () => {
    const provider = { ...fakeProvider(), session: { topic: 't', namespaces: {} } }
    const loadProvider = vi.fn(async () => provider)
    const manager = createUniversalProviderManager({ loadProvider })
    await manager.getUniversalProvider()
    manager.destroy()
    expect(provider.disconnect).not.toHaveBeenCalled()
    expect(manager.isLoaded()).toBe(false)
    await manager.getUniversalProvider()
    expect(loadProvider).toHaveBeenCalledTimes(2)
  })

  it('destroy closes the relay connection and heartbeat, also of a provider still loading', async () => {
    const closable = () => {
      const core = {
        relayer: { transportClose: vi.fn(async () => {}) },
        heartbeat: { stop: vi.fn() },
      }
      return { ...fakeProvider(), session: { topic: 't', namespaces: {} }, client: { core } }
    }
    const loaded = closable()
    const manager = createUniversalProviderManager({ loadProvider: async () => loaded })
    await manager.getUniversalProvider()
    manager.destroy()
    manager.destroy()
    expect(loaded.client.core.relayer.transportClose).toHaveBeenCalledTimes(1)
    expect(loaded.client.core.heartbeat.stop).toHaveBeenCalledTimes(1)
    expect(loaded.disconnect).not.toHaveBeenCalled()

    const late = closable()
    const loader = vi.fn(async () => late)
    const loading = createUniversalProviderManager({ loadProvider: loader })
    const pending = loading.getUniversalProvider()
    loading.destroy()
    expect(late.client.core.relayer.transportClose).not.toHaveBeenCalled()
    await pending
    await Promise.resolve()
    expect(late.client.core.relayer.transportClose).toHaveBeenCalledTimes(1)
    expect(late.client.core.heartbeat.stop).toHaveBeenCalledTimes(1)
    // A provider that is not a WalletConnect one (no client): nothing to close, no throw.
    const plain = createUniversalProviderManager({ loadProvider: async () => fakeProvider() })
    await plain.getUniversalProvider()
    expect(() => plain.destroy()).not.toThrow()
  })

  it('two managers (two kits) share nothing', async () => {
    const first = createUniversalProviderManager({ loadProvider: async () => fakeProvider() })
    const second = createUniversalProviderManager({ loadProvider: async () => fakeProvider() })
    expect(await first.getUniversalProvider()).not.toBe(await second.getUniversalProvider())
  })
})
