import { isKitError } from '@gangway/core/common'
import { nameErrorText, registerAccountName } from '@gangway/core/names'
import { useEffect, useId, useRef, useState } from 'react'
import { useKitInstance } from '../../hooks/context.js'
import type { MessageId } from '../../i18n/messages/en/index.js'
import { names as namesText } from '../../i18n/messages/en/names.js'
import type { Translate } from '../../i18n/translate.js'
import { useT } from '../../i18n/useT.js'
import { Button, Spinner } from '../../ui/controls.js'
import { useNameAvailability } from './useNameAvailability.js'

/** The names code the account button and Send load through this chunk (shared/namesChunk.ts). */
export { loadProfileName, looksLikeName, nameErrorText, resolveName } from '@gangway/core/names'

/**
 * RegisterAccountName (spec §2, §4 name registration): the label as typed, checked against the
 * spec §5 rule, its availability and free variants from the name API as the visitor types, and
 * Register (busy while the wallet signs and the server registers). A failure stays here with the
 * server's reason (or the spec's text).
 */
/**
 * A name failure in the modal's locale: in English the server's reason or the spec's text
 * (`nameErrorText`, as core reports it); in another locale the catalogue's text of the error (the
 * server's reason is English), the rule's text for a name that breaks it.
 */
function nameFailureText(error: unknown, t: Translate<MessageId>): string {
  if (t.locale === 'en' || !isKitError(error)) return nameErrorText(error)
  if (isKitError(error, 'INVALID_ACCOUNT_NAME')) return t('names.rule')
  return t.error(error)
}

export default function RegisterAccountNameView() {
  const kit = useKitInstance()
  const t = useT(namesText)
  const ids = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [label, setLabel] = useState('')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown } | undefined>()
  const check = useNameAvailability(kit, label)
  useEffect(() => inputRef.current?.focus(), [])

  const taken = check.availability && !check.availability.available
  const canRegister = Boolean(check.availability?.available) && !busy
  const message = failure
    ? nameFailureText(failure.error, t)
    : check.invalid
      ? nameFailureText(check.invalid, t)
      : check.failure !== undefined
        ? nameFailureText(check.failure, t)
        : taken
          ? t('names.taken', { name: check.availability?.name ?? label })
          : undefined
  const register = () => {
    if (!canRegister) return
    setBusy(true)
    setFailure(undefined)
    registerAccountName(kit, label)
      .catch((error: unknown) => setFailure({ error }))
      .finally(() => setBusy(false))
  }

  return (
    <form
      className="gw-stack"
      style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
      data-testid="register-name-view"
      onSubmit={(event) => {
        event.preventDefault()
        register()
      }}
      noValidate
    >
      <label className="gw-text" htmlFor={`${ids}-name`}>
        {t('names.label')}
      </label>
      <input
        ref={inputRef}
        id={`${ids}-name`}
        className="gw-input"
        style={{ paddingInlineStart: 14 }}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('names.placeholder')}
        value={label}
        disabled={busy}
        aria-invalid={Boolean(message)}
        aria-describedby={`${ids}-status`}
        onChange={(event) => {
          setFailure(undefined)
          setLabel(event.target.value.trim())
        }}
        data-testid="register-name-input"
      />
      <p
        id={`${ids}-status`}
        className={message ? 'gw-text gw-text-error' : 'gw-text'}
        role={message ? 'alert' : 'status'}
        style={{ minHeight: '1.4em' }}
        data-testid="register-name-status"
      >
        {message ??
          (check.checking
            ? t('names.checking')
            : check.availability
              ? t('names.available', { name: check.availability.name })
              : '')}
      </p>
      {taken && check.availability?.suggestions.length ? (
        <div
          data-testid="register-name-suggestions"
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
        >
          {check.availability.suggestions.map((suggestion) => {
            const suggested = suggestion.name.split('.')[0] ?? ''
            return (
              <Button
                key={suggestion.name}
                variant="secondary"
                onClick={() => setLabel(suggested)}
                data-testid="register-name-suggestion"
              >
                {suggestion.name}
              </Button>
            )
          })}
        </div>
      ) : null}
      <Button
        type="submit"
        block
        disabled={!canRegister}
        aria-busy={busy}
        data-testid="register-name-submit"
      >
        {busy ? <Spinner label={t('names.registering')} /> : null}
        {busy ? t('names.registeringBusy') : t('names.register')}
      </Button>
    </form>
  )
}
