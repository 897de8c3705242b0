import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LIMITS } from '../constants.js'
import { createMemoryBackend } from './backend.js'
import { createStorage, STORAGE_KEYS } from './createStorage.js'
import { STORAGE_PREFIX } from './types.js'

// createStorage, part 1: backend choice, the prefixed keys of spec §7 and the stored lists
// (recent wallets, connector ids, connected namespaces). Caches, the embedded login cache and
// hostile stored values are in createStorage.caches.test.ts.

afterEach(() => {
  vi.unstubAllGlobals()
})

function setup(prefix?: string) {
  const backend = createMemoryBackend()
  const storage = createStorage({ backend, ...(prefix === undefined ? {} : { prefix }) })
  return { backend, storage }
}

describe('backend choice', () => {
  it('uses globalThis.localStorage when it is usable', () => {
    const local = createMemoryBackend()
    vi.stubGlobal('localStorage', local)
    createStorage().setActiveNamespace('solana')
    expect(local.getItem(`${STORAGE_PREFIX}ACTIVE_NAMESPACE`)).toBe('"solana"')
    expect(local.keys()).toEqual([`${STORAGE_PREFIX}ACTIVE_NAMESPACE`])
  })

  it('falls back to memory when touching localStorage throws SecurityError', () => {
    const getter = vi.fn(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    Object.defineProperty(globalThis, 'localStorage', { get: getter, configurable: true })
    try {
      const storage = createStorage()
      expect(getter).not.toHaveBeenCalled()
      storage.setActiveNamespace('eip155')
      expect(storage.getActiveNamespace()).toBe('eip155')
      expect(getter).toHaveBeenCalledTimes(1)
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })

  it('falls back to memory when localStorage refuses writes (zero quota)', () => {
    const quota = new DOMException('full', 'QuotaExceededError')
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw quota
      },
      removeItem: () => {},
    })
    const storage = createStorage()
    storage.setConnectionStatus('connected')
    expect(storage.getConnectionStatus()).toBe('connected')
  })

  it('uses an in-memory map in node (no localStorage): values persist within one storage', () => {
    expect((globalThis as { localStorage?: unknown }).localStorage).toBeUndefined()
    const storage = createStorage()
    storage.setActiveCaipNetworkId('eip155:137')
    expect(storage.getActiveCaipNetworkId()).toBe('eip155:137')
    expect(createStorage().getActiveCaipNetworkId()).toBeUndefined()
  })

  it('a backend that throws on every call never makes a method throw', () => {
    const boom = () => {
      throw new Error('boom')
    }
    const storage = createStorage({ backend: { getItem: boom, setItem: boom, removeItem: boom } })
    storage.setActiveNamespace('eip155')
    storage.addRecentWallet({ id: 'w' })
    storage.setCache('name', '0xabc', 'vitalik.eth')
    expect(storage.getActiveNamespace()).toBeUndefined()
    expect(storage.getRecentWallets()).toEqual([])
    expect(storage.getCache('name', '0xabc')).toBeUndefined()
    expect(storage.getEmbeddedLogin()).toEqual({ emailLoginUsed: false })
  })
})

describe('keys of spec §7 carry the fixed prefix', () => {
  it('writes every key under the prefix', () => {
    const { backend, storage } = setup()
    storage.setDeeplinkChoice({ href: 'metamask://', name: 'MetaMask' })
    storage.setActiveNamespace('eip155')
    storage.setActiveCaipNetworkId('eip155:1')
    storage.addRecentWallet({ id: 'metamask', rdns: 'io.metamask' })
    storage.setConnectedConnectorId('eip155', 'injected')
    storage.setConnectedSocialProvider('google')
    storage.setConnectionStatus('connected')
    storage.addConnectedNamespace('eip155')
    storage.setCache('identity', '0xabc', { name: 'a' })
    storage.setEmbeddedLogin({ emailLoginUsed: true })
    storage.setItem('wagmi.store', '{}')
    expect(backend.keys().sort()).toEqual(
      [
        'ACTIVE_CAIP_NETWORK_ID',
        'ACTIVE_NAMESPACE',
        'CACHE:identity',
        'CONNECTED_CONNECTOR_ID:eip155',
        'CONNECTED_NAMESPACES',
        'CONNECTED_SOCIAL',
        'CONNECTION_STATUS',
        'EMBEDDED_LOGIN',
        'RECENT_WALLETS',
        'WALLETCONNECT_DEEPLINK_CHOICE',
        'adapter/wagmi.store',
      ]
        .map((name) => `@gangway/${name}`)
        .sort(),
    )
  })

  it('reads back what it wrote', () => {
    const { storage } = setup()
    storage.setDeeplinkChoice({ href: 'metamask://', name: 'MetaMask' })
    storage.setActiveNamespace('solana')
    storage.setActiveCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    storage.setConnectedSocialProvider('x')
    storage.setConnectionStatus('connecting')
    storage.setItem('k', 'raw value')
    expect(storage.getDeeplinkChoice()).toEqual({ href: 'metamask://', name: 'MetaMask' })
    expect(storage.getActiveNamespace()).toBe('solana')
    expect(storage.getActiveCaipNetworkId()).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(storage.getConnectedSocialProvider()).toBe('x')
    expect(storage.getConnectionStatus()).toBe('connecting')
    expect(storage.getItem('k')).toBe('raw value')
    storage.setDeeplinkChoice(undefined)
    storage.setActiveNamespace(undefined)
    storage.setConnectedSocialProvider(undefined)
    storage.setConnectionStatus(undefined)
    storage.removeItem('k')
    expect(storage.getDeeplinkChoice()).toBeUndefined()
    expect(storage.getActiveNamespace()).toBeUndefined()
    expect(storage.getConnectedSocialProvider()).toBeUndefined()
    expect(storage.getConnectionStatus()).toBeUndefined()
    expect(storage.getItem('k')).toBeUndefined()
  })

  it('raw adapter keys cannot reach the validated keys', () => {
    const { storage } = setup()
    storage.setItem(STORAGE_KEYS.ACTIVE_NAMESPACE, '"cosmos"')
    expect(storage.getActiveNamespace()).toBeUndefined()
  })

  it('two storages with different prefixes never see each other (shared backend)', () => {
    const prefix = fc.stringMatching(/^[a-z]{1,6}\/$/)
    fc.assert(
      fc.property(prefix, prefix, fc.string(), (a, b, rawKey) => {
        fc.pre(a !== b)
        const backend = createMemoryBackend()
        const one = createStorage({ backend, prefix: a })
        const two = createStorage({ backend, prefix: b })
        one.setActiveNamespace('solana')
        one.addRecentWallet({ id: 'one' })
        one.setConnectedConnectorId('eip155', 'one')
        one.setCache('name', '0x1', 'one.eth')
        one.setEmbeddedLogin({ email: 'a@b.co' })
        one.setItem(rawKey, 'one')
        expect(two.getActiveNamespace()).toBeUndefined()
        expect(two.getRecentWallets()).toEqual([])
        expect(two.getConnectedConnectorId('eip155')).toBeUndefined()
        expect(two.getCache('name', '0x1')).toBeUndefined()
        expect(two.getEmbeddedLogin()).toEqual({ emailLoginUsed: false })
        expect(two.getItem(rawKey)).toBeUndefined()
        expect(backend.keys().every((k) => k.startsWith(a))).toBe(true)
      }),
    )
  })
})

describe('recent wallets (at most 2, newest first, de-duplicated)', () => {
  it('keeps the two newest', () => {
    const { storage } = setup()
    expect(storage.addRecentWallet({ id: 'a' })).toEqual([{ id: 'a' }])
    storage.addRecentWallet({ id: 'b', rdns: 'b.rdns' })
    expect(storage.addRecentWallet({ id: 'c' })).toEqual([{ id: 'c' }, { id: 'b', rdns: 'b.rdns' }])
    expect(storage.getRecentWallets()).toHaveLength(LIMITS.RECENT_WALLETS)
  })

  it('moves a repeated wallet to the front without duplicating it', () => {
    const { storage } = setup()
    storage.addRecentWallet({ id: 'a' })
    storage.addRecentWallet({ id: 'b' })
    expect(storage.addRecentWallet({ id: 'a', rdns: 'new' })).toEqual([
      { id: 'a', rdns: 'new' },
      { id: 'b' },
    ])
  })

  it('cleans a stored list that is too long, duplicated or malformed', () => {
    const { backend, storage } = setup()
    backend.setItem(
      '@gangway/RECENT_WALLETS',
      JSON.stringify([{ id: 'x' }, { id: 'x' }, 5, { id: '' }, { id: 'y', rdns: 7 }, { id: 'z' }]),
    )
    expect(storage.getRecentWallets()).toEqual([{ id: 'x' }, { id: 'y' }])
  })

  it('holds for any sequence of additions', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 12 }), (ids) => {
        const { storage } = setup()
        for (const id of ids) storage.addRecentWallet({ id })
        const expected = [...new Set([...ids].reverse())].slice(0, 2)
        expect(storage.getRecentWallets().map((w) => w.id)).toEqual(expected)
      }),
    )
  })
})

describe('connected connector id per namespace', () => {
  it('keeps one id per namespace', () => {
    const { storage } = setup()
    storage.setConnectedConnectorId('eip155', 'io.metamask')
    storage.setConnectedConnectorId('solana', 'phantom')
    expect(storage.getConnectedConnectorId('eip155')).toBe('io.metamask')
    expect(storage.getConnectedConnectorId('solana')).toBe('phantom')
    expect(storage.getConnectedConnectorId('bip122')).toBeUndefined()
    storage.removeConnectedConnectorId('eip155')
    expect(storage.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(storage.getConnectedConnectorId('solana')).toBe('phantom')
  })

  it('ignores malformed namespaces; any CAIP-2 namespace (a third-party family) is kept', () => {
    const { backend, storage } = setup()
    storage.setConnectedConnectorId('__proto__', 'x')
    storage.setConnectedConnectorId('Cosmos', 'x')
    storage.setConnectedConnectorId('a:b', 'x')
    expect(backend.keys()).toEqual([])
    storage.setConnectedConnectorId('cosmos', 'keplr')
    expect(storage.getConnectedConnectorId('cosmos')).toBe('keplr')
  })
})

describe('connected namespaces', () => {
  it('adds once and removes', () => {
    const { storage } = setup()
    storage.addConnectedNamespace('eip155')
    storage.addConnectedNamespace('solana')
    storage.addConnectedNamespace('eip155')
    storage.addConnectedNamespace('cosmos')
    storage.addConnectedNamespace('<script>')
    expect(storage.getConnectedNamespaces()).toEqual(['eip155', 'solana', 'cosmos'])
    storage.removeConnectedNamespace('eip155')
    expect(storage.getConnectedNamespaces()).toEqual(['solana', 'cosmos'])
  })
})
