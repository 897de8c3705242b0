import { TIMING } from '@gangway/core/internal'
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useViewStyles } from '../../hooks/context.js'
import { embedded as embeddedText } from '../../i18n/messages/en/embedded.js'
import { useT } from '../../i18n/useT.js'
import { Button, Spinner } from '../../ui/controls.js'
import { MailIcon } from '../../ui/viewIcons.js'
import { Emphasis } from './Emphasis.js'
import { embeddedErrorText, retryAfterSeconds } from './embedded.js'
import { OtpInput, type OtpInputHandle } from './OtpInput.js'
import { otpStepCss } from './otpStepCss.js'

type Phase = { kind: 'typing' } | { kind: 'verifying' } | { kind: 'error'; error: unknown }

export interface OtpStepProps {
  /** Where the code went (shown as text). */
  email: string | undefined
  /** The heading, e.g. 'Confirm your email'. */
  title: string
  /** Checks the code; throws the kit's error for a wrong, expired or locked code. */
  verify(code: string): Promise<void>
  /** Sends a new code (the 30 s cooldown of spec §9 applies); absent: no resend. */
  resend?: (() => Promise<void>) | undefined
  /** When the code went out (ms), for the resend countdown; default: when the view opened. */
  sentAt?: number | undefined
  /** Below the resend row (e.g. a way back to change the email). */
  children?: ReactNode
}

const COOLDOWN_SECONDS = TIMING.EMAIL_CODE_RESEND_COOLDOWN_MS / 1000

/**
 * The resend cooldown (spec §9: 30 s): whole seconds left, ticking while > 0. It counts from
 * `sentAt` (the kit's last-email-login time), else from when the view opens (the code or mail was
 * sent just before); `restart(seconds?)` after a resend, or with the seconds a RETRY_AFTER error
 * names.
 */
export function useResendCountdown(sentAt?: number): {
  seconds: number
  restart(seconds?: number): void
} {
  const [until, setUntil] = useState(() => (sentAt ?? Date.now()) + COOLDOWN_SECONDS * 1000)
  const left = useCallback(() => Math.max(0, Math.ceil((until - Date.now()) / 1000)), [until])
  const [seconds, setSeconds] = useState(left)
  useEffect(() => {
    setSeconds(left())
    if (left() === 0) return
    const timer = setInterval(() => {
      const now = left()
      setSeconds(now)
      if (now === 0) clearInterval(timer)
    }, 250)
    return () => clearInterval(timer)
  }, [left])
  return {
    seconds,
    restart: (wait = COOLDOWN_SECONDS) => setUntil(Date.now() + wait * 1000),
  }
}

/**
 * One email-code step (login, and both steps of an email update): the six boxes with focus on the
 * first, 'Verifying…' while the kit checks the code, the error (role=alert) with the boxes emptied
 * for a new try, and 'Resend code' once the 30 s cooldown has passed (a countdown until then).
 */
export function OtpStep({ email, title, verify, resend, sentAt, children }: OtpStepProps) {
  const t = useT(embeddedText)
  useViewStyles(otpStepCss)
  const [phase, setPhase] = useState<Phase>({ kind: 'typing' })
  const countdown = useResendCountdown(sentAt)
  const secondsLeft = countdown.seconds
  const [resending, setResending] = useState(false)
  const [notice, setNotice] = useState(false)
  const boxes = useRef<OtpInputHandle>(null)
  const live = useRef(true)
  const headingId = useId()
  const errorId = useId()
  useEffect(() => {
    live.current = true
    boxes.current?.focus()
    return () => {
      live.current = false
    }
  }, [])

  const submit = async (code: string) => {
    setNotice(false)
    setPhase({ kind: 'verifying' })
    try {
      await verify(code)
      // Success: the caller moves on (the kit shows the account, or the next step).
    } catch (error) {
      if (!live.current) return
      setPhase({ kind: 'error', error })
      boxes.current?.clear()
    }
  }

  const onResend = async () => {
    if (!resend) return
    setResending(true)
    setNotice(false)
    try {
      await resend()
      if (!live.current) return
      countdown.restart()
      setPhase({ kind: 'typing' })
      setNotice(true)
      boxes.current?.clear()
    } catch (error) {
      if (!live.current) return
      const wait = retryAfterSeconds(error)
      if (wait) countdown.restart(wait)
      setPhase({ kind: 'error', error })
    } finally {
      if (live.current) setResending(false)
    }
  }

  const verifying = phase.kind === 'verifying'
  return (
    <section className="gw-center gw-otp" aria-labelledby={headingId} data-testid="otp-step">
      <span className="gw-image gw-otp-icon" aria-hidden="true">
        <MailIcon width={24} height={24} />
      </span>
      <h3 id={headingId} className="gw-heading gw-otp-title">
        {title}
      </h3>
      <p className="gw-text" data-testid="otp-sent-to">
        <Emphasis
          text={t('embedded.otpSentTo')}
          name="email"
          value={email ?? t('embedded.yourEmail')}
        />
      </p>
      <OtpInput
        ref={boxes}
        disabled={verifying}
        invalid={phase.kind === 'error'}
        describedBy={errorId}
        onComplete={(code) => void submit(code)}
        onChange={(code) => {
          if (code && phase.kind === 'error') setPhase({ kind: 'typing' })
        }}
      />
      <div role="status" aria-live="polite" data-testid="otp-status" className="gw-text">
        {verifying ? (
          <span className="gw-otp-verifying">
            <Spinner />
            {t('embedded.otpVerifying')}
          </span>
        ) : notice ? (
          t('embedded.otpResent')
        ) : (
          ''
        )}
      </div>
      <p id={errorId} className="gw-text gw-text-error" role="alert" data-testid="otp-error">
        {phase.kind === 'error' ? embeddedErrorText(phase.error, t) : ''}
      </p>
      {resend ? (
        <div className="gw-text gw-otp-resend">
          {t('embedded.otpNotReceived')}
          <Button
            variant="secondary"
            disabled={verifying || resending || secondsLeft > 0}
            aria-busy={resending || undefined}
            onClick={() => void onResend()}
            data-testid="otp-resend"
          >
            {secondsLeft > 0
              ? t('embedded.otpResendIn', { seconds: secondsLeft })
              : t('embedded.otpResend')}
          </Button>
        </div>
      ) : null}
      {children}
    </section>
  )
}
