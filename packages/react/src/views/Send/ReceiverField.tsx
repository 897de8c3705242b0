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
  const names = Boolean(kit.options.namesApiUrl)
  const wrong = invalid || Boolean(receiver.failure)
  return (
    <div>
      <label className="gw-text" htmlFor={id}>
        {names ? 'Receiver address or name' : 'Receiver address'}
      </label>
      <input
        id={id}
        className="gw-input"
        style={{ paddingLeft: 14, marginTop: 4 }}
        autoComplete="off"
        spellCheck={false}
        placeholder={networkName ? `Address on ${networkName}` : 'Address'}
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
          {receiver.resolving ? 'Resolving name…' : receiver.resolved}
        </p>
      ) : null}
    </div>
  )
}
