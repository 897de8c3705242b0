import { TIMING } from '../constants.js'
import { createHttpClient, type FetchFn } from '../http/createHttpClient.js'
import type { WalletListing } from '../types/connector.js'
import { isRecord } from '../validators/records.js'
import { parseDirectoryCount, parseWalletListings } from './listing.js'
import { createListQuery, matchWallets } from './queryWallets.js'
import { TOP_WALLETS } from './topWallets.js'
import type { WalletDirectoryPage, WalletDirectoryQuery, WalletDirectorySource } from './types.js'

/**
 * A source over a fixed list (the host's `walletDirectory.wallets`). The list is parsed once:
 * invalid entries are dropped, invalid fields left out (see parseWalletListing).
 */
export function createStaticDirectorySource(
  wallets: readonly WalletListing[],
): WalletDirectorySource {
  const query = createListQuery(parseWalletListings(wallets))
  return {
    fetchWallets: async (request) => query(request),
    peekWallets: (request) => query(request).data,
    imageUrl: (listing) => listing.image_url,
  }
}

type CatalogueModule = { default: WalletListing[] } | WalletListing[]

/** The bundled catalogue, a JSON module in its own chunk, imported on first use. */
const loadBundledCatalogue = (): Promise<CatalogueModule> => import('./catalogue.json')

/**
 * The catalogue bundled with the kit: a few hundred well-known wallets (names, rdns, chains,
 * links; no images — the UI draws a monogram). The JSON is imported the first time a query needs
 * it (AllWallets opening); small first pages answered by its top entries need no import.
 */
export function createCatalogueSource(
  options: { load?: () => Promise<CatalogueModule>; top?: readonly WalletListing[] } = {},
): WalletDirectorySource & { isLoaded(): boolean } {
  const load = options.load ?? loadBundledCatalogue
  // Parsed like any other list: the catalogue is data too.
  const top = parseWalletListings(options.top ?? TOP_WALLETS)
  // The whole catalogue's query, once it is loaded.
  let queryAll: ((query: WalletDirectoryQuery) => WalletDirectoryPage) | undefined
  let loading: Promise<(query: WalletDirectoryQuery) => WalletDirectoryPage> | undefined
  const all = () => {
    loading ??= load().then(
      (module) => {
        queryAll = createListQuery(
          parseWalletListings(Array.isArray(module) ? module : module?.default),
        )
        return queryAll
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const topIds = new Set(top.map((wallet) => wallet.id))
  return {
    async fetchWallets(query) {
      return (await all())(query)
    },
    peekWallets(query) {
      if (queryAll) return queryAll(query).data
      if (query.page !== 1) return undefined
      const found = matchWallets(top, query).slice(0, query.entries)
      // The top entries are the catalogue's head, in order: a full first page found there is
      // the catalogue's first page; so is an include list whose every id is in the head.
      const complete =
        found.length >= query.entries ||
        (query.include?.length ? query.include.every((id) => topIds.has(id)) : false)
      return complete ? found : undefined
    },
    imageUrl: (listing) => listing.image_url,
    isLoaded: () => queryAll !== undefined,
  }
}

export interface RemoteDirectoryOptions {
  /** The directory's URL; queries go to it as GET query parameters. */
  url: string
  /** Defaults to `globalThis.fetch` (at request time). */
  fetch?: FetchFn
  /** How a listing's image URL is formed from its `image_id` (default: none). */
  imageUrl?: (listing: WalletListing) => string | undefined
  /** How long a request may take (default TIMING.DIRECTORY_TIMEOUT_MS; then REQUEST_FAILED). */
  timeoutMs?: number
}

const joined = (list: readonly string[] | undefined) => (list?.length ? list.join(',') : undefined)

/**
 * A remote directory answering the same contract: `GET <url>?page=&entries=&search=&include=
 * &exclude=&chains=&rdns=&excludeRdns=` (lists comma-separated, empty ones left out) returning
 * `{ data, count }`, through the kit's HTTP wrapper. A request that takes longer than
 * `timeoutMs` fails with KitError REQUEST_FAILED. The answer is untrusted: at most `entries`
 * listings are read, each parsed (parseWalletListing), and `count` is a whole number (else the
 * number of listings served).
 */
export function createRemoteDirectorySource(
  options: RemoteDirectoryOptions,
): WalletDirectorySource {
  const http = createHttpClient({
    baseUrl: options.url,
    timeoutMs: options.timeoutMs ?? TIMING.DIRECTORY_TIMEOUT_MS,
    ...(options.fetch && { fetch: options.fetch }),
  })
  return {
    async fetchWallets(query: WalletDirectoryQuery): Promise<WalletDirectoryPage> {
      const page = await http.get<unknown>({
        path: options.url,
        params: {
          page: query.page,
          entries: query.entries,
          search: query.search?.trim(),
          include: joined(query.include),
          exclude: joined(query.exclude),
          chains: joined(query.chains),
          rdns: joined(query.rdns),
          excludeRdns: joined(query.excludeRdns),
        },
        ...(query.signal && { signal: query.signal }),
      })
      const served = isRecord(page) && Array.isArray(page.data) ? page.data : []
      const data = parseWalletListings(served.slice(0, Math.max(0, query.entries)))
      const count = parseDirectoryCount(isRecord(page) ? page.count : undefined)
      return { data, count: count ?? data.length }
    },
    imageUrl: (listing) => listing.image_url ?? options.imageUrl?.(listing),
  }
}
