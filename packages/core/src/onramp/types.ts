/** What a provider's widget is opened with: the account, its network and what to buy. */
export interface OnRampRequest {
  /** The account's address (the provider delivers there). */
  address: string
  /** The account's network, a CAIP-2 id the provider serves (`provider.networks`). */
  network: string
  /** The asset's symbol, one of `provider.assets[network]`. */
  asset: string
  /** The amount to pay, in `currency` (USD when unset); unset lets the visitor choose. */
  amount?: number
  /** ISO 4217 fiat currency of `amount`; USD when unset. */
  currency?: string
}

/** How a provider's deliveries are recognised in the account's activity. */
export interface OnRampDeliveries {
  /** Addresses the provider sends bought assets from, per network (CAIP-2). */
  senders: Readonly<Record<string, readonly string[] | undefined>>
}

/**
 * An on-ramp provider (spec §2 account features, §9 on-ramp): pluggable through the kit's
 * `onrampProviders` option. `@gangway/core` ships Coinbase Onramp and Transak
 * (`coinbaseOnramp`, `transakOnramp`); `@gangway/testing` a local one on anvil.
 */
export interface OnRampProvider {
  /** Stable id: 'coinbase', 'transak', … (letters, digits, - and _). */
  id: string
  /** Shown in the provider list. */
  name: string
  /** Logo URL (checked with the kit's image URL rule before it renders). */
  logo?: string
  /** Fee range in percent, [min, max] (spec §9: 1–2 % for the listed providers). */
  feeRangePercent: readonly [number, number]
  /** The assets it sells per network it serves (CAIP-2 id → symbols). Its keys are the networks. */
  assets: Readonly<Record<string, readonly string[] | undefined>>
  /**
   * The widget's URL for the request, built in the page; checked with the kit's one URL rule
   * before it opens. A provider has this or `createUrl`.
   */
  buildUrl?(request: OnRampRequest): string
  /**
   * The widget's URL made by a backend (the host's @gangway/server `POST /onramp/session`, which
   * holds the provider's credentials): what Coinbase (session tokens) and Transak (Create Widget
   * URL API) now require. Checked like `buildUrl`'s before it opens; `signal` aborts it.
   */
  createUrl?(request: OnRampRequest, signal?: AbortSignal): Promise<string>
  /** How its deliveries are recognised in the activity (the transactions call's `onramp`). */
  deliveries?: OnRampDeliveries
}
