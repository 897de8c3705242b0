import { isValidEmail } from '@gangway/core/ui'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { selectAccountState } from '../../hooks/accountState.js'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import type { UiKit } from '../../kit/types.js'
import { Button } from '../../ui/controls.js'
import { MailIcon } from '../../ui/icons.js'
import { EmbeddedGate } from '../shared/EmbeddedGate.js'
import { type EmbeddedLogin, embeddedErrorText } from '../shared/embedded.js'

/**
 * UpdateEmail (spec §4: email update; data: email, the current one): the new email. Continue
 * sends a code to the current email (VERIFY_PRIMARY_OTP → UpdateEmailPrimaryOtp). The cooldown's
 * 'Please try again after N seconds' and the server's refusals (e.g. the email is taken) show
 * under the field.
 */
export default function UpdateEmailView() {
  const kit = useKitInstance()
  const current = useStoreSelector(
    kit.stores.chain,
    (state) => selectAccountState(state)?.user?.email,
  )
  const fromRouter = useStoreSelector(kit.stores.router, (state) => state.data?.email)
  return (
    <EmbeddedGate>
      {(login) => <NewEmailForm kit={kit} login={login} current={current ?? fromRouter} />}
    </EmbeddedGate>
  )
}

function NewEmailForm({
  kit,
  login,
  current,
}: {
  kit: UiKit
  login: EmbeddedLogin
  current: string | undefined
}) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const errorId = useId()
  useEffect(() => {
    input.current?.focus({ preventScroll: true })
  }, [])

  const trimmed = email.trim()
  const same = Boolean(current) && trimmed.toLowerCase() === current?.toLowerCase()
  const valid = isValidEmail(trimmed) && !same

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!valid) {
      setError(same ? 'This is already your email' : 'Enter a valid email')
      input.current?.focus()
      return
    }
    setBusy(true)
    setError('')
    try {
      const action = await login.updateEmail(trimmed)
      const data = { email: current, newEmail: trimmed }
      if (kit.stores.router.getState().view !== 'UpdateEmail') return
      if (action === 'VERIFY_SECONDARY_OTP')
        kit.controllers.router.push('UpdateEmailSecondaryOtp', data)
      else kit.controllers.router.push('UpdateEmailPrimaryOtp', data)
    } catch (failure) {
      setError(embeddedErrorText(failure))
      input.current?.focus()
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="gw-list"
      style={{ padding: '8px 0 0' }}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="update-email-form"
    >
      {current ? (
        <p className="gw-text" data-testid="update-email-current">
          Current email: <strong>{current}</strong>
        </p>
      ) : null}
      <div className="gw-input-wrap">
        <MailIcon />
        <input
          ref={input}
          className="gw-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="New email"
          aria-label="New email"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          value={email}
          disabled={busy}
          onChange={(event) => {
            setEmail(event.target.value)
            setError('')
          }}
          data-testid="update-email-input"
        />
      </div>
      <p
        id={errorId}
        className="gw-text gw-text-error"
        role="alert"
        data-testid="update-email-error"
      >
        {error}
      </p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="secondary" block disabled={busy} onClick={kit.controllers.router.goBack}>
          Cancel
        </Button>
        <Button
          type="submit"
          block
          disabled={busy || !trimmed}
          aria-busy={busy || undefined}
          data-testid="update-email-submit"
        >
          {busy ? 'Sending code…' : 'Continue'}
        </Button>
      </div>
    </form>
  )
}
