import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CACHE_LIFETIME_MS, LIMITS } from '../constants.js'
import { CHAIN_NAMESPACES } from '../types/chain.js'
import { hostileString, hostileValue } from '../utils/hostileInput.testing.js'
import { createMemoryBackend } from './backend.js'
import { CACHE_NAMES, createStorage, STORAGE_KEYS } from './createStorage.js'
import { STORAGE_PREFIX } from './types.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
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

  it('ignores unknown namespaces', () => {
    const { backend, storage } = setup()
    storage.setConnectedConnectorId('__proto__' as never, 'x')
    storage.setConnectedConnectorId('cosmos' as never, 'x')
    expect(backend.keys()).toEqual([])
    expect(storage.getConnectedConnectorId('cosmos' as never)).toBeUndefined()
  })
})

describe('connected namespaces', () => {
  it('adds once and removes', () => {
    const { storage } = setup()
    storage.addConnectedNamespace('eip155')
    storage.addConnectedNamespace('solana')
    storage.addConnectedNamespace('eip155')
    storage.addConnectedNamespace('cosmos' as never)
    expect(storage.getConnectedNamespaces()).toEqual(['eip155', 'solana'])
    storage.removeConnectedNamespace('eip155')
    expect(storage.getConnectedNamespaces()).toEqual(['solana'])
  })
})

describe('address-keyed caches (spec §5 cache expiry)', () => {
  const lifetimes = [
    ['portfolio', 30_000],
    ['nativeBalance', 30_000],
    ['balance', 30_000],
    ['name', 300_000],
    ['identity', 300_000],
  ] as const

  it.each(lifetimes)('%s lives %i ms', (cache, lifetime) => {
    expect(CACHE_LIFETIME_MS[cache]).toBe(lifetime)
    vi.useFakeTimers({ now: 1_700_000_000_000 })
    const { storage } = setup()
    storage.setCache(cache, '0xabc', { value: 1 })
    vi.advanceTimersByTime(lifetime - 1)
    expect(storage.getCache(cache, '0xabc')).toEqual({ value: 1 })
    vi.advanceTimersByTime(1)
    expect(storage.getCache(cache, '0xabc')).toBeUndefined()
  })

  it('uses the injected clock and the explicit now argument', () => {
    let clock = 1000
    const storage = createStorage({ backend: createMemoryBackend(), now: () => clock })
    storage.setCache('name', '0x1', 'a.eth')
    clock += CACHE_LIFETIME_MS.name
    expect(storage.getCache('name', '0x1')).toBeUndefined()
    expect(storage.getCache('name', '0x1', 1000 + CACHE_LIFETIME_MS.name - 1)).toBe('a.eth')
  })

  it('keys by address, keeps caches apart, and clears', () => {
    const { storage } = setup()
    storage.setCache('name', '0x1', 'one.eth')
    storage.setCache('name', '0x2', 'two.eth')
    storage.setCache('identity', '0x1', { avatar: 'a.png' })
    expect(storage.getCache('name', '0x1')).toBe('one.eth')
    expect(storage.getCache('name', '0x2')).toBe('two.eth')
    expect(storage.getCache('identity', '0x2')).toBeUndefined()
    storage.removeCacheEntry('name', '0x1')
    expect(storage.getCache('name', '0x1')).toBeUndefined()
    storage.clearCache('name')
    expect(storage.getCache('name', '0x2')).toBeUndefined()
    expect(storage.getCache('identity', '0x1')).toEqual({ avatar: 'a.png' })
  })

  it('drops expired entries when writing', () => {
    vi.useFakeTimers({ now: 0 })
    const { backend, storage } = setup()
    storage.setCache('portfolio', '0x1', 1)
    vi.advanceTimersByTime(CACHE_LIFETIME_MS.portfolio)
    storage.setCache('portfolio', '0x2', 2)
    expect(Object.keys(JSON.parse(backend.getItem('@gangway/CACHE:portfolio') ?? '{}'))).toEqual([
      '0x2',
    ])
  })

  it('stores an address named __proto__ as plain data', () => {
    const { storage } = setup()
    storage.setCache('name', '__proto__', 'evil.eth')
    storage.setCache('name', 'constructor', 'ctor.eth')
    expect(storage.getCache('name', '__proto__')).toBe('evil.eth')
    expect(storage.getCache('name', 'constructor')).toBe('ctor.eth')
    expect(storage.getCache('name', 'toString')).toBeUndefined()
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('embedded login cache', () => {
  it('patches, reads and clears', () => {
    const { storage } = setup()
    expect(storage.getEmbeddedLogin()).toEqual({ emailLoginUsed: false })
    storage.setEmbeddedLogin({ emailLoginUsed: true, email: 'a@b.co', lastEmailLoginTime: 5 })
    storage.setEmbeddedLogin({ lastUsedChainId: 'eip155:1', socialUsername: 'vitalik' })
    expect(storage.getEmbeddedLogin()).toEqual({
      emailLoginUsed: true,
      email: 'a@b.co',
      lastEmailLoginTime: 5,
      lastUsedChainId: 'eip155:1',
      socialUsername: 'vitalik',
    })
    storage.setEmbeddedLogin({ email: undefined })
    expect(storage.getEmbeddedLogin().email).toBeUndefined()
    storage.clearEmbeddedLogin()
    expect(storage.getEmbeddedLogin()).toEqual({ emailLoginUsed: false })
  })

  it('drops fields of the wrong type', () => {
    const { backend, storage } = setup()
    backend.setItem(
      '@gangway/EMBEDDED_LOGIN',
      '{"emailLoginUsed":"yes","lastEmailLoginTime":"5","email":3,"__proto__":{"x":1}}',
    )
    const login = storage.getEmbeddedLogin()
    expect(login).toEqual({ emailLoginUsed: false })
    expect(Object.getPrototypeOf(login)).toBe(Object.prototype)
  })
})

describe('hostile stored values', () => {
  const allKeys = [
    ...Object.values(STORAGE_KEYS).filter((k) => !['CACHE', 'CONNECTED_CONNECTOR_ID'].includes(k)),
    ...CACHE_NAMES.map((c) => `CACHE:${c}`),
    ...CHAIN_NAMESPACES.map((n) => `CONNECTED_CONNECTOR_ID:${n}`),
  ]
  const stored = fc.oneof(
    hostileString,
    hostileValue.map((v) => {
      try {
        return JSON.stringify(v) ?? 'undefined'
      } catch {
        return '{'
      }
    }),
    fc.constantFrom(
      '{"__proto__":{"polluted":true}}',
      '[{"__proto__":{"polluted":true},"id":"a"}]',
      '{"0x1":{"__proto__":{"polluted":true},"timestamp":1}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
    ),
  )

  it('read as defaults, never throw and never pollute prototypes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allKeys), stored, (name, raw) => {
        const { backend, storage } = setup()
        backend.setItem(`${STORAGE_PREFIX}${name}`, raw)
        const namespace = storage.getActiveNamespace()
        expect(namespace === undefined || CHAIN_NAMESPACES.includes(namespace)).toBe(true)
        const id = storage.getActiveCaipNetworkId()
        expect(id === undefined || typeof id === 'string').toBe(true)
        const wallets = storage.getRecentWallets()
        expect(wallets.length).toBeLessThanOrEqual(2)
        for (const w of wallets) expect(typeof w.id).toBe('string')
        for (const ns of CHAIN_NAMESPACES) {
          const connector = storage.getConnectedConnectorId(ns)
          expect(connector === undefined || typeof connector === 'string').toBe(true)
        }
        expect(storage.getConnectedNamespaces().every((n) => CHAIN_NAMESPACES.includes(n))).toBe(
          true,
        )
        const choice = storage.getDeeplinkChoice()
        expect(choice === undefined || typeof choice.href === 'string').toBe(true)
        expect(typeof storage.getEmbeddedLogin().emailLoginUsed).toBe('boolean')
        for (const cache of CACHE_NAMES) {
          storage.getCache(cache, '0x1')
          storage.setCache(cache, '0x2', 1)
          expect(storage.getCache(cache, '0x2')).toBe(1)
        }
        storage.addRecentWallet({ id: 'fresh' })
        expect(storage.getRecentWallets()[0]).toEqual({ id: 'fresh' })
        storage.addConnectedNamespace('bip122')
        storage.setEmbeddedLogin({ emailLoginUsed: true })
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
        expect(Object.prototype).not.toHaveProperty('polluted')
      }),
    )
  })

  it('setters ignore hostile arguments instead of throwing', () => {
    fc.assert(
      fc.property(hostileValue, hostileValue, (a, b) => {
        const { storage } = setup()
        storage.setActiveNamespace(a as never)
        storage.setActiveCaipNetworkId(a as never)
        storage.setConnectedConnectorId(a as never, b as never)
        storage.setConnectedSocialProvider(a as never)
        storage.setConnectionStatus(a as never)
        storage.setDeeplinkChoice(a as never)
        storage.addConnectedNamespace(a as never)
        storage.addRecentWallet(a as never)
        storage.setCache(a as never, b as never, 1)
        storage.setEmbeddedLogin(a as never)
        storage.setItem(a as never, b as never)
        expect(storage.getRecentWallets().every((w) => typeof w.id === 'string')).toBe(true)
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      }),
    )
  })
})
