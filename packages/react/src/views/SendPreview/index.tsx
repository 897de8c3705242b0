import { isKitError, KitError } from '@gangway/core/common'
import { sendTokens, tokenDecimals } from '@gangway/core/send'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useKitInstance, useStoreSelector, useViewStyles } from '../../hooks/context.js'
import { send as sendText } from '../../i18n/messages/en/send.js'
import { useNumberFormat } from '../../i18n/useNumberFormat.js'
import { useT } from '../../i18n/useT.js'
import { Button, Spinner } from '../../ui/controls.js'
import { NetworkName } from '../../ui/NetworkIcon.js'
import { feeText, sendErrorText, useSendForm } from '../Send/useSendForm.js'
import { sendPreviewCss } from './viewCss.js'

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="gw-send-preview-row">
      <dt className="gw-text">{label}</dt>
      <dd className="gw-send-preview-value" data-testid={testId}>
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
  useViewStyles(sendPreviewCss)
  const kit = useKitInstance()
  const t = useT(sendText)
  const format = useNumberFormat()
  const form = useSendForm(kit)
  const receiverName = useStoreSelector(kit.stores.send, (state) => state.receiverProfileName)
  // The send's failure: a catalogue error, shown in the locale.
  const [failure, setFailure] = useState<KitError | undefined>(undefined)
  const sendButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    sendButton.current?.focus()
  }, [])

  const token = form.token
  const usd = token && token.price > 0 ? Number(form.amount) * token.price : undefined
  // The amount as typed (every place the token has), in the locale's separators.
  const amount = token
    ? format.amount(form.amount, { decimals: tokenDecimals(token), symbol: token.symbol })
    : form.amount
  const submit = () => {
    setFailure(undefined)
    sendTokens(kit)
      .then(() => kit.controllers.router.reset('Account'))
      .catch((error: unknown) => {
        setFailure(isKitError(error) ? error : new KitError('SEND_FAILED', { cause: error }))
        sendButton.current?.focus()
      })
  }

  return (
    <div className="gw-send-preview" data-testid="send-preview-view">
      <dl className="gw-send-preview-rows">
        <Row label={t('send.amount')} testId="preview-amount">
          {usd === undefined ? amount : t('send.withUsd', { amount, usd: format.usd(usd) })}
        </Row>
        <Row label={t('send.to')} testId="preview-receiver">
          {receiverName ? `${receiverName} (${form.receiver})` : form.receiver}
        </Row>
        <Row label={t('send.network')} testId="preview-network">
          <NetworkName network={form.network} />
        </Row>
        <Row label={t('send.networkFee')} testId="preview-fee">
          {feeText(t, format, form.fee, form.estimating)}
        </Row>
      </dl>
      <p className="gw-text gw-text-error" role="alert" data-testid="preview-error">
        {/* After a send the state is reset: no problem to show on the way to Account. */}
        {failure
          ? t.error(failure)
          : token && form.amount && form.error
            ? sendErrorText(t, form.error)
            : ''}
      </p>
      <div className="gw-send-preview-actions">
        <Button
          variant="secondary"
          block
          disabled={form.loading}
          onClick={() => kit.controllers.router.goBack()}
        >
          {t('send.back')}
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
              <Spinner /> {t('send.confirmInWallet')}
            </>
          ) : (
            t('send.send')
          )}
        </Button>
      </div>
    </div>
  )
}
