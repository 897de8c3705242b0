// The Swap flow (spec §3 "Swap state", §4 "Swap flow", §5 "Swap", §8 "Swap", §9 "Swap") as
// actions on a kit, loaded with the views that use them, never by createKit.
//
// SKELETON: the public API the views code against. The bodies land action by action.
import type { Kit } from '../kit/types.js'
import type { Store } from '../store/createStore.js'

/** A token the swap can use (spec §3 "Swap state"). */
export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10: `eip155:1:0xA0b8…`; the native currency is the all-e placeholder (spec §9). */
  address: string
  decimals: number
  logoUri?: string
  /** USD price of one whole token (0 when unknown). */
  price: number
  /** The account's balance of the token in USD, when it holds some. */
  value?: number
  /** The account's balance of the token, when it holds some (as `TokenBalance.quantity`). */
  quantity?: { decimals: string; numeric: string }
}

/** A transaction the wallet is asked to send (the approval, or the swap itself). */
export interface SwapTransaction {
  /** Call data. */
  data: string
  /** The router (swap) or the token contract (approval). */
  to: string
  /** Gas limit (the server's estimate; 150000 when none, spec §9). */
  gas: bigint
  /** Wei per gas unit. */
  gasPrice: bigint
  /** Wei sent along (the source amount when the source is the native currency). */
  value: bigint
  /** The quoted destination amount, in the destination token's base units (decimal string). */
  toAmount: string
}

/** Swap state of spec §3. One per kit, in the swap entry (see `getSwapController`). */
export interface SwapState {
  /** True once `initializeSwap` loaded the token list and the account's balances. */
  initialized: boolean
  sourceToken: SwapToken | undefined
  /** The amount as the visitor typed it, in the source token's units ('1.5'). */
  sourceTokenAmount: string
  /** USD price of one whole source token (0 unknown). */
  sourceTokenPriceInUSD: number
  toToken: SwapToken | undefined
  /** The quoted destination amount in the token's units, 6 places at most (spec §9); '' none. */
  toTokenAmount: string
  toTokenPriceInUSD: number
  /** Slippage tolerance, percent (spec §9: default 1). */
  slippage: number
  /** The network fee of the swap (gas × gas price), wei as a decimal string; '0' unknown. */
  gasFee: string
  /** The network fee in USD, once known. */
  gasPriceInUSD: number | undefined
  /** Percent difference between the source and destination USD values (spec §9). */
  priceImpact: number | undefined
  /** The most the destination amount may fall short, in destination units (slippage% of it). */
  maxSlippage: string | undefined
  /** 0.85 % of the source amount, in source token units (spec §9). */
  providerFee: string | undefined
  /** USD price of the native currency (0 when it could not be read). */
  networkPrice: number
  /** The account's native balance in USD. */
  networkBalanceInUSD: number
  /** Every token the swap API offers on the network, native currency first. */
  tokens: SwapToken[] | undefined
  /** The offered tokens in the spec's popular order (spec §9 suggested list, then the rest). */
  popularTokens: SwapToken[] | undefined
  /** The offered tokens whose symbols are in spec §9's suggested list. */
  suggestedTokens: SwapToken[] | undefined
  /** The last search's matches (`searchSwapTokens`). */
  foundTokens: SwapToken[] | undefined
  /** The offered tokens the account holds, with their balances, highest USD value first. */
  myTokensWithBalance: SwapToken[] | undefined
  /** USD price per CAIP-10 address, lower case. */
  tokensPriceMap: Record<string, number>
  /** Set when the allowance is short: the approval the wallet sends first. */
  approvalTransaction: SwapTransaction | undefined
  /** Set when the allowance is enough: the swap the wallet sends. */
  swapTransaction: SwapTransaction | undefined
  /** Why the swap cannot go ('Insufficient balance'), shown on the action button. */
  inputError: string | undefined
  /** The last failed wallet send's message. */
  transactionError: string | undefined
  initializing: boolean
  loadingQuote: boolean
  loadingPrices: boolean
  loadingApprovalTransaction: boolean
  loadingBuildTransaction: boolean
  loadingTransaction: boolean
  /** True after the allowance read or a transaction build failed (spec §8). */
  fetchError: boolean
}

/** The swap state's store and its operations (spec §3). */
export interface SwapController {
  readonly store: Store<SwapState>
  getState(): SwapState
  /** Merges a patch into the swap state. */
  setSwapState(patch: Partial<SwapState>): void
  /** Back to the empty swap state (a successful swap, disconnect, account or network change). */
  resetSwap(): void
  /** Stops following the kit's account and network (the kit's destroy does this too). */
  dispose(): void
}

/** Time limits of the swap API's calls. */
export interface SwapRequestOptions {
  /** Time limit of each call to the swap API (ms); default 10 s. */
  timeoutMs?: number
}

/** Time limits of a send (approval or swap). */
export interface SwapSendOptions extends SwapRequestOptions {
  /** Time limit of the wallet's answer (ms); default 5 min (the visitor approves in the wallet). */
  walletTimeoutMs?: number
  /** Time limit of the wait for the approval's receipt (ms); default 2 min. */
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

const notYet = (): never => {
  throw new Error('not yet')
}

/**
 * The kit's swap state (created on first use, one per kit; never by createKit). It resets on
 * disconnect, account change and network change, and stops following the kit on its destroy.
 */
export function getSwapController(_kit: Kit): SwapController {
  return notYet()
}

/**
 * Spec §4 swap step 1: loads the swap API's token list (`GET {swapApiUrl}/swap/tokens`), the
 * native currency's price (`/swap/prices`; a failure shows 'Failed to fetch network token price'
 * and the price becomes 0) and the account's balances (`kit.refreshBalances()`), then sets the
 * source token to the native currency with amount '1'; sends OPEN_SWAP. A failure shows 'Failed
 * to initialize swap' and goes back. Never rejects.
 */
export async function initializeSwap(_kit: Kit, _options?: SwapRequestOptions): Promise<void> {
  notYet()
}

/** Chooses the source token (the destination's own token switches them); the quote is cleared. */
export function setSwapSourceToken(_kit: Kit, _token: SwapToken | undefined): void {
  notYet()
}

/** Chooses the destination token (the source's own token switches them); the quote is cleared. */
export function setSwapToToken(_kit: Kit, _token: SwapToken | undefined): void {
  notYet()
}

/** Sets the source amount as typed ('1.5'); the quote of the old amount is cleared. */
export function setSwapSourceAmount(_kit: Kit, _amount: string): void {
  notYet()
}

/**
 * Spec §4 step 8: swaps source and destination; the amount becomes the destination amount, or
 * '1' when it was empty. The quote is cleared.
 */
export function switchSwapTokens(_kit: Kit): void {
  notYet()
}

/**
 * Searches the offered tokens by symbol, name or address (case-insensitive); keeps the matches
 * as `foundTokens` and returns them. An empty query clears the search.
 */
export function searchSwapTokens(_kit: Kit, _query: string): SwapToken[] {
  return notYet()
}

/**
 * Spec §4 steps 2–5: quotes the state's swap (`/swap/quote`), sets the destination amount,
 * price impact, max slippage, provider fee and network fee, checks balance and gas ('Insufficient
 * balance'; the gas check is waived for smart accounts), then reads the allowance and builds the
 * swap transaction or, when the allowance is short, the approval transaction. Asked with an
 * amount that is not > 0 it shows the alert 'Incorrect amount' / 'Please enter a valid amount'.
 * A result for an input that changed meanwhile is dropped. Failures: 'Failed to check
 * allowance', 'Failed to create transaction', 'Failed to create approval transaction' (spec §8).
 * Never rejects.
 */
export async function fetchSwapQuote(_kit: Kit, _options?: SwapRequestOptions): Promise<void> {
  notYet()
}

/**
 * The debounced quote for the Swap view: `schedule()` on every input change; after `delayMs`
 * (default 400) it quotes when both tokens are chosen, the amount is > 0 and prices are loaded
 * (spec §4 step 2), silently otherwise (no alert while the visitor types).
 */
export function createSwapQuoteScheduler(
  _kit: Kit,
  _options?: SwapRequestOptions & { delayMs?: number },
): SwapQuoteScheduler {
  return notYet()
}

/**
 * Sends the state's approval transaction through the wallet, waits for its receipt, then
 * rebuilds the quote and transaction (spec §4 step 6). Failure: the wallet's short message or
 * 'Transaction error' (snackbar, `transactionError`), SWAP_APPROVAL_ERROR; rejects with it.
 */
export async function sendSwapApproval(
  _kit: Kit,
  _options?: SwapSendOptions,
): Promise<{ hash: string }> {
  return notYet()
}

/**
 * Sends the state's swap transaction (spec §4 step 7): INITIATE_SWAP; success shows 'Transaction
 * started', sends SWAP_SUCCESS, puts the swap pending in Activity, resets the swap state,
 * refreshes balances and activity, and returns to Account. Failure: the wallet's short message or
 * 'Transaction error', SWAP_ERROR, the state kept; rejects with it.
 */
export async function sendSwap(_kit: Kit, _options?: SwapSendOptions): Promise<{ hash: string }> {
  return notYet()
}

/**
 * The token pickers' lists from the state (design doc named it `getSwapTokenLists(kit)`; it takes
 * the state so a view can select it from the store): the account's tokens with a balance first,
 * then the rest; `query` filters both by symbol, name or address.
 */
export function getSwapTokenLists(_state: SwapState, _query?: string): SwapTokenLists {
  return notYet()
}

/** Why the state's swap cannot go (spec §5 texts), or undefined. Takes the state (a selector). */
export function getSwapInputError(_state: SwapState): string | undefined {
  return notYet()
}

/** True when the state holds a quote and a transaction to send (approval or swap), no error. */
export function isSwapReady(_state: SwapState): boolean {
  return notYet()
}
