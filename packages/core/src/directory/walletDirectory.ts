import { LIMITS } from '../constants.js'
import type { RecentWallet, WalletListing } from '../types/connector.js'
import { MAX_DIRECTORY_WALLETS, parseDirectoryCount, parseWalletListings } from './listing.js'
import type { WalletDirectoryPage, WalletDirectoryQuery, WalletDirectorySource } from './types.js'

export interface CreateWalletDirectoryOptions {
  source: WalletDirectorySource
  /** The host's rules (spec §1 options). */
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  featuredWalletIds?: readonly string[]
  /** The host's networks as CAIP-2 ids: only wallets supporting one are listed. */
  getChains: () => readonly string[]
  /** The installed wallets (connectors' rdns and directory ids): never listed again. */
  getInstalled: () => { rdns: readonly string[]; ids: readonly string[] }
  /** The recent wallets (at most 2, newest first). */
  getRecent: () => readonly RecentWallet[]
}

/** How the connect view asks: `lazy` answers from what the source has at hand (see below). */
export interface DirectoryRequest {
  signal?: AbortSignal
  /**
   * Never make the source load: a source that can peek (the bundled catalogue, a host list)
   * answers from what it has, or with nothing; a remote source is asked as usual. The connect
   * view asks lazily, so the catalogue is imported only when AllWallets opens.
   */
  lazy?: boolean
}

export interface WalletDirectory {
  readonly source: WalletDirectorySource
  /**
   * AllWallets: page `page` (40 wallets, spec §9) of the directory, or — with a search — the
   * first 100 matches. Only wallets for the host's chains, with includeWalletIds /
   * excludeWalletIds applied and the installed wallets left out.
   */
  getWallets(params: {
    page: number
    search?: string
    signal?: AbortSignal
  }): Promise<WalletDirectoryPage & { pageSize: number; last: boolean }>
  /** The featured wallets (featuredWalletIds, fetch 4), in the host's order. */
  getFeatured(request?: DirectoryRequest): Promise<WalletListing[]>
  /** The recommended wallets (fetch 4): not featured, recent, installed or excluded. */
  getRecommended(request?: DirectoryRequest): Promise<WalletListing[]>
  /** The directory listings of the recent wallets (2 kept), newest first. */
  getRecent(request?: DirectoryRequest): Promise<WalletListing[]>
  imageUrl(listing: WalletListing): string | undefined
}

const unique = (...lists: (readonly string[] | undefined)[]) => [
  ...new Set(lists.flatMap((list) => list ?? [])),
]

/**
 * The kit's wallet directory (spec §9 wallet listing paging): page size 40, featured and
 * recommended fetch 4, search fetch 100; includeWalletIds, excludeWalletIds and
 * featuredWalletIds; filtered by the host's chains; installed wallets (by rdns) left out.
 * Whatever the source, its answers are parsed (parseWalletListing: invalid listings dropped,
 * invalid fields left out), at most a page of them is read, and `getWallets` says when a page
 * is the last one: a page shorter than asked for, or one reaching the count, ends the list (a
 * directory whose `count` overstates what it serves is not asked past what it served).
 */
export function createWalletDirectory(options: CreateWalletDirectoryOptions): WalletDirectory {
  const { source } = options
  const include = options.includeWalletIds ?? []
  const exclude = options.excludeWalletIds ?? []
  const featuredIds = (options.featuredWalletIds ?? []).filter((id) => !exclude.includes(id))

  const withoutInstalled = (wallets: readonly WalletListing[]) => {
    const installed = options.getInstalled()
    return wallets.filter(
      (wallet) =>
        !installed.ids.includes(wallet.id) &&
        (wallet.rdns == null || !installed.rdns.includes(wallet.rdns)),
    )
  }

  const base = (): Omit<WalletDirectoryQuery, 'page' | 'entries'> => ({
    ...(include.length && { include }),
    ...(exclude.length && { exclude }),
    chains: options.getChains(),
  })

  const featuredQuery = (): WalletDirectoryQuery => ({
    ...base(),
    page: 1,
    entries: LIMITS.WALLET_FEATURED_FETCH,
    include: featuredIds.slice(0, LIMITS.WALLET_FEATURED_FETCH),
  })
  const inOrder = (ids: readonly string[], wallets: readonly WalletListing[]) =>
    ids
      .map((id) => wallets.find((wallet) => wallet.id === id))
      .filter((wallet): wallet is WalletListing => wallet !== undefined)

  const recommendedQuery = (): WalletDirectoryQuery => {
    const installed = options.getInstalled()
    return {
      ...base(),
      page: 1,
      entries: LIMITS.WALLET_RECOMMENDED_FETCH,
      // Featured and recent wallets have their own sections.
      exclude: unique(
        exclude,
        featuredIds,
        installed.ids,
        options.getRecent().map((wallet) => wallet.id),
      ),
      excludeRdns: installed.rdns,
    }
  }

  /** One query, lazily (peek only, for sources that can) or not. */
  const run = async (
    query: WalletDirectoryQuery,
    { signal, lazy = false }: DirectoryRequest = {},
  ): Promise<WalletListing[]> => {
    const data =
      lazy && source.peekWallets
        ? source.peekWallets(query)
        : (await source.fetchWallets({ ...query, ...(signal && { signal }) }))?.data
    return parseWalletListings(Array.isArray(data) ? data.slice(0, query.entries) : [])
  }

  return {
    source,
    async getWallets({ page, search, signal }) {
      const term = search?.trim()
      const installed = options.getInstalled()
      const pageSize = term ? LIMITS.WALLET_SEARCH_FETCH : LIMITS.WALLET_PAGE_SIZE
      const result = await source.fetchWallets({
        ...base(),
        page: term ? 1 : page,
        entries: pageSize,
        ...(term && { search: term }),
        exclude: unique(exclude, installed.ids),
        excludeRdns: installed.rdns,
        ...(signal && { signal }),
      })
      const served = Array.isArray(result?.data) ? result.data.slice(0, pageSize) : []
      const listings = parseWalletListings(served)
      const data = withoutInstalled(listings)
      const before = term ? 0 : (Math.max(1, page) - 1) * pageSize
      const reported = parseDirectoryCount(result?.count) ?? before + served.length
      const last =
        Boolean(term) ||
        served.length < pageSize ||
        before + served.length >= Math.min(reported, MAX_DIRECTORY_WALLETS)
      // A short page ends the list whatever the count said; a remote directory that ignored
      // excludeRdns counted the installed ones: take them off.
      const total = last ? before + served.length : reported
      return {
        data,
        count: Math.max(before + data.length, total - (listings.length - data.length)),
        pageSize,
        last,
      }
    },
    async getFeatured(request) {
      if (featuredIds.length === 0) return []
      return inOrder(featuredIds, await run(featuredQuery(), request))
    },
    async getRecommended(request) {
      return withoutInstalled(await run(recommendedQuery(), request))
    },
    async getRecent(request) {
      const recent = options.getRecent().slice(0, LIMITS.RECENT_WALLETS)
      if (recent.length === 0) return []
      const ids = recent.map((wallet) => wallet.id)
      const query: WalletDirectoryQuery = {
        page: 1,
        entries: LIMITS.RECENT_WALLETS,
        include: ids,
        ...(exclude.length && { exclude }),
      }
      return inOrder(ids, await run(query, request))
    },
    imageUrl: (listing) => listing.image_url ?? source.imageUrl?.(listing),
  }
}
