import { isValidEmail } from '@gangway/core/ui'
import { type FormEvent, useState } from 'react'
import { connect as connectText } from '../../i18n/messages/en/connect.js'
import type { ConnectId } from '../../i18n/messages/en/index.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { Button } from '../../ui/controls.js'
import { EmailField } from '../shared/EmailField.js'
import { embeddedErrorText, loadEmbeddedLogin, showAccountIfStillOn } from '../shared/embedded.js'

/** The email form's error: the form's own check (a message id), or the login's failure. */
type EmailError = { id: ConnectId } | { failure: unknown } | undefined

/** Connect's email method: the address, checked, then the embedded wallet's login. */
export function EmailForm({ kit }: { kit: UiKit }) {
  const t = useT(connectText)
  const [email, setEmail] = useState('')
  const [emailError, setError] = useState<EmailError>(undefined)
  const error = emailError
    ? 'id' in emailError
      ? t(emailError.id)
      : embeddedErrorText(emailError.failure, t)
    : ''
  const [busy, setBusy] = useState(false)
  const trimmed = email.trim()
  const valid = isValidEmail(trimmed)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!valid) {
      setError({ id: 'connect.invalidEmail' })
      return
    }
    setBusy(true)
    setError(undefined)
    try {
      // The embedded login loads on the first submit (never with the Connect view itself).
      const login = await loadEmbeddedLogin(kit)
      const action = await login.connectEmail(trimmed)
      const { view } = kit.stores.router.getState()
      if (view !== 'Connect') return
      if (action === 'VERIFY_OTP') kit.controllers.router.push('EmailVerifyOtp', { email: trimmed })
      else if (action === 'VERIFY_DEVICE')
        kit.controllers.router.push('EmailVerifyDevice', { email: trimmed })
      // CONNECT: the session was live and the kit is connected: the account shows.
      else showAccountIfStillOn(kit, 'Connect')
    } catch (failure) {
      setError({ failure })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="gw-list" onSubmit={(event) => void submit(event)} noValidate>
      <EmailField
        value={email}
        onChange={(value) => {
          setEmail(value)
          setError(undefined)
        }}
        label={t('connect.email')}
        error={error}
        busy={busy}
        testIds={{ input: 'email-input', error: 'email-error' }}
      />
      {email ? (
        <Button
          type="submit"
          block
          disabled={!valid || busy}
          aria-busy={busy || undefined}
          data-testid="email-submit"
        >
          {busy ? t('connect.sendingCode') : t('connect.continue')}
        </Button>
      ) : null}
    </form>
  )
}
