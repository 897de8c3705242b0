// The swap actions' shapes (spec §4 "Swap flow"): their time limits, token lists and quote scheduler.
import type { SwapToken } from '../controllers/swap/types.js'

/** Time limits of the swap API's calls. */
export interface SwapRequestOptions {
  /** Time limit of each call to the swap API (ms); default 10 s. */
  timeoutMs?: number
}

/** Time limits of a send (approval or swap). */
export interface SwapSendOptions extends SwapRequestOptions {
  /** Time limit of the wallet's answer (ms); default 5 min (the visitor approves in the wallet). */
  walletTimeoutMs?: number
  /**
   * Time limit of the wait for the transaction's receipt (ms); default 2 min. An approval not
   * mined by then fails; a swap stays pending in Activity.
   */
  receiptTimeoutMs?: number
}

/** What the token pickers show (spec: my tokens with balance first, then the rest). */
export interface SwapTokenLists {
  /** The account's tokens with a balance (matching the query), highest USD value first. */
  myTokens: SwapToken[]
  /** The other offered tokens (matching the query), suggested ones first. */
  otherTokens: SwapToken[]
}

/** The debounced quote the Swap view asks for on every input change. */
export interface SwapQuoteScheduler {
  /** (Re)starts the delay; then a quote runs when the input can be quoted (spec §4 step 2). */
  schedule(): void
  /** Runs a pending quote now; resolves when the running quote is done. */
  flush(): Promise<void>
  /** Drops a pending quote (the view's unmount). */
  cancel(): void
}
