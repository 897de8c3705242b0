import { isKitError, KitError } from '@gangway/core/common'
import { getSwapInputError, sendSwap, sendSwapApproval } from '@gangway/core/swap'
import { useEffect, useId, useState } from 'react'
import { useKitInstance } from '../../hooks/context.js'
import { send as sendText } from '../../i18n/messages/en/send.js'
import { useNumberFormat } from '../../i18n/useNumberFormat.js'
import { useT } from '../../i18n/useT.js'
import { Button, Spinner } from '../../ui/controls.js'
import { NetworkName } from '../../ui/NetworkIcon.js'
import { DetailRow, SwapDetails, useSwapNetwork } from '../Swap/SwapDetails.js'
import {
  amountText,
  amountUsdText,
  swapErrorText,
  useSwapState,
  useSwapView,
  withUsd,
} from '../Swap/useSwap.js'

/** A failed approval or swap as a catalogue error ('Transaction error' when it is none). */
const failureOf = (error: unknown) =>
  isKitError(error) ? error : new KitError('SWAP_TRANSACTION_ERROR', { cause: error })

/**
 * SwapPreview (spec §4 steps 5–7): what the visitor pays and receives (with USD values), the
 * network, the fees and the max slippage. When the allowance is short the approval is an explicit
 * first step ('Approve USDC', busy until it is mined and the swap is built again); then 'Swap',
 * busy while the wallet is asked. Success returns to Account (core); a failure is shown here.
 */
export default function SwapPreviewView() {
  const kit = useKitInstance()
  const t = useT(sendText)
  const format = useNumberFormat()
  const view = useSwapView(kit)
  const network = useSwapNetwork()
  const inputError = useSwapState(kit, getSwapInputError)
  const ids = useId()
  const [step, setStep] = useState<'approving' | 'swapping' | undefined>(undefined)
  const [failure, setFailure] = useState<KitError | undefined>(undefined)
  // The step's button: Approve, then Swap (each its own element, so a new step is a new one).
  const [action, setAction] = useState<HTMLButtonElement | null>(null)
  const source = view.sourceToken
  const to = view.toToken
  // The approval comes first while there is no swap transaction yet (spec §4 step 5); with
  // both, the wallet batches them atomically: one Swap sends approve + swap together.
  const approval = view.approvalTransaction !== undefined && view.swapTransaction === undefined
  const batch = view.approvalTransaction !== undefined && view.swapTransaction !== undefined
  const approving = step === 'approving' || view.loadingApproval
  const swapping = step === 'swapping' || view.loadingTransaction
  // The wallet took the batch: its status is being read until it is confirmed.
  const confirming = swapping && view.batchId !== undefined
  const busy = approving || swapping
  // After the approval the quote and the swap are built again (spec §4 step 6).
  const rebuilding = view.quoting || (approving && !approval)
  const canSwap = !busy && !rebuilding && view.swapTransaction !== undefined && !inputError

  // Focus on the step's button once it can act: on entry, when the approval gives way to the
  // swap, and back on it after a failure.
  useEffect(() => {
    if (!busy && !rebuilding) action?.focus()
  }, [action, busy, rebuilding])

  const run = (which: 'approving' | 'swapping') => {
    setFailure(undefined)
    setStep(which)
    ;(which === 'approving' ? sendSwapApproval(kit) : sendSwap(kit))
      .catch((error: unknown) => setFailure(failureOf(error)))
      .finally(() => setStep(undefined))
  }

  const stateError = view.transactionError ?? inputError
  const error = failure
    ? t.error(failure)
    : stateError === undefined
      ? undefined
      : swapErrorText(t, stateError)
  const stepId = `${ids}-step`
  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      data-testid="swap-preview-view"
    >
      <SwapDetails view={view} testId="swap-preview-details" rate={false}>
        <DetailRow label={t('send.youPay')} testId="swap-preview-pay">
          {withUsd(
            t,
            amountText(format, view.sourceTokenAmount, source?.symbol),
            amountUsdText(format, view.sourceTokenAmount, view.sourceTokenPriceInUSD),
          )}
        </DetailRow>
        <DetailRow label={t('send.youReceive')} testId="swap-preview-receive">
          {withUsd(
            t,
            amountText(format, view.toTokenAmount, to?.symbol),
            amountUsdText(format, view.toTokenAmount, view.toTokenPriceInUSD),
          )}
        </DetailRow>
        <DetailRow label={t('send.network')} testId="swap-preview-network">
          <NetworkName network={network} />
        </DetailRow>
      </SwapDetails>
      {approval || batch ? (
        <p id={stepId} className="gw-text" data-testid="swap-preview-step">
          {batch
            ? t('send.batchStep', { symbol: source?.symbol ?? '' })
            : source
              ? t('send.approvalStep', { symbol: source.symbol })
              : t('send.approvalStepTokens')}
        </p>
      ) : null}
      <p className="gw-visually-hidden" role="status" aria-live="polite">
        {approval && approving
          ? t('send.approvingInWallet', { symbol: source?.symbol ?? '' })
          : confirming
            ? t('send.confirmingBatch')
            : swapping
              ? t('send.confirmSwapInWallet')
              : rebuilding
                ? t('send.gettingQuote')
                : ''}
      </p>
      <p className="gw-text gw-text-error" role="alert" data-testid="swap-preview-error">
        {error ?? ''}
      </p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button
          variant="secondary"
          block
          disabled={busy}
          onClick={() => kit.controllers.router.goBack()}
        >
          {t('send.back')}
        </Button>
        {approval ? (
          <Button
            key="approve"
            ref={setAction}
            block
            disabled={busy}
            aria-busy={approving}
            aria-describedby={stepId}
            onClick={() => run('approving')}
            data-testid="swap-preview-approve"
          >
            {approving ? (
              <>
                <Spinner /> {t('send.approving')}
              </>
            ) : source ? (
              t('send.approveSymbol', { symbol: source.symbol })
            ) : (
              t('send.approve')
            )}
          </Button>
        ) : (
          <Button
            key="swap"
            ref={setAction}
            block
            disabled={!canSwap}
            aria-busy={swapping || rebuilding}
            aria-describedby={batch ? stepId : undefined}
            onClick={() => run('swapping')}
            data-testid="swap-preview-swap"
          >
            {swapping || rebuilding ? (
              <>
                <Spinner />{' '}
                {confirming
                  ? t('send.confirming')
                  : swapping
                    ? t('send.confirmInWallet')
                    : t('send.gettingQuote')}
              </>
            ) : (
              t('send.swap')
            )}
          </Button>
        )}
      </div>
    </div>
  )
}
