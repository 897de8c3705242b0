import type { WalletDirectoryPage, WalletDirectoryQuery, WalletListing } from '@gangway/core'
import { filtersKey, matchWallets, pageOf } from '@gangway/core/directory'
import { recentlyUsed } from '../shared/recentlyUsed.js'

/** Filters' match lists kept (each at most the listings' length; a page of them is a slice). */
const KEPT_QUERIES = 64

/** The 3-code-unit windows of a lower-cased text: what a substring of it must contain all of. */
const trigramsOf = (text: string) => {
  const grams = new Set<string>()
  for (let at = 0; at + 3 <= text.length; at++) grams.add(text.slice(at, at + 3))
  return grams
}

/** Whether ascending `list` holds `position` (binary search). */
const holds = (list: readonly number[], position: number) => {
  let low = 0
  let high = list.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const value = list[middle] as number
    if (value === position) return true
    if (value < position) low = middle + 1
    else high = middle - 1
  }
  return false
}

/**
 * The positions present in every list (each ascending): the shortest one, each of its positions
 * looked up in the others by binary search (no pass over the long lists of common trigrams).
 */
const intersect = (lists: readonly (readonly number[])[]): number[] => {
  const [shortest, ...rest] = [...lists].sort((a, b) => a.length - b.length)
  if (!shortest) return []
  return shortest.filter((position) => rest.every((list) => holds(list, position)))
}

/**
 * The directory's listings with a search index: core's `queryWallets` answers, in the same
 * order, without passing over every listing for a search. Names are indexed by trigram once
 * (the listings are fixed for the process): a search of 3 characters or more filters only the
 * listings holding all its trigrams; shorter ones scan the lower-cased names. The remaining
 * filters (chains, rdns, include, exclude) and the final substring test are core's
 * `matchWallets` over those candidates. The last KEPT_QUERIES filters' matches are kept, so
 * paging through one query slices a list instead of filtering again.
 */
export function createListingIndex(wallets: readonly WalletListing[]) {
  const names = wallets.map((wallet) =>
    typeof wallet.name === 'string' ? wallet.name.toLocaleLowerCase() : '',
  )
  const postings = new Map<string, number[]>()
  names.forEach((name, position) => {
    for (const gram of trigramsOf(name)) {
      const list = postings.get(gram)
      if (list) list.push(position)
      else postings.set(gram, [position])
    }
  })

  /** Positions of the listings whose name may hold `search` (all of them without one). */
  const candidates = (search: string): readonly WalletListing[] => {
    if (!search) return wallets
    if (search.length < 3) return wallets.filter((_, position) => names[position]?.includes(search))
    const lists = [...trigramsOf(search)].map((gram) => postings.get(gram) ?? [])
    return intersect(lists).map((position) => wallets[position] as WalletListing)
  }

  const kept = recentlyUsed<WalletListing[]>(KEPT_QUERIES)
  const matches = (query: WalletDirectoryQuery) => {
    const key = filtersKey(query)
    const known = kept.get(key)
    if (known) return known
    const search = query.search?.trim().toLocaleLowerCase() ?? ''
    const matched = matchWallets(candidates(search), query)
    kept.set(key, matched)
    return matched
  }

  return {
    /** Page `page` of `entries` of the query's matches and the count of all (core's contract). */
    query(query: WalletDirectoryQuery): WalletDirectoryPage {
      return pageOf(matches(query), query)
    },
  }
}
