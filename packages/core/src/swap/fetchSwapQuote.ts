import { SWAP } from '../constants.js'
import { swapController } from '../controllers/swap/swapController.js'
import type { SwapState } from '../controllers/swap/types.js'
import { errorText } from '../errors/KitError.js'
import type { Kit } from '../kit/types.js'
import { readSendContext } from '../send/sendContext.js'
import { formatUnits } from '../utils/decimal.js'
import {
  buildSwapTransaction,
  feePatch,
  formatSwapAmount,
  maxSlippageOf,
} from './buildSwapTransaction.js'
import { swapPriceImpact } from './priceImpact.js'
import { createSwapApi } from './swapApi.js'
import { NO_QUOTE } from './swapInput.js'
import { lacksFunds, positiveAmount } from './swapInputError.js'
import { nativeSwapAddress, priceOf } from './swapTokens.js'
import type { SwapRequestOptions } from './types.js'

/**
 * Spec §4 steps 2–5: quotes the state's swap (`/swap/quote`, with the gas price of
 * `/gas-price`), sets the destination amount (6 places, spec §9), price impact
 * (`swapPriceImpact`: the server's figure against the pools' mid price, else the difference of
 * the source and destination USD values; never below 0), max slippage (slippage % of the
 * destination amount), provider fee (the fee the server reports its transaction takes; none
 * when it reports none: spec §9's 0.85 % is a rate a provider may charge, and a fee shown must
 * be one the transaction really takes) and network fee (150000 gas units until the
 * transaction is built), checks
 * balance and gas, then reads the allowance and builds the swap transaction or, when the
 * allowance is short, the approval (`buildSwapTransaction`).
 *
 * - Asked with an amount that is not > 0: the alert 'Incorrect amount' / 'Please enter a valid
 *   amount' (the debounced `createSwapQuoteScheduler` never asks then).
 * - A quote error, or too little balance or gas (gas waived for smart accounts): inputError
 *   'Insufficient balance', nothing built.
 * - No account: inputError 'No address found to swap the tokens from.'
 * - An input that changes while the quote runs drops its result (stale quotes are never shown).
 *
 * Does nothing before `initializeSwap`, while prices load or without both tokens. Never rejects.
 */
export async function fetchSwapQuote(kit: Kit, options: SwapRequestOptions = {}): Promise<void> {
  const controller = swapController(kit)
  const state = controller.getState()
  const { sourceToken: source, toToken: target } = state
  if (!state.initialized || state.loadingPrices || !source || !target) return
  const amount = positiveAmount(state)
  if (amount === undefined) {
    kit.controllers.alert.showError('INCORRECT_AMOUNT')
    return
  }
  // A newer quote of the same input replaces a running one.
  controller.invalidate()
  const context = readSendContext(kit)
  if (!context) {
    controller.setSwapState({ ...NO_QUOTE, inputError: errorText('SWAP_NO_ADDRESS') })
    return
  }
  const ticket = controller.ticket()
  controller.setSwapState({ ...NO_QUOTE, loadingQuote: true })
  const api = createSwapApi(kit, { ...options, signal: ticket.signal })
  const { network } = context
  const pair = {
    userAddress: context.address,
    from: source.address,
    to: target.address,
    amount,
  }
  const gasPrice = await api.gasPrice(network.caipNetworkId).catch(() => undefined)
  let quote: Awaited<ReturnType<typeof api.quote>>
  try {
    quote = await api.quote({ ...pair, gasPrice })
  } catch {
    if (ticket.current())
      controller.setSwapState({
        loadingQuote: false,
        inputError: errorText('INSUFFICIENT_BALANCE'),
      })
    return
  }
  if (!ticket.current()) return

  const current = controller.getState()
  const sourcePrice = priceOf(current, source)
  const targetPrice = priceOf(current, target)
  const received = Number(formatUnits(quote.toAmount, target.decimals))
  const traded = Number(formatUnits(amount - quote.providerFee, source.decimals))
  const priceImpact = swapPriceImpact({
    quoted: quote.priceImpact,
    paidUsd: traded * sourcePrice,
    receivedUsd: received * targetPrice,
  })
  const nativeAddress = nativeSwapAddress(kit, network)?.toLowerCase()
  const native = current.tokens?.find((token) => token.address.toLowerCase() === nativeAddress)
  const fee = (gasPrice ?? 0n) * SWAP.GAS_UNITS_ESTIMATE
  const patch: Partial<SwapState> = {
    ...feePatch(current, fee, native?.decimals ?? network.nativeCurrency.decimals),
    sourceTokenPriceInUSD: sourcePrice,
    toTokenPriceInUSD: targetPrice,
    toTokenAmount: formatSwapAmount(quote.toAmount, target.decimals),
    priceImpact,
    maxSlippage: maxSlippageOf(quote.toAmount, current.slippage, target.decimals),
    providerFee:
      quote.providerFee > 0n ? formatUnits(quote.providerFee, source.decimals) : undefined,
    loadingQuote: false,
  }
  const insufficient = lacksFunds(
    { ...current, ...patch },
    { native, fee, isSmartAccount: context.isSmartAccount },
  )
  controller.setSwapState({
    ...patch,
    inputError: insufficient ? errorText('INSUFFICIENT_BALANCE') : undefined,
  })
  if (insufficient) return
  await buildSwapTransaction(kit, {
    ticket,
    api,
    context,
    pair,
    source,
    target,
    native,
    toAmount: quote.toAmount,
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
  })
}
