import type { EmailConnectAction } from '@gangway/core/embedded'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { embedded as embeddedText } from '../../i18n/messages/en/embedded.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { Button } from '../../ui/controls.js'
import { MailIcon, RetryIcon } from '../../ui/viewIcons.js'
import { EmbeddedGate } from '../shared/EmbeddedGate.js'
import { Emphasis } from '../shared/Emphasis.js'
import {
  type EmbeddedLogin,
  embeddedErrorText,
  lastCodeSentAt,
  retryAfterSeconds,
  showAccountIfStillOn,
} from '../shared/embedded.js'
import { useResendCountdown } from '../shared/OtpStep.js'

/**
 * EmailVerifyDevice (spec §4, VERIFY_DEVICE; data: email): a known email on a browser it never
 * used: "Register this device" — the visitor approves it from the mail. The view waits for the
 * approval (`connectDevice`, one long poll after another) and then asks for the code
 * (EmailVerifyOtp). Resend mails the link again (after the 30 s cooldown).
 */
export default function EmailVerifyDeviceView() {
  const kit = useKitInstance()
  const email = useStoreSelector(kit.stores.router, (state) => state.data?.email)
  return (
    <EmbeddedGate>
      {(login) => <RegisterDevice kit={kit} login={login} email={email} />}
    </EmbeddedGate>
  )
}

type Phase = { kind: 'waiting' } | { kind: 'error'; error: unknown }
/** Under the buttons: nothing, the link went again, or why the resend failed. */
type Notice = { kind: 'none' } | { kind: 'resent' } | { kind: 'error'; error: unknown }

function RegisterDevice({
  kit,
  login,
  email,
}: {
  kit: UiKit
  login: EmbeddedLogin
  email: string | undefined
}) {
  const t = useT(embeddedText)
  const address = email ?? login.state.getState().email
  const [phase, setPhase] = useState<Phase>({ kind: 'waiting' })
  const [notice, setNotice] = useState<Notice>({ kind: 'none' })
  const countdown = useResendCountdown(lastCodeSentAt(kit))
  const headingId = useId()
  const live = useRef(true)
  useEffect(
    () => () => {
      live.current = false
    },
    [],
  )

  const next = useCallback(
    (action: EmailConnectAction) => {
      if (action === 'VERIFY_OTP') {
        if (kit.stores.router.getState().view === 'EmailVerifyDevice')
          kit.controllers.router.replace('EmailVerifyOtp', { email: address })
        return true
      }
      if (action === 'CONNECT') {
        showAccountIfStillOn(kit, 'EmailVerifyDevice')
        return true
      }
      return false
    },
    [kit, address],
  )

  // Long polls until the device is approved (each answers VERIFY_DEVICE after ≤ 25 s if not): on
  // entry, and again from Try again; a new loop (or leaving) stops the last one.
  const stopLoop = useRef<() => void>(undefined)
  const waitForApproval = useCallback(() => {
    stopLoop.current?.()
    let run = true
    stopLoop.current = () => {
      run = false
    }
    setPhase({ kind: 'waiting' })
    void (async () => {
      while (run) {
        try {
          if (next(await login.connectDevice())) return
        } catch (error) {
          if (run) setPhase({ kind: 'error', error })
          return
        }
      }
    })()
  }, [login, next])
  useEffect(() => {
    waitForApproval()
    return () => stopLoop.current?.()
  }, [waitForApproval])

  const resend = async () => {
    if (!address) return
    setNotice({ kind: 'none' })
    try {
      const action = await login.connectEmail(address)
      if (!live.current) return
      countdown.restart()
      if (!next(action)) setNotice({ kind: 'resent' })
    } catch (error) {
      if (!live.current) return
      const wait = retryAfterSeconds(error)
      if (wait) countdown.restart(wait)
      setNotice({ kind: 'error', error })
    }
  }

  const failed = phase.kind === 'error'
  return (
    <section
      className="gw-center"
      style={{ padding: '16px 8px 8px', gap: 12 }}
      aria-labelledby={headingId}
      data-testid="email-verify-device"
    >
      <span className="gw-image" aria-hidden="true" style={{ width: 48, height: 48 }}>
        <MailIcon width={24} height={24} />
      </span>
      <h3 id={headingId} className="gw-heading" style={{ fontSize: 'var(--gw-text-lg)' }}>
        {t('embedded.deviceTitle')}
      </h3>
      <p className="gw-text">
        <Emphasis
          text={t('embedded.deviceText')}
          name="email"
          value={address ?? t('embedded.yourEmail')}
        />
      </p>
      {failed ? (
        <>
          <p className="gw-text gw-text-error" role="alert" data-testid="device-error">
            {embeddedErrorText(phase.error, t)}
          </p>
          <Button variant="secondary" onClick={waitForApproval} data-testid="device-retry">
            <RetryIcon />
            {t('embedded.tryAgain')}
          </Button>
        </>
      ) : (
        <p className="gw-text" role="status" aria-live="polite" data-testid="device-status">
          {t('embedded.deviceWaiting')}
        </p>
      )}
      <p className="gw-text" aria-live="polite" data-testid="device-notice">
        {notice.kind === 'resent'
          ? t('embedded.deviceResent')
          : notice.kind === 'error'
            ? embeddedErrorText(notice.error, t)
            : ''}
      </p>
      <Button
        variant="secondary"
        disabled={countdown.seconds > 0 || !address}
        onClick={() => void resend()}
        data-testid="device-resend"
      >
        {countdown.seconds > 0
          ? t('embedded.deviceResendIn', { seconds: countdown.seconds })
          : t('embedded.deviceResend')}
      </Button>
    </section>
  )
}
