import {
  ERROR_CATALOGUE,
  type ErrorCode,
  formatUnits,
  KitError,
  parseUnits,
} from '@gangway/core/common'
import type { RouterData } from '@gangway/core/internal'
import { LIMITS } from '@gangway/core/internal'
import { getSwapController, type SwapState, type SwapToken } from '@gangway/core/swap'
import { useMemo } from 'react'
import { useStoreSelector } from '../../hooks/context.js'
import type { MessageId } from '../../i18n/messages/en/index.js'
import type { Translate } from '../../i18n/translate.js'
import type { UiKit } from '../../kit/types.js'
import type { NumberFormat } from '../../utils/numbers.js'

/** Which side SwapSelectToken picks for (the router data Swap pushes it with). */
export type SwapSide = 'source' | 'to'

/** Router data of SwapSelectToken: `{ swapSide: 'source' | 'to' }`. */
export const sideOf = (data: RouterData | undefined): SwapSide =>
  data?.swapSide === 'to' ? 'to' : 'source'

/** One slice of the kit's swap state (core's per-kit swap store, created on first use). */
export function useSwapState<T>(kit: UiKit, selector: (state: SwapState) => T): T {
  const store = useMemo(() => getSwapController(kit).store, [kit])
  return useStoreSelector(store, selector)
}

/** The state the Swap and SwapPreview views show (one selector, shallow-compared). */
export function useSwapView(kit: UiKit) {
  return useSwapState(kit, (state) => ({
    initializing: state.initializing,
    sourceToken: state.sourceToken,
    toToken: state.toToken,
    sourceTokenAmount: state.sourceTokenAmount,
    toTokenAmount: state.toTokenAmount,
    sourceTokenPriceInUSD: state.sourceTokenPriceInUSD,
    toTokenPriceInUSD: state.toTokenPriceInUSD,
    slippage: state.slippage,
    gasFee: state.gasFee,
    gasPriceInUSD: state.gasPriceInUSD,
    priceImpact: state.priceImpact,
    maxSlippage: state.maxSlippage,
    providerFee: state.providerFee,
    approvalTransaction: state.approvalTransaction,
    swapTransaction: state.swapTransaction,
    batchId: state.batchId,
    transactionError: state.transactionError,
    quoting: state.loadingQuote || state.loadingBuildTransaction,
    loadingApproval: state.loadingApprovalTransaction,
    loadingTransaction: state.loadingTransaction,
  }))
}

export type SwapView = ReturnType<typeof useSwapView>

/**
 * A token amount in a detail: floored to 6 places (spec §9), trailing zeros cut, in the locale's
 * separators and grouping.
 */
export const amountText = (
  format: NumberFormat,
  value: string | number | undefined,
  symbol: string | undefined,
) =>
  format.amount(value ?? 0, {
    decimals: LIMITS.SWAP_DESTINATION_DECIMALS,
    ...(symbol ? { symbol } : {}),
  })

/** A USD value (spec §9: 2 decimals) in the locale; '<$0.01' for a dust value, '' when unknown. */
export function usdText(format: NumberFormat, value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? '' : format.usd(value)
}

/** The USD value of `amount` whole tokens at `price` ('' when either is unknown). */
export function amountUsdText(
  format: NumberFormat,
  amount: string | undefined,
  price: number | undefined,
): string {
  const number = Number(amount)
  return amount && price && Number.isFinite(number) ? usdText(format, number * price) : ''
}

/** 'text (≈ $1.00)', or the text alone when there is no USD value. */
export const withUsd = (t: Translate<MessageId>, amount: string, usd: string) =>
  usd ? t('send.withUsd', { amount, usd }) : amount

/** The catalogue codes by their English short text (core keeps the swap's errors as that text). */
let codesByText: Map<string, ErrorCode> | undefined

/**
 * A swap state's error (its `inputError` or `transactionError`, core's English text) in the
 * locale: a catalogue text is shown translated, a wallet's own message as it is.
 */
export function swapErrorText(t: Translate<MessageId>, text: string): string {
  if (!codesByText) {
    codesByText = new Map()
    for (const code of Object.keys(ERROR_CATALOGUE) as ErrorCode[]) {
      const short = ERROR_CATALOGUE[code].short
      if (!short.includes('{') && !codesByText.has(short)) codesByText.set(short, code)
    }
  }
  const code = codesByText.get(text)
  return code ? t.error(new KitError(code)) : text
}

const isNative = (token: SwapToken) => /:0xe{40}$/i.test(token.address)

/**
 * What Max puts in the source amount: the whole balance of a token; of the native currency, the
 * balance less the quoted network fee (when one is known), so the swap can pay its gas.
 */
export function maxSourceAmount(token: SwapToken, gasFee: string): string | undefined {
  const balance = token.quantity?.numeric
  if (!balance) return undefined
  if (!isNative(token) || !/^\d+$/.test(gasFee)) return balance
  try {
    const left = parseUnits(balance, token.decimals) - BigInt(gasFee)
    return left > 0n ? formatUnits(left, token.decimals) : '0'
  } catch {
    return balance
  }
}

/** '1 ETH = 1,994.01 USDC' from the typed amount and the quote (empty without a quote). */
export function rateText(
  format: NumberFormat,
  view: Pick<SwapView, 'sourceToken' | 'toToken' | 'sourceTokenAmount' | 'toTokenAmount'>,
) {
  const from = Number(view.sourceTokenAmount)
  const to = Number(view.toTokenAmount)
  if (!view.sourceToken || !view.toToken || !(from > 0) || !(to >= 0)) return ''
  const one = format.amount(1, { symbol: view.sourceToken.symbol })
  return `${one} = ${amountText(format, to / from, view.toToken.symbol)}`
}
