import { isKitError } from '@gangway/core'
import { getSwapInputError, sendSwap, sendSwapApproval } from '@gangway/core/swap'
import { useEffect, useId, useRef, useState } from 'react'
import { useKitInstance } from '../../hooks/context.js'
import { Button, Spinner } from '../../ui/controls.js'
import { DetailRow, SwapDetails, useSwapNetwork } from '../Swap/SwapDetails.js'
import { amountText, amountUsdText, useSwapState, useSwapView } from '../Swap/useSwap.js'

const withUsd = (text: string, usd: string) => (usd ? `${text} (≈ ${usd})` : text)
const messageOf = (error: unknown) => (isKitError(error) ? error.shortMessage : 'Transaction error')

/**
 * SwapPreview (spec §4 steps 5–7): what the visitor pays and receives (with USD values), the
 * network, the fees and the max slippage. When the allowance is short the approval is an explicit
 * first step ('Approve USDC', busy until it is mined and the swap is built again); then 'Swap',
 * busy while the wallet is asked. Success returns to Account (core); a failure is shown here.
 */
export default function SwapPreviewView() {
  const kit = useKitInstance()
  const view = useSwapView(kit)
  const network = useSwapNetwork()
  const inputError = useSwapState(kit, getSwapInputError)
  const ids = useId()
  const [step, setStep] = useState<'approving' | 'swapping' | undefined>(undefined)
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const action = useRef<HTMLButtonElement>(null)
  const source = view.sourceToken
  const to = view.toToken
  // The approval comes first while there is no swap transaction yet (spec §4 step 5).
  const approval = view.approvalTransaction !== undefined && view.swapTransaction === undefined
  const approving = step === 'approving' || view.loadingApproval
  const swapping = step === 'swapping' || view.loadingTransaction
  const busy = approving || swapping
  // After the approval the quote and the swap are built again (spec §4 step 6).
  const rebuilding = view.quoting || (approving && !approval)
  const canSwap = !busy && !rebuilding && view.swapTransaction !== undefined && !inputError

  // Focus on the step's button once it can act: on entry, when the approval gives way to the
  // swap, and back on it after a failure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the button changes with the step
  useEffect(() => {
    if (!busy && !rebuilding) action.current?.focus()
  }, [approval, busy, rebuilding])

  const run = (which: 'approving' | 'swapping') => {
    setFailure(undefined)
    setStep(which)
    ;(which === 'approving' ? sendSwapApproval(kit) : sendSwap(kit))
      .catch((error: unknown) => setFailure(messageOf(error)))
      .finally(() => setStep(undefined))
  }

  const error = failure ?? view.transactionError ?? inputError
  const stepId = `${ids}-step`
  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      data-testid="swap-preview-view"
    >
      <SwapDetails view={view} testId="swap-preview-details" rate={false}>
        <DetailRow label="You pay" testId="swap-preview-pay">
          {withUsd(
            amountText(view.sourceTokenAmount, source?.symbol),
            amountUsdText(view.sourceTokenAmount, view.sourceTokenPriceInUSD),
          )}
        </DetailRow>
        <DetailRow label="You receive" testId="swap-preview-receive">
          {withUsd(
            amountText(view.toTokenAmount, to?.symbol),
            amountUsdText(view.toTokenAmount, view.toTokenPriceInUSD),
          )}
        </DetailRow>
        <DetailRow label="Network" testId="swap-preview-network">
          {network.name ?? '—'}
        </DetailRow>
      </SwapDetails>
      {approval ? (
        <p id={stepId} className="gw-text" data-testid="swap-preview-step">
          {`Step 1 of 2: allow the swap to use your ${source?.symbol ?? 'tokens'}. Then swap.`}
        </p>
      ) : null}
      <p className="gw-visually-hidden" role="status" aria-live="polite">
        {approval && approving
          ? `Approving ${source?.symbol ?? ''} in your wallet…`
          : swapping
            ? 'Confirm the swap in your wallet…'
            : rebuilding
              ? 'Getting quote…'
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
          Back
        </Button>
        {approval ? (
          <Button
            key="approve"
            ref={action}
            block
            disabled={busy}
            aria-busy={approving}
            aria-describedby={stepId}
            onClick={() => run('approving')}
            data-testid="swap-preview-approve"
          >
            {approving ? (
              <>
                <Spinner /> Approving…
              </>
            ) : (
              `Approve ${source?.symbol ?? ''}`.trim()
            )}
          </Button>
        ) : (
          <Button
            key="swap"
            ref={action}
            block
            disabled={!canSwap}
            aria-busy={swapping || rebuilding}
            onClick={() => run('swapping')}
            data-testid="swap-preview-swap"
          >
            {swapping || rebuilding ? (
              <>
                <Spinner /> {swapping ? 'Confirm in your wallet' : 'Getting quote…'}
              </>
            ) : (
              'Swap'
            )}
          </Button>
        )}
      </div>
    </div>
  )
}
