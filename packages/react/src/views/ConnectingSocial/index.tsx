import type { SocialProvider } from '@gangway/core/internal'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { embedded as embeddedText } from '../../i18n/messages/en/embedded.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { Button } from '../../ui/controls.js'
import { GlobeIcon, RetryIcon } from '../../ui/viewIcons.js'
import { AttemptStatus, NothingSelected, useAttempts } from '../shared/Attempt.js'
import { EmbeddedGate } from '../shared/EmbeddedGate.js'
import { type EmbeddedLogin, embeddedErrorText, showAccountIfStillOn } from '../shared/embedded.js'
import { openSocialPopup, SOCIAL_LABELS } from '../shared/socials.js'

/** What the Connect view passes: the provider and the popup it opened in the click. */
export interface ConnectingSocialData {
  socialProvider?: SocialProvider
  /** Opened synchronously in the click; null when blocked (the kit redirects the page). */
  popup?: Window | null
}

/**
 * ConnectingSocial (spec §4 embedded login, social): the provider's sign-in in the popup the
 * Connect view opened (or, where popups are blocked, a redirect of the page), "Continue in the
 * popup" while it runs, the error with Try again (which opens a new popup in that click).
 */
export default function ConnectingSocialView() {
  const kit = useKitInstance()
  const t = useT(embeddedText)
  const data = useStoreSelector(kit.stores.router, (state) => ({
    provider: (state.data?.socialProvider ?? state.data?.provider) as SocialProvider | undefined,
    popup: state.data?.popup as Window | null | undefined,
  }))
  if (!data.provider) return <NothingSelected text={t('embedded.noSocialProvider')} />
  const { provider, popup } = data
  return (
    <EmbeddedGate>
      {(login) => <SocialLogin kit={kit} login={login} provider={provider} popup={popup} />}
    </EmbeddedGate>
  )
}

type Status = { kind: 'waiting' } | { kind: 'error'; error: unknown }

function SocialLogin(props: {
  kit: UiKit
  login: EmbeddedLogin
  provider: SocialProvider
  popup: Window | null | undefined
}) {
  const { kit, login, provider } = props
  const t = useT(embeddedText)
  const name = SOCIAL_LABELS[provider] ?? provider
  const popup = useRef(props.popup)
  const [status, setStatus] = useState<Status>({ kind: 'waiting' })
  const [redirecting, setRedirecting] = useState(false)
  const done = useRef(false)

  const run = useCallback(async () => {
    setStatus({ kind: 'waiting' })
    const target = popup.current
    setRedirecting(!target)
    try {
      await login.connectSocial(provider, { popup: target })
      done.current = true
      showAccountIfStillOn(kit, 'ConnectingSocial')
    } catch (error) {
      target?.close()
      setStatus({ kind: 'error', error })
      kit.controllers.modal.shake()
    }
  }, [kit, login, provider])
  const { retry } = useAttempts(run)

  // Leaving before the login ended: the popup goes, and the pending request with it.
  useEffect(
    () => () => {
      if (done.current) return
      const target = popup.current
      if (target && !target.closed) {
        target.close()
        login.abortPending()
      }
    },
    [login],
  )

  const failed = status.kind === 'error'
  return (
    <div className="gw-center" style={{ padding: '16px 8px 8px' }} data-testid="connecting-social">
      <AttemptStatus
        image={
          <span className="gw-image" aria-hidden="true" style={{ width: 56, height: 56 }}>
            <GlobeIcon width={28} height={28} />
          </span>
        }
        failed={failed}
        title={failed ? embeddedErrorText(status.error, t) : t('embedded.socialContinue', { name })}
        titleTestId="social-title"
        text={
          failed
            ? t('embedded.signInNotCompleted')
            : redirecting
              ? t('embedded.socialRedirecting', { name })
              : t('embedded.socialPopup', { name })
        }
      />
      {failed ? (
        <Button
          variant="secondary"
          onClick={() => {
            // In the click itself, so the browser allows the popup.
            popup.current = openSocialPopup()
            retry()
          }}
          data-testid="social-retry"
        >
          <RetryIcon />
          {t('embedded.tryAgain')}
        </Button>
      ) : null}
    </div>
  )
}
