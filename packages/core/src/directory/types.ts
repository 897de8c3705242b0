import type { WalletListing } from '../types/connector.js'

/**
 * One request to a wallet directory — the paging contract every source answers, local or
 * remote (`GET <url>?page=&entries=&search=&include=&exclude=&chains=&rdns=`).
 */
export interface WalletDirectoryQuery {
  /** 1-based page. */
  page: number
  /** Page size: 40 for AllWallets, 4 for featured or recommended, 100 for a search. */
  entries: number
  /** Case-insensitive part of the wallet's name. */
  search?: string
  /** Only these wallet ids (empty or missing: all). */
  include?: readonly string[]
  /** Never these wallet ids. */
  exclude?: readonly string[]
  /**
   * CAIP-2 chain ids of the host (`eip155:1`): only wallets supporting at least one. A wallet
   * listing `<namespace>:*` supports every chain of that namespace.
   */
  chains?: readonly string[]
  /** Only wallets with one of these rdns (finds the listing of an installed wallet). */
  rdns?: readonly string[]
  /**
   * Never wallets with these rdns (the installed ones, listed by the connect view already).
   * A remote directory may ignore it: the kit filters the answer again.
   */
  excludeRdns?: readonly string[]
  signal?: AbortSignal
}

/** A page of wallets and how many wallets match the query in all. */
export interface WalletDirectoryPage {
  data: WalletListing[]
  count: number
}

/** Where wallet listings come from: the bundled catalogue, a host list, a remote directory. */
export interface WalletDirectorySource {
  fetchWallets(query: WalletDirectoryQuery): Promise<WalletDirectoryPage>
  /**
   * Answers at once, without loading anything, when the source can (the bundled catalogue
   * answers small first pages from its top entries); undefined when it cannot.
   */
  peekWallets?(query: WalletDirectoryQuery): WalletListing[] | undefined
  /** The image of a listing, when the source can resolve one (else the UI draws a monogram). */
  imageUrl?(listing: WalletListing): string | undefined
}
