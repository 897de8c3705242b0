import type { WalletListing } from '../types/connector.js'
import type { WalletDirectoryPage, WalletDirectoryQuery } from './types.js'

/** True when a listing supports one of the chains (a `<namespace>:*` entry covers a namespace). */
export function supportsChains(listing: WalletListing, chains: readonly string[]): boolean {
  // Listings are parsed when they arrive; a malformed one that got here anyway never throws.
  if (chains.length === 0 || !Array.isArray(listing.chains) || listing.chains.length === 0)
    return true
  return listing.chains.some((supported) => {
    if (typeof supported !== 'string') return false
    if (supported.endsWith(':*')) {
      const namespace = supported.slice(0, -1)
      return chains.some((chain) => chain.startsWith(namespace))
    }
    return chains.includes(supported)
  })
}

/** The wallets of a list that match a query (filters only, no paging), in list order. */
export function matchWallets(
  wallets: readonly WalletListing[],
  query: Omit<WalletDirectoryQuery, 'page' | 'entries'>,
): WalletListing[] {
  const search = query.search?.trim().toLocaleLowerCase()
  const include = query.include?.length ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  const rdns = query.rdns?.length ? new Set(query.rdns) : undefined
  const excludeRdns = new Set(query.excludeRdns ?? [])
  return wallets.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!rdns || (wallet.rdns != null && rdns.has(wallet.rdns))) &&
      (wallet.rdns == null || !excludeRdns.has(wallet.rdns)) &&
      (!search ||
        (typeof wallet.name === 'string' && wallet.name.toLocaleLowerCase().includes(search))) &&
      supportsChains(wallet, query.chains ?? []),
  )
}

/**
 * The paging contract over an in-memory list: filters by search (name), include, exclude,
 * chains, rdns and excludeRdns, then returns page `page` of `entries` wallets and the count of
 * all matches. Pages past the end are empty.
 */
export function queryWallets(
  wallets: readonly WalletListing[],
  query: WalletDirectoryQuery,
): WalletDirectoryPage {
  const matched = matchWallets(wallets, query)
  const entries = Math.max(0, Math.floor(query.entries))
  const start = (Math.max(1, Math.floor(query.page)) - 1) * entries
  return { data: matched.slice(start, start + entries), count: matched.length }
}
