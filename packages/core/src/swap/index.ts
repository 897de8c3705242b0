// The Swap flow (spec §3 "Swap state", §4 "Swap flow", §5 "Swap", §8 "Swap", §9 "Swap") as
// actions on a kit, loaded with the views that use them, never by createKit: the swap state is
// created on first use (`getSwapController`), and quotes, allowances and transactions come from
// the operator's swap API (`swapApiUrl`, the @gangway/server swap routes).

export { createInitialSwapState } from '../controllers/swap/swapController.js'
export type {
  SwapController,
  SwapState,
  SwapToken,
  SwapTransaction,
} from '../controllers/swap/types.js'
export { createSwapQuoteScheduler, SWAP_QUOTE_DELAY_MS } from './createSwapQuoteScheduler.js'
export { fetchSwapQuote } from './fetchSwapQuote.js'
export { getSwapController } from './getSwapController.js'
export { initializeSwap } from './initializeSwap.js'
export { sendSwap } from './sendSwap.js'
export { sendSwapApproval } from './sendSwapApproval.js'
export {
  setSwapSourceAmount,
  setSwapSourceToken,
  setSwapToToken,
  switchSwapTokens,
} from './swapInput.js'
export { canQuote, getSwapInputError, isSwapReady } from './swapInputError.js'
export { getSwapTokenLists, searchSwapTokens } from './swapTokens.js'
export type {
  SwapQuoteScheduler,
  SwapRequestOptions,
  SwapSendOptions,
  SwapTokenLists,
} from './types.js'
