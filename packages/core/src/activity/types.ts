import type { CaipNetworkId } from '../types/chain.js'

/** One transfer of a transaction (spec §3 "Transaction (activity)"). */
export interface ActivityTransfer {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: { name: string; flags: { is_spam: boolean }; content: { preview: { url: string } } }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
}

/** A transaction of the account's activity (spec §3). */
export interface ActivityTransaction {
  id: string
  metadata: {
    /** ISO 8601. */
    minedAt: string
    /** The network, a CAIP-2 id. */
    chain: string
    operationType: string
    status: string
    sentFrom: string
    sentTo: string
    hash?: string
  }
  transfers: ActivityTransfer[]
}

export interface ActivityQuery {
  address: string
  caipNetworkId: CaipNetworkId
  /** The `next` of the previous page. */
  cursor?: string
  /**
   * The transactions call's `onramp` (spec §7): the addresses the kit's on-ramp providers deliver
   * from on this network, comma-separated; the API marks their deliveries `operationType:
   * 'onramp'`. Unset when no provider lists one.
   */
  onramp?: string
}

/**
 * Where the Activity tab's transactions come from: the activity API (`createActivityApiSource`
 * over `activityApiUrl`) or any object with this shape. It answers `{ data: [...], next? }`;
 * answers are validated by the kernel.
 */
export interface ActivitySource {
  /**
   * `current`: a read after the account's own send, which no cache may answer (the activity API
   * source sends `Cache-Control: no-cache`).
   */
  getTransactions(
    query: ActivityQuery,
    options?: { signal?: AbortSignal; current?: boolean },
  ): Promise<unknown>
}

/** How `fetchTransactions` reads the first page. */
export interface FetchTransactionsOptions {
  /** Read it again although this account's list is here (the tab's polls). */
  refresh?: boolean
  /**
   * Read it again, past any cache, for what the account just did (after its own send or swap;
   * implies `refresh`).
   */
  current?: boolean
}

/** A month of transactions (month 0–11, UTC), newest first. */
export interface ActivityMonth {
  year: number
  month: number
  transactions: ActivityTransaction[]
}
