import { isKitError } from '@gangway/core'
import { sendTokens } from '@gangway/core/send'
import { useEffect, useRef, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { Button, Spinner } from '../../ui/controls.js'
import { feeText, useSendForm } from '../Send/useSendForm.js'

function Row({ label, children, testId }: { label: string; children: string; testId: string }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
      <dt className="gw-text">{label}</dt>
      <dd
        style={{ margin: 0, textAlign: 'right', overflowWrap: 'anywhere', fontWeight: 600 }}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  )
}

/**
 * SendPreview: what will be sent (amount, receiver, network, network fee in native units and USD
 * when a price is known) and the Send button, busy while the wallet is asked. Success returns to
 * Account ('Transaction started'); a failure keeps everything typed here.
 */
export default function SendPreviewView() {
  const kit = useKitInstance()
  const form = useSendForm(kit)
  const receiverName = useStoreSelector(kit.stores.send, (state) => state.receiverProfileName)
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const sendButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    sendButton.current?.focus()
  }, [])

  const token = form.token
  const usd = token && token.price > 0 ? Number(form.amount) * token.price : undefined
  const submit = () => {
    setFailure(undefined)
    sendTokens(kit)
      .then(() => kit.controllers.router.reset('Account'))
      .catch((error: unknown) => {
        setFailure(isKitError(error) ? error.shortMessage : 'Something went wrong')
        sendButton.current?.focus()
      })
  }

  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      data-testid="send-preview-view"
    >
      <dl style={{ display: 'flex', flexDirection: 'column', gap: 10, margin: 0 }}>
        <Row label="Amount" testId="preview-amount">
          {`${form.amount} ${token?.symbol ?? ''}${usd === undefined ? '' : ` (≈ $${usd.toFixed(2)})`}`}
        </Row>
        <Row label="To" testId="preview-receiver">
          {receiverName ? `${receiverName} (${form.receiver})` : form.receiver}
        </Row>
        <Row label="Network" testId="preview-network">
          {form.network?.name ?? '—'}
        </Row>
        <Row label="Network fee" testId="preview-fee">
          {feeText(form.fee, form.estimating)}
        </Row>
      </dl>
      <p className="gw-text gw-text-error" role="alert" data-testid="preview-error">
        {/* After a send the state is reset: no problem to show on the way to Account. */}
        {failure ?? (token && form.amount ? form.error?.message : '') ?? ''}
      </p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button
          variant="secondary"
          block
          disabled={form.loading}
          onClick={() => kit.controllers.router.goBack()}
        >
          Back
        </Button>
        <Button
          ref={sendButton}
          block
          disabled={form.loading || Boolean(form.error)}
          aria-busy={form.loading}
          onClick={submit}
          data-testid="preview-send"
        >
          {form.loading ? (
            <>
              <Spinner /> Confirm in your wallet
            </>
          ) : (
            'Send'
          )}
        </Button>
      </div>
    </div>
  )
}
