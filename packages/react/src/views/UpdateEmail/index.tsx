import { isValidEmail } from '@gangway/core/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { selectAccountState } from '../../hooks/accountState.js'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { embedded as embeddedText } from '../../i18n/messages/en/embedded.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { Button } from '../../ui/controls.js'
import { EmailField } from '../shared/EmailField.js'
import { EmbeddedGate } from '../shared/EmbeddedGate.js'
import { Emphasis } from '../shared/Emphasis.js'
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

type FormError = { kind: 'same' } | { kind: 'invalid' } | { kind: 'failure'; failure: unknown }

function NewEmailForm({
  kit,
  login,
  current,
}: {
  kit: UiKit
  login: EmbeddedLogin
  current: string | undefined
}) {
  const t = useT(embeddedText)
  const [email, setEmail] = useState('')
  /** Why Continue did not go on: the field's own check, or the kit's failure. */
  const [error, setError] = useState<FormError | undefined>()
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
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
      setError(same ? { kind: 'same' } : { kind: 'invalid' })
      input.current?.focus()
      return
    }
    setBusy(true)
    setError(undefined)
    try {
      const action = await login.updateEmail(trimmed)
      const data = { email: current, newEmail: trimmed }
      if (kit.stores.router.getState().view !== 'UpdateEmail') return
      if (action === 'VERIFY_SECONDARY_OTP')
        kit.controllers.router.push('UpdateEmailSecondaryOtp', data)
      else kit.controllers.router.push('UpdateEmailPrimaryOtp', data)
    } catch (failure) {
      setError({ kind: 'failure', failure })
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
          <Emphasis text={t('embedded.currentEmail')} name="email" value={current} />
        </p>
      ) : null}
      <EmailField
        value={email}
        onChange={(value) => {
          setEmail(value)
          setError(undefined)
        }}
        label={t('embedded.newEmail')}
        error={
          error?.kind === 'same'
            ? t('embedded.emailSame')
            : error?.kind === 'invalid'
              ? t('embedded.emailInvalid')
              : error
                ? embeddedErrorText(error.failure, t)
                : ''
        }
        busy={busy}
        inputRef={input}
        testIds={{ input: 'update-email-input', error: 'update-email-error' }}
      />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="secondary" block disabled={busy} onClick={kit.controllers.router.goBack}>
          {t('embedded.cancel')}
        </Button>
        <Button
          type="submit"
          block
          disabled={busy || !trimmed}
          aria-busy={busy || undefined}
          data-testid="update-email-submit"
        >
          {busy ? t('embedded.sendingCode') : t('embedded.continue')}
        </Button>
      </div>
    </form>
  )
}
