import { type Ref, useId } from 'react'
import { MailIcon } from '../../ui/viewIcons.js'

export interface EmailFieldProps {
  value: string
  onChange(value: string): void
  /** The field's placeholder and accessible name. */
  label: string
  /** The field's problem in the locale ('' when none): shown under it, the field marked invalid. */
  error: string
  /** While the address is being sent: the field keeps its text and focus but takes no typing. */
  busy: boolean
  inputRef?: Ref<HTMLInputElement>
  /** The data-testids of the input and of its error line. */
  testIds: { input: string; error: string }
}

/**
 * An email address field with its error line (Connect's email login, UpdateEmail's new
 * address): the mail icon, the browser's email keyboard and autofill, and the problem announced
 * (role=alert) and tied to the field (aria-describedby) while there is one.
 */
export function EmailField({
  value,
  onChange,
  label,
  error,
  busy,
  inputRef,
  testIds,
}: EmailFieldProps) {
  const errorId = useId()
  return (
    <>
      <div className="gw-input-wrap">
        <MailIcon />
        <input
          ref={inputRef}
          className="gw-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={label}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          readOnly={busy}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testIds.input}
        />
      </div>
      <p
        id={errorId}
        className="gw-text gw-text-error"
        role="alert"
        data-testid={testIds.error}
        style={error ? undefined : { display: 'none' }}
      >
        {error}
      </p>
    </>
  )
}
