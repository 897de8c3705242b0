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
  getTransactions(query: ActivityQuery, options?: { signal?: AbortSignal }): Promise<unknown>
}

/** A month of transactions (month 0–11, UTC), newest first. */
export interface ActivityMonth {
  year: number
  month: number
  transactions: ActivityTransaction[]
}
