import type { DiscoveredConnector } from '../types/connector.js'
import type { Eip1193Provider, Eip6963ProviderDetail } from './types.js'

export const EIP6963_ANNOUNCE_EVENT = 'eip6963:announceProvider'
export const EIP6963_REQUEST_EVENT = 'eip6963:requestProvider'

/** Id of the connector for a legacy `window.ethereum` that no announced wallet matches. */
export const LEGACY_INJECTED_ID = 'injected'
export const LEGACY_INJECTED_NAME = 'Browser Wallet'

/** What discovery needs of `window`: events, and the legacy `ethereum` global. */
export interface DiscoveryTarget {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  ethereum?: unknown
}

/** One EVM wallet found in the page. */
export interface DiscoveredEvmWallet {
  /** ANNOUNCED (EIP-6963) or INJECTED (the legacy `window.ethereum`). */
  type: 'ANNOUNCED' | 'INJECTED'
  /** The rdns for an announced wallet (or a recognised legacy one), `injected` otherwise. */
  id: string
  name: string
  icon?: string
  rdns?: string
  provider: Eip1193Provider
}

export interface EvmWalletDiscovery {
  /** Announced wallets first (in announcement order), then the legacy one if it is not a duplicate. */
  getWallets(): DiscoveredEvmWallet[]
  /** Called with the full list whenever it changes. */
  subscribe(listener: (wallets: DiscoveredEvmWallet[]) => void): () => void
  /** Dispatches `eip6963:requestProvider` again (for wallets injected late). */
  request(): void
  /** Stops listening for announcements. */
  destroy(): void
}

/**
 * Flags legacy injected providers set, in the order they are checked (many wallets also set
 * `isMetaMask`, so MetaMask comes last), with the wallet's rdns and name.
 */
const LEGACY_FLAGS: readonly [flag: string, rdns: string, name: string][] = [
  ['isBraveWallet', 'com.brave.wallet', 'Brave Wallet'],
  ['isRabby', 'io.rabby', 'Rabby Wallet'],
  ['isCoinbaseWallet', 'com.coinbase.wallet', 'Coinbase Wallet'],
  ['isTrust', 'com.trustwallet.app', 'Trust Wallet'],
  ['isTrustWallet', 'com.trustwallet.app', 'Trust Wallet'],
  ['isPhantom', 'app.phantom', 'Phantom'],
  ['isOkxWallet', 'com.okex.wallet', 'OKX Wallet'],
  ['isZerion', 'io.zerion.wallet', 'Zerion'],
  ['isFrame', 'sh.frame', 'Frame'],
  ['isMetaMask', 'io.metamask', 'MetaMask'],
]

function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}

function isProviderDetail(value: unknown): value is Eip6963ProviderDetail {
  if (typeof value !== 'object' || value === null) return false
  const { info, provider } = value as Partial<Eip6963ProviderDetail>
  return (
    typeof info === 'object' &&
    info !== null &&
    typeof info.rdns === 'string' &&
    info.rdns.length > 0 &&
    typeof info.name === 'string' &&
    isEip1193Provider(provider)
  )
}

/** The rdns and name a legacy provider's flags point to, if any. */
export function recogniseLegacyProvider(
  provider: unknown,
): { rdns: string; name: string } | undefined {
  if (typeof provider !== 'object' || provider === null) return undefined
  const flags = provider as Record<string, unknown>
  for (const [flag, rdns, name] of LEGACY_FLAGS) if (flags[flag] === true) return { rdns, name }
  return undefined
}

/**
 * Merges announced wallets with the legacy provider, deduplicated by rdns: an announced wallet
 * repeated under the same rdns is kept once (the first); the legacy provider is dropped when it
 * is the very object a wallet announced, or when its flags name an rdns already announced.
 */
export function mergeEvmWallets(
  announced: readonly Eip6963ProviderDetail[],
  legacy: unknown,
): DiscoveredEvmWallet[] {
  const wallets: DiscoveredEvmWallet[] = []
  const seen = new Set<string>()
  for (const { info, provider } of announced) {
    if (seen.has(info.rdns)) continue
    seen.add(info.rdns)
    wallets.push({
      type: 'ANNOUNCED',
      id: info.rdns,
      name: info.name,
      icon: info.icon,
      rdns: info.rdns,
      provider,
    })
  }
  if (!isEip1193Provider(legacy)) return wallets
  if (announced.some((detail) => detail.provider === legacy)) return wallets
  const recognised = recogniseLegacyProvider(legacy)
  if (recognised && seen.has(recognised.rdns)) return wallets
  wallets.push({
    type: 'INJECTED',
    id: LEGACY_INJECTED_ID,
    name: recognised?.name ?? LEGACY_INJECTED_NAME,
    rdns: recognised?.rdns,
    provider: legacy,
  })
  return wallets
}

function defaultTarget(): DiscoveryTarget | undefined {
  const candidate = (globalThis as { window?: unknown }).window
  if (typeof candidate !== 'object' || candidate === null) return undefined
  const target = candidate as Partial<DiscoveryTarget>
  return typeof target.addEventListener === 'function' && typeof target.dispatchEvent === 'function'
    ? (target as DiscoveryTarget)
    : undefined
}

/**
 * Finds the EVM wallets of the page: EIP-6963 announcements plus a legacy `window.ethereum`,
 * deduplicated by rdns. Reads `window` only when called (SSR-safe at import); with no window
 * (server) it finds nothing. Pass `target` to discover in another window or a test double.
 */
export function createEvmWalletDiscovery(
  options: { target?: DiscoveryTarget; legacy?: boolean } = {},
): EvmWalletDiscovery {
  const target = options.target ?? defaultTarget()
  const includeLegacy = options.legacy ?? true
  const announced: Eip6963ProviderDetail[] = []
  const listeners = new Set<(wallets: DiscoveredEvmWallet[]) => void>()
  let wallets: DiscoveredEvmWallet[] = []

  const recompute = () => {
    wallets = mergeEvmWallets(announced, includeLegacy ? target?.ethereum : undefined)
  }
  const notify = () => {
    for (const listener of listeners) listener(wallets)
  }
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail
    if (!isProviderDetail(detail)) return
    const previous = announced.findIndex((entry) => entry.info.uuid === detail.info.uuid)
    if (previous >= 0 && announced[previous]?.provider === detail.provider) return
    if (previous >= 0) announced.splice(previous, 1, detail)
    else announced.push(detail)
    recompute()
    notify()
  }
  const request = () => {
    if (!target) return
    target.dispatchEvent(new Event(EIP6963_REQUEST_EVENT))
    // A legacy provider may have been injected since the last look.
    const before = wallets
    recompute()
    if (before.length !== wallets.length || before.some((w, i) => w.id !== wallets[i]?.id)) notify()
  }

  target?.addEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce)
  recompute()
  request()

  return {
    getWallets: () => wallets,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    request,
    destroy() {
      target?.removeEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce)
      listeners.clear()
    },
  }
}

/** The kit connector for a discovered EVM wallet (with its provider, for the adapter). */
export function toEvmConnector(wallet: DiscoveredEvmWallet): DiscoveredConnector {
  return {
    id: wallet.id,
    name: wallet.name,
    type: wallet.type,
    chain: 'eip155',
    ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
    info: {
      name: wallet.name,
      ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
      ...(wallet.icon ? { icon: wallet.icon } : {}),
    },
    installed: true,
    provider: wallet.provider,
  }
}

/** Announces a provider the EIP-6963 way (for wallets and test doubles). */
export function announceEip1193Provider(
  target: Pick<DiscoveryTarget, 'addEventListener' | 'dispatchEvent'>,
  detail: Eip6963ProviderDetail,
): () => void {
  const frozen = Object.freeze({ ...detail, info: Object.freeze({ ...detail.info }) })
  const announce = () =>
    target.dispatchEvent(new CustomEvent(EIP6963_ANNOUNCE_EVENT, { detail: frozen }))
  announce()
  target.addEventListener(EIP6963_REQUEST_EVENT, announce)
  return () => (target as DiscoveryTarget).removeEventListener?.(EIP6963_REQUEST_EVENT, announce)
}
