import {
  createSwapQuoteScheduler,
  fetchSwapQuote,
  getSwapController,
  getSwapInputError,
  initializeSwap,
  isSwapReady,
  type SwapState,
  type SwapToken,
  setSwapSourceAmount,
  switchSwapTokens,
} from '@gangway/core/swap'
import { type KeyboardEvent, useEffect, useId, useMemo, useRef } from 'react'
import { useKitInstance, useViewStyles } from '../../hooks/context.js'
import { send as sendText } from '../../i18n/messages/en/send.js'
import { useNumberFormat } from '../../i18n/useNumberFormat.js'
import { useT } from '../../i18n/useT.js'
import { Button, IconButton, Spinner } from '../../ui/controls.js'
import { TokenIcon } from '../../ui/TokenIcon.js'
import { ChevronDownIcon, SwapIcon } from '../../ui/viewIcons.js'
import { SwapDetails } from './SwapDetails.js'
import {
  amountUsdText,
  maxSourceAmount,
  type SwapSide,
  swapErrorText,
  useSwapState,
  useSwapView,
} from './useSwap.js'
import { swapCss } from './viewCss.js'

/** How long typing settles before a quote is asked for. */
const QUOTE_DELAY_MS = 400

/** A long amount (a 6-decimal quote) shrinks before it is cut (the sheet's data-long rule). */
const isLong = (value: string | undefined) => (value?.length ?? 0) > 9

/** The token button of one side: its image and symbol, or 'Select token'. */
function TokenButton({
  token,
  side,
  onPick,
}: {
  token: SwapToken | undefined
  side: SwapSide
  onPick: (side: SwapSide) => void
}) {
  const t = useT(sendText)
  const role = side === 'source' ? t('send.payWith') : t('send.receive')
  return (
    <Button
      variant="secondary"
      className="gw-swap-token"
      onClick={() => onPick(side)}
      data-testid={side === 'source' ? 'swap-source-token' : 'swap-to-token'}
    >
      {token ? <TokenIcon src={token.logoUri} symbol={token.symbol} size={20} /> : null}
      {/* The name is the visible text with the side around it (WCAG 2.5.3 label in name). */}
      <span className="gw-visually-hidden">{role} </span>
      {token ? token.symbol : t('send.selectSwapToken')}
      {token ? <span className="gw-visually-hidden">{t('send.changeToken')}</span> : null}
      <ChevronDownIcon width={16} height={16} />
    </Button>
  )
}

/** What a quote depends on: the two tokens and the amount. */
const quoteInputs = (state: SwapState) =>
  `${state.sourceToken?.address}|${state.toToken?.address}|${state.sourceTokenAmount}`

/**
 * Swap (spec §2, §4): what the visitor pays (token, amount, balance, USD value, Max), a switch,
 * what they receive (token, the quoted amount, USD value), the quote's details, and Review swap
 * once a quote and its transaction exist. Init on entry (core goes back when it fails); a quote
 * is asked for, debounced, on every input change (core drops stale answers).
 */
export default function SwapView() {
  useViewStyles(swapCss)
  const kit = useKitInstance()
  const t = useT(sendText)
  const format = useNumberFormat()
  const view = useSwapView(kit)
  const ready = useSwapState(kit, isSwapReady)
  // The quote's 'Insufficient balance', or an amount over the balance as soon as it is typed.
  const inputErrorText = useSwapState(kit, getSwapInputError)
  const inputError = inputErrorText === undefined ? undefined : swapErrorText(t, inputErrorText)
  const ids = useId()
  const amountRef = useRef<HTMLInputElement>(null)
  const scheduler = useMemo(() => createSwapQuoteScheduler(kit, { delayMs: QUOTE_DELAY_MS }), [kit])
  const { router } = kit.controllers

  // Spec §4 step 1, once per flow: back from the token list or the preview is no new start.
  // Core keeps an initialized state (a failed init goes back). Then a quote is asked for
  // (debounced) now and on every change of its inputs, whoever makes it.
  useEffect(() => {
    void initializeSwap(kit)
    amountRef.current?.focus()
    scheduler.schedule()
    const stop = getSwapController(kit).store.subscribe(quoteInputs, scheduler.schedule)
    return () => {
      stop()
      scheduler.cancel()
    }
  }, [kit, scheduler])

  const source = view.sourceToken
  const to = view.toToken
  const errorId = `${ids}-action`
  const busy = view.quoting
  const pick = (side: SwapSide) => router.push('SwapSelectToken', { swapSide: side })
  const max = source ? maxSourceAmount(source, view.gasFee) : undefined
  const review = () => {
    if (ready && !busy) router.push('SwapPreview')
  }
  // Enter asks for the quote at once; with no valid amount core shows 'Incorrect amount'.
  const onAmountKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || (ready && !busy)) return
    event.preventDefault()
    scheduler.cancel()
    void fetchSwapQuote(kit)
  }

  return (
    <form
      className="gw-swap"
      data-testid="swap-view"
      onSubmit={(event) => {
        event.preventDefault()
        review()
      }}
      noValidate
    >
      <div className="gw-swap-box">
        <label className="gw-text" htmlFor={`${ids}-pay`}>
          {t('send.youPay')}
        </label>
        <div className="gw-swap-line">
          <input
            ref={amountRef}
            id={`${ids}-pay`}
            className="gw-input gw-swap-amount"
            data-long={isLong(view.sourceTokenAmount)}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={view.sourceTokenAmount}
            aria-invalid={Boolean(inputError)}
            aria-describedby={inputError ? errorId : undefined}
            onChange={(event) => setSwapSourceAmount(kit, event.target.value.replace(',', '.'))}
            onKeyDown={onAmountKey}
            data-testid="swap-source-amount"
          />
          <TokenButton token={source} side="source" onPick={pick} />
        </div>
        <div className="gw-swap-line gw-swap-meta">
          <span className="gw-text" data-testid="swap-source-usd">
            {amountUsdText(format, view.sourceTokenAmount, view.sourceTokenPriceInUSD)}
          </span>
          <span className="gw-swap-line">
            <span className="gw-text" data-testid="swap-source-balance">
              {source?.quantity
                ? t('send.balance', {
                    amount: format.amount(source.quantity.numeric, { fixed: true }),
                  })
                : ''}
            </span>
            <Button
              variant="secondary"
              className="gw-swap-max"
              disabled={!max}
              onClick={() => max && setSwapSourceAmount(kit, max)}
              aria-label={
                source ? t('send.maxOfBalance', { symbol: source.symbol }) : t('send.max')
              }
              data-testid="swap-max"
            >
              {t('send.max')}
            </Button>
          </span>
        </div>
      </div>
      <div className="gw-swap-switch">
        <IconButton
          label={t('send.switchTokens')}
          disabled={!source || !to}
          onClick={() => switchSwapTokens(kit)}
          data-testid="swap-switch"
        >
          <SwapIcon />
        </IconButton>
      </div>
      <div className="gw-swap-box">
        <label className="gw-text" htmlFor={`${ids}-receive`}>
          {t('send.youReceive')}
        </label>
        <div className="gw-swap-line">
          <input
            id={`${ids}-receive`}
            className="gw-input gw-swap-amount"
            data-long={isLong(view.toTokenAmount)}
            readOnly
            placeholder="0"
            value={busy ? '' : view.toTokenAmount}
            aria-busy={busy}
            data-testid="swap-to-amount"
          />
          <TokenButton token={to} side="to" onPick={pick} />
        </div>
        <div className="gw-swap-line gw-swap-meta">
          <span className="gw-text" data-testid="swap-to-usd">
            {busy ? '' : amountUsdText(format, view.toTokenAmount, view.toTokenPriceInUSD)}
          </span>
          <span className="gw-text">
            {to?.quantity
              ? t('send.balance', { amount: format.amount(to.quantity.numeric, { fixed: true }) })
              : ''}
          </span>
        </div>
      </div>
      {view.toTokenAmount && !busy ? <SwapDetails view={view} testId="swap-details" /> : null}
      <p className="gw-visually-hidden" role="status" aria-live="polite" data-testid="swap-status">
        {busy
          ? t('send.gettingQuote')
          : view.initializing
            ? t('send.loadingTokensStatus')
            : (inputError ?? '')}
      </p>
      <Button
        id={errorId}
        type="submit"
        block
        disabled={!ready || busy}
        aria-busy={busy || view.initializing}
        data-testid="swap-review"
      >
        {busy ? (
          <>
            <Spinner /> {t('send.gettingQuote')}
          </>
        ) : (
          (inputError ?? t('send.reviewSwap'))
        )}
      </Button>
    </form>
  )
}
