import { swapController } from '../controllers/swap/swapController.js'
import type { SwapState, SwapToken } from '../controllers/swap/types.js'
import type { Kit } from '../kit/types.js'
import { priceOf, sameToken } from './swapTokens.js'

/** Everything a quote wrote: cleared whenever the input it was for changes. */
export const NO_QUOTE = {
  toTokenAmount: '',
  priceImpact: undefined,
  maxSlippage: undefined,
  providerFee: undefined,
  gasFee: '0',
  gasPriceInUSD: undefined,
  approvalTransaction: undefined,
  swapTransaction: undefined,
  inputError: undefined,
  transactionError: undefined,
  fetchError: false,
  loadingQuote: false,
  loadingApprovalTransaction: false,
  loadingBuildTransaction: false,
} as const satisfies Partial<SwapState>

/** A new input: the old quote goes, and any quote still running for it is dropped. */
function changeInput(kit: Kit, patch: (state: SwapState) => Partial<SwapState>): void {
  const controller = swapController(kit)
  controller.invalidate()
  controller.setSwapState({ ...NO_QUOTE, ...patch(controller.getState()) })
}

/**
 * Spec §4 step 8: swaps source and destination; the amount becomes the destination amount, or
 * '1' when it was empty. The quote is cleared.
 */
export function switchSwapTokens(kit: Kit): void {
  changeInput(kit, (state) => ({
    sourceToken: state.toToken,
    sourceTokenPriceInUSD: state.toTokenPriceInUSD,
    toToken: state.sourceToken,
    toTokenPriceInUSD: state.sourceTokenPriceInUSD,
    sourceTokenAmount: state.toTokenAmount === '' ? '1' : state.toTokenAmount,
  }))
}

/**
 * Chooses the source token; choosing the destination's own token switches them (spec §4 step
 * 8). The quote is cleared.
 */
export function setSwapSourceToken(kit: Kit, token: SwapToken | undefined): void {
  const state = swapController(kit).getState()
  if (token && sameToken(token, state.sourceToken)) return
  if (sameToken(token, state.toToken)) {
    switchSwapTokens(kit)
    return
  }
  changeInput(kit, () => ({ sourceToken: token, sourceTokenPriceInUSD: priceOf(state, token) }))
}

/**
 * Chooses the destination token; choosing the source's own token switches them. The quote is
 * cleared.
 */
export function setSwapToToken(kit: Kit, token: SwapToken | undefined): void {
  const state = swapController(kit).getState()
  if (token && sameToken(token, state.toToken)) return
  if (sameToken(token, state.sourceToken)) {
    switchSwapTokens(kit)
    return
  }
  changeInput(kit, () => ({ toToken: token, toTokenPriceInUSD: priceOf(state, token) }))
}

/** Sets the source amount as typed ('1.5'); the quote of the old amount is cleared (same amount: no change). */
export function setSwapSourceAmount(kit: Kit, amount: string): void {
  if (swapController(kit).getState().sourceTokenAmount === amount) return
  changeInput(kit, () => ({ sourceTokenAmount: amount }))
}
