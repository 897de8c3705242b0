import type { ConnectionStatus, SocialProvider } from '../types/account.js'
import type { CaipNetworkId, ChainNamespace } from '../types/chain.js'
import type { RecentWallet } from '../types/connector.js'

/** Every stored key carries this prefix (spec §7 "a fixed wallet prefix"). */
export const STORAGE_PREFIX = '@gangway/'

/** A synchronous key-value backend: `localStorage`, or an in-memory map on the server. */
export interface StorageBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  /**
   * Optional, for a backend shared between tabs (or windows) that is not `localStorage`: calls
   * `listener` with each key another tab changed (null: everything may have changed), never for
   * this tab's own writes, and returns the unsubscribe. The kit then keeps its connection in
   * step with the other tabs'. `localStorage` needs none: the kit hears its `storage` events.
   */
  subscribe?(listener: (key: string | null) => void): () => void
}

export interface DeeplinkChoice {
  href: string
  name: string
}

export interface CachedEntry<T> {
  timestamp: number
  value: T
}

/**
 * The kit's one storage module. Values are validated on read: a missing, corrupted or hostile
 * value reads as the default (undefined / empty) and never throws.
 */
export interface KitStorage {
  getDeeplinkChoice(): DeeplinkChoice | undefined
  setDeeplinkChoice(choice: DeeplinkChoice | undefined): void
  getActiveNamespace(): ChainNamespace | undefined
  setActiveNamespace(namespace: ChainNamespace | undefined): void
  getActiveCaipNetworkId(): CaipNetworkId | undefined
  setActiveCaipNetworkId(id: CaipNetworkId | undefined): void
  getRecentWallets(): RecentWallet[]
  /** Adds to the front, de-duplicated by id, keeping at most 2. */
  addRecentWallet(wallet: RecentWallet): RecentWallet[]
  getConnectedConnectorId(namespace: ChainNamespace): string | undefined
  setConnectedConnectorId(namespace: ChainNamespace, id: string): void
  removeConnectedConnectorId(namespace: ChainNamespace): void
  getConnectedSocialProvider(): SocialProvider | undefined
  setConnectedSocialProvider(provider: SocialProvider | undefined): void
  getConnectionStatus(): ConnectionStatus | undefined
  setConnectionStatus(status: ConnectionStatus | undefined): void
  getConnectedNamespaces(): ChainNamespace[]
  addConnectedNamespace(namespace: ChainNamespace): void
  removeConnectedNamespace(namespace: ChainNamespace): void
  /** Address-keyed caches with timestamps; expired entries read as undefined. */
  getCache<T>(cache: CacheName, address: string, now?: number): T | undefined
  setCache<T>(cache: CacheName, address: string, value: T, now?: number): void
  removeCacheEntry(cache: CacheName, address: string): void
  clearCache(cache: CacheName): void
  /** Embedded-wallet login cache (spec §4). */
  getEmbeddedLogin(): EmbeddedLoginCache
  setEmbeddedLogin(patch: Partial<EmbeddedLoginCache>): void
  clearEmbeddedLogin(): void
  /**
   * Hears another tab change what is connected (the connected namespaces, connector ids,
   * connection status, active namespace or network under this storage's prefix): the page's
   * `storage` events when the backend is `localStorage`, else the backend's `subscribe`; nothing
   * for a backend with neither. This storage's own writes are not heard. Returns the unsubscribe.
   */
  onExternalChange(listener: () => void): () => void
  /**
   * Runs `apply` with this storage's writes dropped (reads still answer): another tab's stored
   * state is applied to the kit's stores without being written back, so tabs never answer each
   * other's writes.
   */
  withoutWrites<T>(apply: () => T): T
  /** Raw access for adapters' own keys (still prefixed). */
  getItem(key: string): string | undefined
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type CacheName = 'identity' | 'name' | 'balance' | 'portfolio' | 'nativeBalance'

export interface EmbeddedLoginCache {
  emailLoginUsed: boolean
  lastEmailLoginTime?: number
  email?: string
  lastUsedChainId?: string
  socialUsername?: string
}
