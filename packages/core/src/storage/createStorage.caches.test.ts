import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isChainNamespace } from '../caip/caip.js'
import { CACHE_LIFETIME_MS } from '../constants.js'
import { hostileString, hostileValue } from '../utils/hostileInput.testing.js'
import { createMemoryBackend } from './backend.js'
import { CACHE_NAMES, createStorage, STORAGE_KEYS } from './createStorage.js'
import { STORAGE_PREFIX } from './types.js'

// createStorage, part 2: the address-keyed caches, the embedded login cache and hostile stored
// values (validated reads). Backend choice, prefixed keys and the stored lists are in
// createStorage.test.ts.

afterEach(() => {
  vi.useRealTimers()
})

function setup(prefix?: string) {
  const backend = createMemoryBackend()
  const storage = createStorage({ backend, ...(prefix === undefined ? {} : { prefix }) })
  return { backend, storage }
}

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
    ...['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'].map(
      (n) => `CONNECTED_CONNECTOR_ID:${n}`,
    ),
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
        expect(namespace === undefined || isChainNamespace(namespace)).toBe(true)
        const id = storage.getActiveCaipNetworkId()
        expect(id === undefined || typeof id === 'string').toBe(true)
        const wallets = storage.getRecentWallets()
        expect(wallets.length).toBeLessThanOrEqual(2)
        for (const w of wallets) expect(typeof w.id).toBe('string')
        for (const ns of ['eip155', 'solana', 'polkadot', 'bip122']) {
          const connector = storage.getConnectedConnectorId(ns)
          expect(connector === undefined || typeof connector === 'string').toBe(true)
        }
        expect(storage.getConnectedNamespaces().every(isChainNamespace)).toBe(true)
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
