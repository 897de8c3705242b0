// The swap store's shapes (spec §3 "Swap state"): its tokens, transactions, state and controller.
import type { Store } from '../../store/createStore.js'

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
  /** Percent difference between the source and destination USD values (spec §9), ≥ 0. */
  priceImpact: number | undefined
  /** The most the destination amount may fall short, in destination units (slippage% of it). */
  maxSlippage: string | undefined
  /** The provider fee the swap's transaction takes, source token units; undefined: none. */
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
  /**
   * Set when the allowance is short: the approval the wallet sends first (alone, or, when the
   * swap transaction is set too, with the swap in one atomic batch).
   */
  approvalTransaction: SwapTransaction | undefined
  /**
   * The swap the wallet sends: set when the allowance is enough, or beside the approval when the
   * wallet reports atomic batching for the chain (EIP-5792: approve + swap in one batch).
   */
  swapTransaction: SwapTransaction | undefined
  /** The id the wallet gave the approve + swap batch, while its status is followed. */
  batchId: string | undefined
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
