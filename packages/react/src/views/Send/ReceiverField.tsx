import { send as sendText } from '../../i18n/messages/en/send.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import type { ReceiverName } from './useReceiverName.js'

export interface ReceiverFieldProps {
  kit: UiKit
  receiver: ReceiverName
  id: string
  networkName: string | undefined
  invalid: boolean
  errorId: string
}

/** Send's receiver: an address, or (with a name API) a name, shown with the address it resolves to. */
export function ReceiverField({
  kit,
  receiver,
  id,
  networkName,
  invalid,
  errorId,
}: ReceiverFieldProps) {
  const t = useT(sendText)
  const names = Boolean(kit.options.namesApiUrl)
  const wrong = invalid || Boolean(receiver.failure)
  return (
    <div>
      <label className="gw-text" htmlFor={id}>
        {names ? t('send.receiverOrName') : t('send.receiver')}
      </label>
      <input
        id={id}
        className="gw-input"
        style={{ paddingInlineStart: 14, marginTop: 4 }}
        autoComplete="off"
        spellCheck={false}
        placeholder={
          networkName ? t('send.addressOn', { network: networkName }) : t('send.address')
        }
        value={receiver.typed}
        aria-invalid={wrong}
        aria-describedby={wrong ? errorId : undefined}
        onChange={(event) => receiver.setTyped(event.target.value)}
        data-testid="send-receiver"
      />
      {receiver.resolving || receiver.resolved ? (
        <p
          className="gw-text"
          aria-live="polite"
          style={{ marginTop: 4, wordBreak: 'break-all' }}
          data-testid="send-receiver-resolved"
        >
          {receiver.resolving ? t('send.resolvingName') : receiver.resolved}
        </p>
      ) : null}
    </div>
  )
}
