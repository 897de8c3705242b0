import type { SwapState, SwapToken } from '../controllers/swap/types.js'
import { errorText } from '../errors/KitError.js'
import { formatUnits } from '../utils/decimal.js'
import { amountUnits, balanceUnits, sameToken } from './swapTokens.js'

/** The source amount in base units when it is a number > 0, else undefined (spec §5). */
export function positiveAmount(state: SwapState): bigint | undefined {
  const { sourceToken, sourceTokenAmount } = state
  const units = sourceToken ? amountUnits(sourceToken, sourceTokenAmount) : undefined
  return units !== undefined && units > 0n ? units : undefined
}

/**
 * Spec §4 step 2: a quote runs when both tokens are chosen (each with an address and decimals,
 * spec §5), the amount is > 0 and the prices are loaded.
 */
export function canQuote(state: SwapState): boolean {
  return (
    state.initialized &&
    !state.loadingPrices &&
    state.sourceToken !== undefined &&
    state.toToken !== undefined &&
    positiveAmount(state) !== undefined
  )
}

/** Whether the account lacks funds for the swap (spec §5), given the network fee in wei. */
export function lacksFunds(
  state: SwapState,
  input: { native: SwapToken | undefined; fee: bigint; isSmartAccount: boolean },
): boolean {
  const { sourceToken } = state
  const amount = positiveAmount(state)
  if (!sourceToken || amount === undefined) return false
  // The source balance must cover the amount.
  if (amount > balanceUnits(state, sourceToken)) return true
  // Gas (waived for smart accounts): spec §5 in USD when the native price is known (a native
  // balance worth 0, or a fee worth more than it); in wei either way, the amount included when
  // the source is the native currency itself.
  if (input.isSmartAccount || !input.native) return false
  const nativeBalance = balanceUnits(state, input.native)
  const spent = input.fee + (sameToken(sourceToken, input.native) ? amount : 0n)
  if (spent > nativeBalance) return true
  if (state.networkPrice > 0) {
    const balanceUsd =
      Number(formatUnits(nativeBalance, input.native.decimals)) * state.networkPrice
    const feeUsd = Number(formatUnits(input.fee, input.native.decimals)) * state.networkPrice
    return balanceUsd === 0 || feeUsd > balanceUsd
  }
  return false
}

/**
 * Why the state's swap cannot go, or undefined: the quote's input error ('Insufficient
 * balance', 'No address found to swap the tokens from.'), else an amount over the source balance
 * as soon as it is typed. Takes the state (a selector).
 */
export function getSwapInputError(state: SwapState): string | undefined {
  if (state.inputError) return state.inputError
  const amount = positiveAmount(state)
  if (state.sourceToken && state.myTokensWithBalance && amount !== undefined) {
    if (amount > balanceUnits(state, state.sourceToken)) return errorText('INSUFFICIENT_BALANCE')
  }
  return undefined
}

/**
 * True when the state holds a quote for its input and a transaction to send (the approval or
 * the swap), with no input error, nothing loading and no failed build.
 */
export function isSwapReady(state: SwapState): boolean {
  return (
    (state.swapTransaction !== undefined || state.approvalTransaction !== undefined) &&
    state.toTokenAmount !== '' &&
    getSwapInputError(state) === undefined &&
    !state.fetchError &&
    !state.loadingQuote &&
    !state.loadingBuildTransaction &&
    !state.loadingApprovalTransaction &&
    !state.loadingTransaction
  )
}
