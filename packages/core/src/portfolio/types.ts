import type { CaipNetworkId } from '../types/chain.js'

/** What a balance lookup asks for (spec §7 "Balance: address, caipNetworkId"). */
export interface BalanceQuery {
  address: string
  caipNetworkId: CaipNetworkId
}

/**
 * Where the Tokens tab's balances come from: the balance API of spec §7 (`createBalanceApiSource`
 * over a self-hosted URL), or any object with this shape. Answers are validated by the kernel
 * (`parseTokenBalances`) before they reach state, so a source may pass through raw API data.
 */
export interface BalanceSource {
  /** `current`: a refresh (after the account's own send); the answer must not be held back. */
  getBalances(
    query: BalanceQuery,
    options?: { signal?: AbortSignal; current?: boolean },
  ): Promise<unknown>
}
