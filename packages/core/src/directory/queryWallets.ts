import type { WalletListing } from '../types/connector.js'
import type { WalletDirectoryPage, WalletDirectoryQuery } from './types.js'

/**
 * A test of listings against host chains: true when a listing supports one of them (a
 * `<namespace>:*` entry covers a namespace), or claims no chains. Built once per query, so the
 * test of each listing allocates nothing (a paged list is tested thousands of times a query).
 */
function chainTest(chains: readonly string[]): (listing: WalletListing) => boolean {
  if (chains.length === 0) return () => true
  const exact = new Set(chains)
  // CAIP-2: one colon between namespace and reference; `eip155:1` is covered by `eip155:*`.
  const wildcards = new Set(chains.map((chain) => `${chain.slice(0, chain.indexOf(':') + 1)}*`))
  return (listing) =>
    // Listings are parsed when they arrive; a malformed one that got here anyway never throws.
    !Array.isArray(listing.chains) ||
    listing.chains.length === 0 ||
    listing.chains.some(
      (supported) =>
        typeof supported === 'string' &&
        (supported.endsWith(':*') ? wildcards.has(supported) : exact.has(supported)),
    )
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
  const supported = chainTest(query.chains ?? [])
  return wallets.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!rdns || (wallet.rdns != null && rdns.has(wallet.rdns))) &&
      (wallet.rdns == null || !excludeRdns.has(wallet.rdns)) &&
      (!search ||
        (typeof wallet.name === 'string' && wallet.name.toLocaleLowerCase().includes(search))) &&
      supported(wallet),
  )
}

/** Page `page` of `entries` of a query's matches, and the count of all of them. */
export function pageOf(
  matched: readonly WalletListing[],
  query: WalletDirectoryQuery,
): WalletDirectoryPage {
  const entries = Math.max(0, Math.floor(query.entries))
  const start = (Math.max(1, Math.floor(query.page)) - 1) * entries
  return { data: matched.slice(start, start + entries), count: matched.length }
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
  return pageOf(matchWallets(wallets, query), query)
}

/** A query's filters as one value: equal keys, equal matches. */
export const filtersKey = (query: WalletDirectoryQuery) =>
  JSON.stringify([
    query.search?.trim().toLocaleLowerCase() ?? '',
    query.include ?? [],
    query.exclude ?? [],
    query.rdns ?? [],
    query.excludeRdns ?? [],
    query.chains ?? [],
  ])

/**
 * `queryWallets` over one fixed list, keeping the last filters' matches: the pages of a long list
 * (page 2, 3, … with the same filters) are slices of them, where each page used to filter the
 * whole list again — 125 passes over 5,000 wallets, and their garbage, to scroll to its end.
 */
export function createListQuery(
  wallets: readonly WalletListing[],
): (query: WalletDirectoryQuery) => WalletDirectoryPage {
  let last: { key: string; matched: WalletListing[] } | undefined
  return (query) => {
    const key = filtersKey(query)
    if (last?.key !== key) last = { key, matched: matchWallets(wallets, query) }
    return pageOf(last.matched, query)
  }
}
