import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryBackend } from './backend.js'
import { createStorage } from './createStorage.js'
import { isConnectionKey } from './externalChanges.js'
import { createSharedBackend } from './sharedBackend.testing.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Resolves on the next call of the listener it hands out, or fails after `ms`. */
function nextCall(ms = 2000) {
  let resolve: () => void = () => {}
  const called = new Promise<void>((done, fail) => {
    resolve = done
    setTimeout(() => fail(new Error(`not heard within ${ms} ms`)), ms).unref?.()
  })
  return { listener: vi.fn(() => resolve()), called }
}

/** Lets every change announced so far arrive (the shared backend announces a task later). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('which keys are connection keys', () => {
  it('the connected namespaces, connector ids, status and active network of the prefix', () => {
    const yes = [
      '@gangway/CONNECTED_NAMESPACES',
      '@gangway/CONNECTED_CONNECTOR_ID:eip155',
      '@gangway/CONNECTION_STATUS',
      '@gangway/ACTIVE_NAMESPACE',
      '@gangway/ACTIVE_CAIP_NETWORK_ID',
      null,
    ]
    for (const key of yes) expect(isConnectionKey(key, '@gangway/')).toBe(true)
    const no = [
      '@gangway/CONNECTED_CONNECTOR_ID:',
      '@gangway/RECENT_WALLETS',
      '@gangway/CACHE:balance',
      '@gangway/adapter/CONNECTED_NAMESPACES',
      '@gangway/__probe__',
      'other/CONNECTED_NAMESPACES',
      'CONNECTED_NAMESPACES',
      '',
    ]
    for (const key of no) expect(isConnectionKey(key, '@gangway/')).toBe(false)
  })
})

describe('KitStorage.onExternalChange', () => {
  it("hears another tab's connection writes, not its own, nor other keys or prefixes", async () => {
    const shared = createSharedBackend()
    const mine = createStorage({ backend: shared.tab() })
    const other = createStorage({ backend: shared.tab() })
    const otherProject = createStorage({ backend: shared.tab(), prefix: 'other/' })
    const { listener, called } = nextCall()
    const off = mine.onExternalChange(listener)
    const project = vi.fn()
    otherProject.onExternalChange(project)

    mine.addConnectedNamespace('eip155')
    other.addRecentWallet({ id: 'w' })
    other.setCache('balance', '0xabc', 1)
    other.setItem('CONNECTED_NAMESPACES', 'adapter key')
    await settled()
    expect(listener).not.toHaveBeenCalled()

    other.setConnectedConnectorId('eip155', 'injected')
    await called
    expect(listener).toHaveBeenCalledTimes(1)
    expect(project).not.toHaveBeenCalled()

    off()
    other.removeConnectedConnectorId('eip155')
    await settled()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it("a backend that reports the kit's own writes back is not heard for them", () => {
    const shared = createSharedBackend({ echo: true })
    const storage = createStorage({ backend: shared.tab() })
    const listener = vi.fn()
    storage.onExternalChange(listener)
    storage.addConnectedNamespace('eip155')
    storage.setActiveCaipNetworkId('eip155:1')
    expect(listener).not.toHaveBeenCalled()
  })

  it("hears the page's storage events when the backend is localStorage", () => {
    const page = new EventTarget()
    const local = createMemoryBackend()
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page))
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page))
    vi.stubGlobal('localStorage', local)
    const storage = createStorage()
    const listener = vi.fn()
    const off = storage.onExternalChange(listener)
    const storageEvent = (key: string | null, storageArea: unknown) =>
      page.dispatchEvent(Object.assign(new Event('storage'), { key, storageArea }))

    storageEvent('@gangway/CONNECTED_NAMESPACES', local)
    storageEvent(null, local)
    expect(listener).toHaveBeenCalledTimes(2)
    // Another storage area (sessionStorage, a host's own) or another key: not ours.
    storageEvent('@gangway/CONNECTED_NAMESPACES', createMemoryBackend())
    storageEvent('@gangway/RECENT_WALLETS', local)
    expect(listener).toHaveBeenCalledTimes(2)
    off()
    storageEvent('@gangway/CONNECTED_NAMESPACES', local)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('a host backend with no way to tell (or a broken subscribe) hears nothing and never throws', () => {
    const plain = createStorage({ backend: createMemoryBackend() })
    expect(() => plain.onExternalChange(() => {})()).not.toThrow()
    const broken = createStorage({
      backend: {
        ...createMemoryBackend(),
        subscribe: () => {
          throw new Error('boom')
        },
      },
    })
    expect(() => broken.onExternalChange(() => {})()).not.toThrow()
    // localStorage exposes stored keys as properties: a stored 'subscribe' is not a function.
    const named = createStorage({
      backend: Object.assign(createMemoryBackend(), { subscribe: 'stored value' }) as never,
    })
    expect(() => named.onExternalChange(() => {})()).not.toThrow()
  })

  it('withoutWrites drops the writes made inside it; reads still answer', () => {
    const backend = createMemoryBackend()
    const storage = createStorage({ backend })
    storage.addConnectedNamespace('eip155')
    const answer = storage.withoutWrites(() => {
      storage.removeConnectedNamespace('eip155')
      storage.setActiveCaipNetworkId('eip155:10')
      return storage.getConnectedNamespaces()
    })
    expect(answer).toEqual(['eip155'])
    expect(backend.keys()).toEqual(['@gangway/CONNECTED_NAMESPACES'])
    storage.setActiveCaipNetworkId('eip155:10')
    expect(storage.getActiveCaipNetworkId()).toBe('eip155:10')
  })
})
