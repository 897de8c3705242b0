import { getMaxSendAmount, readSendContext } from '@gangway/core/send'
import { useEffect, useId, useRef, useState } from 'react'
import { useKitInstance } from '../../hooks/context.js'
import { send as sendText } from '../../i18n/messages/en/send.js'
import { useNumberFormat } from '../../i18n/useNumberFormat.js'
import { useT } from '../../i18n/useT.js'
import { Button, ListItem } from '../../ui/controls.js'
import { ChevronRightIcon } from '../../ui/icons.js'
import { TokenIcon } from '../../ui/TokenIcon.js'
import { ReceiverField } from './ReceiverField.js'
import { useReceiverName } from './useReceiverName.js'
import { feeText, fieldOf, sendErrorText, useSendForm } from './useSendForm.js'

const FIELD_STYLE = { paddingInlineStart: 14 } as const
/** The forward chevron points the reading way (left in a right-to-left modal). */
const MIRRORED = { transform: 'scaleX(-1)' } as const

/**
 * Send (spec §3–§5): the token (native first, then tokens with a balance), the amount with Max,
 * the receiver, and the send's first problem as the visitor types; Preview goes on once the send
 * can go.
 */
export default function SendView() {
  const kit = useKitInstance()
  const t = useT(sendText)
  const format = useNumberFormat()
  const form = useSendForm(kit)
  const { send, router, events } = kit.controllers
  const ids = useId()
  const amountRef = useRef<HTMLInputElement>(null)
  const [maxing, setMaxing] = useState(false)
  const receiver = useReceiverName(kit)
  const touched = form.amount !== '' || form.receiver !== ''

  // OPEN_SEND when the flow starts (no token picked yet; back from the token list is no new
  // start), then the native currency is picked until the visitor picks another token.
  useEffect(() => {
    const context = readSendContext(kit)
    if (context && !kit.stores.send.getState().token) {
      events.send('OPEN_SEND', {
        namespace: context.namespace,
        isSmartAccount: context.isSmartAccount,
        network: context.network.caipNetworkId,
      })
    }
    amountRef.current?.focus()
  }, [kit, events])
  const first = form.tokens[0]
  useEffect(() => {
    if (!kit.stores.send.getState().token && first) send.setSendState({ token: first })
  }, [kit, send, first])

  const field = touched ? fieldOf(form.error, form.amount, form.receiver) : undefined
  const errorId = `${ids}-error`
  const setMax = () => {
    setMaxing(true)
    getMaxSendAmount(kit, form.fee ? { fee: form.fee } : {})
      .then((max) => send.setSendState({ sendTokenAmount: max }))
      .catch(() => {
        // No fee: the visitor types the amount.
      })
      .finally(() => setMaxing(false))
  }

  return (
    <form
      className="gw-stack"
      style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
      data-testid="send-view"
      onSubmit={(event) => {
        event.preventDefault()
        if (!form.error && !receiver.resolving) router.push('SendPreview')
      }}
      noValidate
    >
      <ListItem
        image={<TokenIcon src={form.token?.iconUrl} symbol={form.token?.symbol ?? '?'} size={32} />}
        label={form.token ? form.token.symbol : t('send.selectToken')}
        sublabel={
          form.token
            ? t('send.balance', {
                amount: format.amount(form.token.quantity.numeric, {
                  symbol: form.token.symbol,
                  fixed: true,
                }),
              })
            : undefined
        }
        end={<ChevronRightIcon style={t.dir === 'rtl' ? MIRRORED : undefined} />}
        aria-label={
          form.token ? t('send.tokenChange', { symbol: form.token.symbol }) : t('send.selectToken')
        }
        onClick={() => router.push('SendSelectToken')}
        data-testid="send-token"
      />
      <div>
        <label className="gw-text" htmlFor={`${ids}-amount`}>
          {t('send.amount')}
        </label>
        <div className="gw-input-wrap" style={{ gap: 8, marginTop: 4 }}>
          <input
            ref={amountRef}
            id={`${ids}-amount`}
            className="gw-input"
            style={FIELD_STYLE}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={form.amount}
            aria-invalid={field === 'amount'}
            aria-describedby={field === 'amount' ? errorId : undefined}
            onChange={(event) =>
              send.setSendState({ sendTokenAmount: event.target.value.replace(',', '.') })
            }
            data-testid="send-amount"
          />
          <Button
            variant="secondary"
            onClick={setMax}
            disabled={!form.token || maxing}
            aria-label={
              form.token ? t('send.useMaxOf', { symbol: form.token.symbol }) : t('send.useMax')
            }
            data-testid="send-max"
          >
            {t('send.max')}
          </Button>
        </div>
      </div>
      <ReceiverField
        kit={kit}
        receiver={receiver}
        id={`${ids}-receiver`}
        networkName={form.network?.name}
        invalid={field === 'receiver'}
        errorId={errorId}
      />
      <p className="gw-text" aria-live="polite" data-testid="send-fee">
        {t('send.networkFeeLine', { fee: feeText(t, format, form.fee, form.estimating) })}
      </p>
      <p
        id={errorId}
        className="gw-text gw-text-error"
        role="alert"
        style={{ minHeight: '1.4em' }}
        data-testid="send-error"
      >
        {receiver.failure ??
          (receiver.resolving ? '' : touched && form.error ? sendErrorText(t, form.error) : '')}
      </p>
      <Button
        type="submit"
        block
        disabled={Boolean(form.error) || receiver.resolving}
        data-testid="send-preview"
      >
        {t('send.previewSend')}
      </Button>
    </form>
  )
}
