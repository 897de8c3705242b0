import { AUTH_CONNECTOR_NAME } from '../constants.js'
import type { DiscoveredConnector } from '../types/connector.js'
import { randomUuid } from '../utils/uuid.js'
import { safeImageUrl, UNSAFE_URL_CHARACTER } from '../validators/links.js'
import { ownField as own } from '../validators/records.js'
import { displayName, isRdns } from '../validators/walletInfo.js'
import type { Eip1193Provider, Eip6963ProviderDetail } from './types.js'

export const EIP6963_ANNOUNCE_EVENT = 'eip6963:announceProvider'
export const EIP6963_REQUEST_EVENT = 'eip6963:requestProvider'

/** At most this many announced wallets are kept; later announcements of new ones are ignored. */
export const MAX_ANNOUNCED_WALLETS = 100
const MAX_UUID_LENGTH = 64

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
  /**
   * ANNOUNCED (EIP-6963) or INJECTED (the legacy `window.ethereum`); AUTH for the kit's embedded
   * wallet (`authWallet`).
   */
  type: 'ANNOUNCED' | 'INJECTED' | 'AUTH'
  /**
   * The rdns for an announced wallet whose rdns no other provider claims (or a recognised legacy
   * one), `<rdns>#<tag>` for each of several providers claiming one rdns, `injected` otherwise.
   */
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

/**
 * An EIP-6963 announcement's detail, checked and copied: a provider with `request`, a uuid (a
 * string of at most 64 characters without spaces or control characters), a reverse-DNS rdns and
 * a name with something printable in it (cleaned and cut to 64 characters). An icon the image
 * check refuses is left out. Undefined for anything else. Never throws (a throwing getter is
 * "not an announcement").
 */
export function parseEip6963Announcement(value: unknown): Eip6963ProviderDetail | undefined {
  try {
    const info = own(value, 'info')
    const provider = own(value, 'provider')
    const uuid = own(info, 'uuid')
    const rdns = own(info, 'rdns')
    const name = displayName(own(info, 'name'))
    if (!isEip1193Provider(provider) || !isRdns(rdns) || name === '') return undefined
    if (typeof uuid !== 'string' || uuid.length === 0 || uuid.length > MAX_UUID_LENGTH) return
    if (UNSAFE_URL_CHARACTER.test(uuid)) return undefined
    const icon = safeImageUrl(own(info, 'icon'))
    return { info: { uuid, name, rdns, icon: icon ?? '' }, provider }
  } catch {
    return undefined
  }
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
 * Merges announced wallets (one per provider, in announcement order) with the legacy provider.
 *
 * The rule for an rdns claimed by more than one provider (a second extension announcing
 * `io.metamask`): every claimant is listed, none replaces or hides another, and none gets the
 * rdns as its id — each gets `<rdns>#<sessionTag>-<n>`. The stored connector id of a past
 * connection (`io.metamask`) then matches none of them, so the kit restores no connection to
 * an rdns whose owner it cannot tell (the visitor picks again); and `sessionTag`, new for each
 * discovery, keeps an id stored this session from matching any wallet in a later one. An rdns
 * claimed by one provider is its id, as before.
 *
 * The legacy provider is dropped when it is the very object a wallet announced, or when its
 * flags name an rdns already announced.
 */
export function mergeEvmWallets(
  announced: readonly Eip6963ProviderDetail[],
  legacy: unknown,
  sessionTag: string = randomUuid().slice(0, 8),
): DiscoveredEvmWallet[] {
  const wallets: DiscoveredEvmWallet[] = []
  const claims = new Map<string, number>()
  for (const { info } of announced) claims.set(info.rdns, (claims.get(info.rdns) ?? 0) + 1)
  const seen = new Map<string, number>()
  for (const { info, provider } of announced) {
    const n = (seen.get(info.rdns) ?? 0) + 1
    seen.set(info.rdns, n)
    wallets.push({
      type: 'ANNOUNCED',
      id: claims.get(info.rdns) === 1 ? info.rdns : `${info.rdns}#${sessionTag}-${n}`,
      name: info.name,
      ...(info.icon ? { icon: info.icon } : {}),
      rdns: info.rdns,
      provider,
    })
  }
  const seenRdns = new Set(claims.keys())
  if (!isEip1193Provider(legacy)) return wallets
  if (announced.some((detail) => detail.provider === legacy)) return wallets
  const recognised = recogniseLegacyProvider(legacy)
  if (recognised && seenRdns.has(recognised.rdns)) return wallets
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
 * Finds the EVM wallets of the page: EIP-6963 announcements plus a legacy `window.ethereum`.
 * Announcements are untrusted (any script or extension can send one): each is checked and
 * copied (parseEip6963Announcement), wallets are keyed by their provider object — a provider
 * announcing again changes nothing, a different provider never replaces a kept one whatever
 * uuid or rdns it claims — several providers claiming one rdns follow mergeEvmWallets' rule,
 * and at most MAX_ANNOUNCED_WALLETS are kept (a flood of announcements past that costs one
 * lookup each). Reads `window` only when called (SSR-safe at import); with no window (server)
 * it finds nothing. Pass `target` to discover in another window or a test double.
 */
export function createEvmWalletDiscovery(
  options: { target?: DiscoveryTarget; legacy?: boolean } = {},
): EvmWalletDiscovery {
  const target = options.target ?? defaultTarget()
  const includeLegacy = options.legacy ?? true
  const announced: Eip6963ProviderDetail[] = []
  const providers = new Set<unknown>()
  const sessionTag = randomUuid().slice(0, 8)
  const listeners = new Set<(wallets: DiscoveredEvmWallet[]) => void>()
  let wallets: DiscoveredEvmWallet[] = []

  const recompute = () => {
    wallets = mergeEvmWallets(announced, includeLegacy ? target?.ethereum : undefined, sessionTag)
  }
  const notify = () => {
    for (const listener of listeners) listener(wallets)
  }
  const onAnnounce = (event: Event) => {
    // A flood past the cap costs this check only.
    if (announced.length >= MAX_ANNOUNCED_WALLETS) return
    const detail = parseEip6963Announcement((event as CustomEvent<unknown>).detail)
    if (!detail || providers.has(detail.provider)) return
    providers.add(detail.provider)
    announced.push(detail)
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
    ...(wallet.type !== 'AUTH' && { installed: true }),
    provider: wallet.provider,
  }
}

/** Id and name of the embedded wallet's connector (type AUTH) in every family it serves. */
export const AUTH_CONNECTOR_ID = 'AUTH'
export { AUTH_CONNECTOR_NAME }

/**
 * The embedded wallet as one more discovered EVM wallet (type AUTH, id 'AUTH'), when the kit
 * hands its provider to the adapter (`AdapterContext.authProvider`); none otherwise.
 */
export function authWallet(provider: unknown): DiscoveredEvmWallet[] {
  if (!isEip1193Provider(provider)) return []
  return [{ type: 'AUTH', id: AUTH_CONNECTOR_ID, name: AUTH_CONNECTOR_NAME, provider }]
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
