import { isCaipNetworkId, isChainNamespace } from '../caip/caip.js'
import { CACHE_LIFETIME_MS, LIMITS } from '../constants.js'
import type { ConnectionStatus, SocialProvider } from '../types/account.js'
import type { ChainNamespace } from '../types/chain.js'
import type { RecentWallet } from '../types/connector.js'
import { isSafeLink } from '../validators/links.js'
import { isRecord, ownField as own } from '../validators/records.js'
import { createMemoryBackend, detectLocalStorage } from './backend.js'
import { isConnectionKey, watchBackend } from './externalChanges.js'
import {
  type CachedEntry,
  type CacheName,
  type DeeplinkChoice,
  type EmbeddedLoginCache,
  type KitStorage,
  STORAGE_PREFIX,
  type StorageBackend,
} from './types.js'

/** Key names of spec §7 (each stored under the storage's prefix). */
export const STORAGE_KEYS = {
  DEEPLINK_CHOICE: 'WALLETCONNECT_DEEPLINK_CHOICE',
  ACTIVE_NAMESPACE: 'ACTIVE_NAMESPACE',
  ACTIVE_CAIP_NETWORK_ID: 'ACTIVE_CAIP_NETWORK_ID',
  RECENT_WALLETS: 'RECENT_WALLETS',
  /** Followed by `:<namespace>`. */
  CONNECTED_CONNECTOR_ID: 'CONNECTED_CONNECTOR_ID',
  CONNECTED_SOCIAL: 'CONNECTED_SOCIAL',
  CONNECTION_STATUS: 'CONNECTION_STATUS',
  CONNECTED_NAMESPACES: 'CONNECTED_NAMESPACES',
  /** Followed by `:<cache name>`. */
  CACHE: 'CACHE',
  EMBEDDED_LOGIN: 'EMBEDDED_LOGIN',
  /** Adapters' own keys live under `adapter/<key>` so they can never shadow the keys above. */
  ADAPTER: 'adapter/',
} as const

export const CACHE_NAMES: readonly CacheName[] = [
  'identity',
  'name',
  'balance',
  'portfolio',
  'nativeBalance',
]

const SOCIAL_PROVIDERS: readonly SocialProvider[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]
const CONNECTION_STATUSES: readonly ConnectionStatus[] = ['disconnected', 'connecting', 'connected']

export interface CreateStorageOptions {
  /** Defaults to `globalThis.localStorage` when usable, else an in-memory map. */
  backend?: StorageBackend
  /** Defaults to `STORAGE_PREFIX` ('@gangway/'). */
  prefix?: string
  /** Clock for the caches (ms). Defaults to `Date.now`. */
  now?: () => number
}

type Json = ReturnType<typeof JSON.parse>

/** Longest text read back from storage (ids, rdns, emails, names): longer values are dropped. */
export const MAX_STORED_TEXT = 320

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_STORED_TEXT

/** Longest wallet name kept with a deep-link choice. */
const MAX_WALLET_NAME = 100

/** A deep-link choice: a link the URL check accepts for a wallet, and a bounded name. */
const isDeeplinkChoice = (href: unknown, name: unknown): href is string =>
  isSafeLink(href, 'app') && typeof name === 'string' && name.length <= MAX_WALLET_NAME

function isCacheName(value: unknown): value is CacheName {
  return typeof value === 'string' && (CACHE_NAMES as readonly string[]).includes(value)
}

function toRecentWallet(value: unknown): RecentWallet | undefined {
  if (!isRecord(value)) return undefined
  const id = own(value, 'id')
  if (!isNonEmptyString(id)) return undefined
  const rdns = own(value, 'rdns')
  return isNonEmptyString(rdns) ? { id, rdns } : { id }
}

/** Newest first, de-duplicated by id, at most `LIMITS.RECENT_WALLETS`. */
function normaliseRecentWallets(list: readonly unknown[]): RecentWallet[] {
  const seen = new Set<string>()
  const wallets: RecentWallet[] = []
  for (const item of list) {
    const wallet = toRecentWallet(item)
    if (!wallet || seen.has(wallet.id)) continue
    seen.add(wallet.id)
    wallets.push(wallet)
    if (wallets.length === LIMITS.RECENT_WALLETS) break
  }
  return wallets
}

function toCachedEntry(value: unknown): CachedEntry<unknown> | undefined {
  if (!isRecord(value)) return undefined
  const timestamp = own(value, 'timestamp')
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return undefined
  if (!Object.hasOwn(value, 'value')) return undefined
  return { timestamp, value: value.value }
}

/** Spec §5 cache expiry: an entry is fresh while `now - timestamp < lifetime`. */
export function isCacheEntryFresh(entry: CachedEntry<unknown>, cache: CacheName, now: number) {
  const age = now - entry.timestamp
  return age >= 0 && age < CACHE_LIFETIME_MS[cache]
}

/**
 * The kit's storage (spec §7): every key under one fixed prefix, every value validated on read.
 * A missing, corrupted or hostile value reads as the default; no method throws.
 */
export function createStorage(options: CreateStorageOptions = {}): KitStorage {
  const prefix = options.prefix ?? STORAGE_PREFIX
  const now = options.now ?? (() => Date.now())
  let backend: StorageBackend | undefined = options.backend

  const resolveBackend = (): StorageBackend => {
    backend ??= detectLocalStorage(`${prefix}__probe__`) ?? createMemoryBackend()
    return backend
  }
  const key = (name: string) => `${prefix}${name}`

  const readRaw = (name: string): string | undefined => {
    try {
      const value = resolveBackend().getItem(key(name))
      return typeof value === 'string' ? value : undefined
    } catch {
      return undefined
    }
  }
  /** > 0 while `withoutWrites` runs (writes are dropped), and while the kit itself writes. */
  let held = 0
  let writing = 0
  const write = (change: (backend: StorageBackend) => void) => {
    if (held > 0) return
    writing += 1
    try {
      change(resolveBackend())
    } catch {
      // Quota exceeded, storage blocked or a failing backend: the write is lost and reads
      // fall back to defaults.
    } finally {
      writing -= 1
    }
  }
  const remove = (name: string) => write((backend) => backend.removeItem(key(name)))
  const writeRaw = (name: string, value: string) =>
    write((backend) => backend.setItem(key(name), value))
  const readJson = (name: string): Json | undefined => {
    const raw = readRaw(name)
    if (raw === undefined) return undefined
    try {
      return JSON.parse(raw)
    } catch {
      return undefined
    }
  }
  const writeJson = (name: string, value: unknown) => {
    if (value === undefined) return remove(name)
    let text: string
    try {
      text = JSON.stringify(value)
    } catch {
      return
    }
    writeRaw(name, text)
  }

  const readOneOf = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
    const value = readJson(name)
    return typeof value === 'string' && (allowed as readonly string[]).includes(value)
      ? (value as T)
      : undefined
  }
  const writeOneOf = <T extends string>(
    name: string,
    allowed: readonly T[],
    value: T | undefined,
  ) => {
    if (value === undefined || !(allowed as readonly string[]).includes(value)) return remove(name)
    writeJson(name, value)
  }

  const cacheKey = (cache: CacheName) => `${STORAGE_KEYS.CACHE}:${cache}`
  const readCache = (cache: CacheName): Map<string, CachedEntry<unknown>> => {
    const entries = new Map<string, CachedEntry<unknown>>()
    const stored = readJson(cacheKey(cache))
    if (!isRecord(stored)) return entries
    for (const [address, value] of Object.entries(stored)) {
      const entry = toCachedEntry(value)
      if (entry) entries.set(address, entry)
    }
    return entries
  }
  const writeCache = (cache: CacheName, entries: Map<string, CachedEntry<unknown>>) => {
    if (entries.size === 0) return remove(cacheKey(cache))
    // Object.fromEntries defines own properties, so an address like '__proto__' stays data.
    writeJson(cacheKey(cache), Object.fromEntries(entries))
  }

  const connectorKey = (namespace: ChainNamespace) =>
    `${STORAGE_KEYS.CONNECTED_CONNECTOR_ID}:${namespace}`

  const readNamespaces = (): ChainNamespace[] => {
    const value = readJson(STORAGE_KEYS.CONNECTED_NAMESPACES)
    if (!Array.isArray(value)) return []
    return [...new Set(value.filter(isChainNamespace))]
  }

  const storage: KitStorage = {
    getDeeplinkChoice() {
      const value = readJson(STORAGE_KEYS.DEEPLINK_CHOICE)
      if (!isRecord(value)) return undefined
      const href = own(value, 'href')
      const name = own(value, 'name')
      return isDeeplinkChoice(href, name) ? { href, name: name as string } : undefined
    },
    setDeeplinkChoice(choice: DeeplinkChoice | undefined) {
      if (!choice || !isDeeplinkChoice(choice.href, choice.name)) {
        return remove(STORAGE_KEYS.DEEPLINK_CHOICE)
      }
      writeJson(STORAGE_KEYS.DEEPLINK_CHOICE, { href: choice.href, name: choice.name })
    },

    getActiveNamespace() {
      const value = readJson(STORAGE_KEYS.ACTIVE_NAMESPACE)
      return isChainNamespace(value) ? value : undefined
    },
    setActiveNamespace(namespace) {
      if (!isChainNamespace(namespace)) return remove(STORAGE_KEYS.ACTIVE_NAMESPACE)
      writeJson(STORAGE_KEYS.ACTIVE_NAMESPACE, namespace)
    },

    getActiveCaipNetworkId() {
      const value = readJson(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)
      return isCaipNetworkId(value) ? value : undefined
    },
    setActiveCaipNetworkId(id) {
      if (!isCaipNetworkId(id)) return remove(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)
      writeJson(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, id)
    },

    getRecentWallets() {
      const value = readJson(STORAGE_KEYS.RECENT_WALLETS)
      return Array.isArray(value) ? normaliseRecentWallets(value) : []
    },
    addRecentWallet(wallet) {
      const current = storage.getRecentWallets()
      const next = normaliseRecentWallets([wallet, ...current])
      writeJson(STORAGE_KEYS.RECENT_WALLETS, next)
      return next
    },

    getConnectedConnectorId(namespace) {
      if (!isChainNamespace(namespace)) return undefined
      const value = readJson(connectorKey(namespace))
      return isNonEmptyString(value) ? value : undefined
    },
    setConnectedConnectorId(namespace, id) {
      if (!isChainNamespace(namespace)) return
      if (!isNonEmptyString(id)) return remove(connectorKey(namespace))
      writeJson(connectorKey(namespace), id)
    },
    removeConnectedConnectorId(namespace) {
      if (isChainNamespace(namespace)) remove(connectorKey(namespace))
    },

    getConnectedSocialProvider: () => readOneOf(STORAGE_KEYS.CONNECTED_SOCIAL, SOCIAL_PROVIDERS),
    setConnectedSocialProvider: (provider) =>
      writeOneOf(STORAGE_KEYS.CONNECTED_SOCIAL, SOCIAL_PROVIDERS, provider),

    getConnectionStatus: () => readOneOf(STORAGE_KEYS.CONNECTION_STATUS, CONNECTION_STATUSES),
    setConnectionStatus: (status) =>
      writeOneOf(STORAGE_KEYS.CONNECTION_STATUS, CONNECTION_STATUSES, status),

    getConnectedNamespaces: readNamespaces,
    addConnectedNamespace(namespace) {
      if (!isChainNamespace(namespace)) return
      const current = readNamespaces()
      if (!current.includes(namespace)) current.push(namespace)
      writeJson(STORAGE_KEYS.CONNECTED_NAMESPACES, current)
    },
    removeConnectedNamespace(namespace) {
      const next = readNamespaces().filter((entry) => entry !== namespace)
      if (next.length === 0) return remove(STORAGE_KEYS.CONNECTED_NAMESPACES)
      writeJson(STORAGE_KEYS.CONNECTED_NAMESPACES, next)
    },

    getCache<T>(cache: CacheName, address: string, at = now()): T | undefined {
      if (!isCacheName(cache) || !isNonEmptyString(address)) return undefined
      const entry = readCache(cache).get(address)
      if (!entry || !isCacheEntryFresh(entry, cache, at)) return undefined
      return entry.value as T
    },
    setCache<T>(cache: CacheName, address: string, value: T, at = now()) {
      if (!isCacheName(cache) || !isNonEmptyString(address)) return
      const entries = readCache(cache)
      for (const [key, entry] of entries) {
        if (!isCacheEntryFresh(entry, cache, at)) entries.delete(key)
      }
      if (value === undefined) entries.delete(address)
      else entries.set(address, { timestamp: at, value })
      writeCache(cache, entries)
    },
    removeCacheEntry(cache, address) {
      if (!isCacheName(cache) || typeof address !== 'string') return
      const entries = readCache(cache)
      if (entries.delete(address)) writeCache(cache, entries)
    },
    clearCache(cache) {
      if (isCacheName(cache)) remove(cacheKey(cache))
    },

    getEmbeddedLogin() {
      const value = readJson(STORAGE_KEYS.EMBEDDED_LOGIN)
      return toEmbeddedLogin(isRecord(value) ? value : {})
    },
    setEmbeddedLogin(patch) {
      if (!isRecord(patch)) return
      const merged: Record<string, unknown> = { ...storage.getEmbeddedLogin() }
      for (const field of EMBEDDED_LOGIN_FIELDS) {
        if (Object.hasOwn(patch, field)) merged[field] = patch[field]
      }
      writeJson(STORAGE_KEYS.EMBEDDED_LOGIN, toEmbeddedLogin(merged))
    },
    clearEmbeddedLogin: () => remove(STORAGE_KEYS.EMBEDDED_LOGIN),

    onExternalChange(listener) {
      return watchBackend(resolveBackend(), (changed) => {
        // A backend that reports the kit's own writes back (synchronously) is not heard.
        if (writing > 0 || !isConnectionKey(changed, prefix)) return
        try {
          listener()
        } catch {
          // The listener's failure is its own; the backend's notification goes on.
        }
      })
    },
    withoutWrites(apply) {
      held += 1
      try {
        return apply()
      } finally {
        held -= 1
      }
    },

    getItem(name) {
      return typeof name === 'string' ? readRaw(`${STORAGE_KEYS.ADAPTER}${name}`) : undefined
    },
    setItem(name, value) {
      if (typeof name !== 'string' || typeof value !== 'string') return
      writeRaw(`${STORAGE_KEYS.ADAPTER}${name}`, value)
    },
    removeItem(name) {
      if (typeof name === 'string') remove(`${STORAGE_KEYS.ADAPTER}${name}`)
    },
  }
  return storage
}

const EMBEDDED_LOGIN_FIELDS = [
  'emailLoginUsed',
  'lastEmailLoginTime',
  'email',
  'lastUsedChainId',
  'socialUsername',
] as const satisfies readonly (keyof EmbeddedLoginCache)[]

function toEmbeddedLogin(value: Record<string, unknown>): EmbeddedLoginCache {
  const login: EmbeddedLoginCache = { emailLoginUsed: own(value, 'emailLoginUsed') === true }
  const time = own(value, 'lastEmailLoginTime')
  if (typeof time === 'number' && Number.isFinite(time)) login.lastEmailLoginTime = time
  const email = own(value, 'email')
  if (isNonEmptyString(email)) login.email = email
  const chainId = own(value, 'lastUsedChainId')
  if (isNonEmptyString(chainId)) login.lastUsedChainId = chainId
  const userName = own(value, 'socialUsername')
  if (isNonEmptyString(userName)) login.socialUsername = userName
  return login
}
