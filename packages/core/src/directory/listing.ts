import type { WalletListing } from '../types/connector.js'
import {
  BARE_APP_SCHEME,
  type LinkKind,
  safeImageUrl,
  safeLink,
  UNSAFE_URL_CHARACTER,
} from '../validators/links.js'
import { isRecord, ownField as own } from '../validators/records.js'
import { displayName, isRdns } from '../validators/walletInfo.js'

// Wallet listings come from a remote directory, the host's `walletDirectory.wallets`, a host's
// own source or the bundled catalogue: every one is parsed here when it arrives, so search,
// paging and the views only ever see well-formed listings.

/** Longest wallet id or image id kept (a WalletConnect explorer id is 64 hex digits). */
export const MAX_WALLET_ID_LENGTH = 128
/** Most chains one listing may claim. */
export const MAX_LISTING_CHAINS = 64
/** Most wallets a directory is taken to hold (a `count` above it is cut to it). */
export const MAX_DIRECTORY_WALLETS = 10_000

/** CAIP-2 (`eip155:1`), or a whole namespace (`solana:*`). */
const CAIP2 = /^[-a-z0-9]{3,8}:([-_a-zA-Z0-9]{1,32}|\*)$/

const LINKS: readonly [key: keyof WalletListing, kind: LinkKind][] = [
  ['homepage', 'web'],
  ['webapp_link', 'web'],
  ['app_store', 'web'],
  ['play_store', 'web'],
  ['mobile_link', 'app'],
  ['desktop_link', 'app'],
]

/** An id: a string of 1 to MAX_WALLET_ID_LENGTH characters without spaces or control characters. */
const isId = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length > 0 &&
  value.length <= MAX_WALLET_ID_LENGTH &&
  !UNSAFE_URL_CHARACTER.test(value)

/** A link field: kept when the URL check accepts it (or it is a bare app scheme), else dropped. */
function link(value: unknown, kind: LinkKind): string | undefined {
  if (kind === 'app' && typeof value === 'string' && BARE_APP_SCHEME.test(value))
    return safeLink(`${value.replace(/[:/]+$/, '')}://`, 'app') ? value : undefined
  return safeLink(value, kind)
}

/**
 * One wallet listing from untrusted data, or undefined when it has no usable id or name or its
 * `chains` is not a list of CAIP-2 ids. Every other field is kept only when valid: links through
 * the URL check, `image_url` through the image check, `rdns` a reverse-DNS name; anything else
 * is dropped. The result is a new plain object with only the listing's fields.
 */
export function parseWalletListing(value: unknown): WalletListing | undefined {
  if (!isRecord(value)) return undefined
  const id = own(value, 'id')
  const name = displayName(own(value, 'name'))
  if (!isId(id) || name === '') return undefined
  const listing: WalletListing = { id, name }
  const chains = own(value, 'chains')
  if (chains !== undefined && chains !== null) {
    if (!Array.isArray(chains) || chains.length > MAX_LISTING_CHAINS) return undefined
    const valid = chains.filter(
      (chain): chain is string => typeof chain === 'string' && CAIP2.test(chain),
    )
    // A listing whose every chain is unreadable would be shown for every chain: left out.
    if (valid.length === 0 && chains.length > 0) return undefined
    listing.chains = [...new Set(valid)]
  }
  const imageId = own(value, 'image_id')
  if (isId(imageId)) listing.image_id = imageId
  const imageUrl = safeImageUrl(own(value, 'image_url'))
  if (imageUrl) listing.image_url = imageUrl
  const rdns = own(value, 'rdns')
  if (isRdns(rdns)) listing.rdns = rdns
  for (const [key, kind] of LINKS) {
    const safe = link(own(value, key), kind)
    if (safe) (listing as unknown as Record<string, string>)[key] = safe
  }
  return listing
}

/**
 * The valid listings of an untrusted list (anything else: none), at most `max`, each id once
 * (the first). Never throws.
 */
export function parseWalletListings(value: unknown, max = MAX_DIRECTORY_WALLETS): WalletListing[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  const listings: WalletListing[] = []
  for (const entry of value) {
    if (listings.length >= max) break
    const listing = parseWalletListing(entry)
    if (!listing || seen.has(listing.id)) continue
    seen.add(listing.id)
    listings.push(listing)
  }
  return listings
}

/** A directory's `count`: a whole number from 0 to MAX_DIRECTORY_WALLETS, or undefined. */
export function parseDirectoryCount(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined
  return Math.min(Math.floor(value), MAX_DIRECTORY_WALLETS)
}
