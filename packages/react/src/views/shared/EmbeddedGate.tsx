import type { ReactNode } from 'react'
import { useKitInstance, useViewStyles } from '../../hooks/context.js'
import { embedded as embeddedText } from '../../i18n/messages/en/embedded.js'
import { useT } from '../../i18n/useT.js'
import { useViewHeader } from '../../modal/viewHeader.js'
import { Button, Spinner } from '../../ui/controls.js'
import { WarningIcon } from '../../ui/icons.js'
import { RetryIcon } from '../../ui/viewIcons.js'
import { type EmbeddedLogin, embeddedErrorText, useEmbeddedLogin } from './embedded.js'
import { embeddedGateCss } from './embeddedGateCss.js'
import { FrameSlot, useRecoveryFrame } from './FrameSlot.js'

/**
 * The embedded login views' frame: a loader while `@gangway/core/embedded` loads, its failure with
 * Try again and Go back, then the view. While the secure frame asks for the recovery code the
 * frame is shown in its place (the view stays mounted underneath, hidden, so its pending request
 * carries on).
 */
export function EmbeddedGate({ children }: { children: (login: EmbeddedLogin) => ReactNode }) {
  const kit = useKitInstance()
  const t = useT(embeddedText)
  const load = useEmbeddedLogin(kit)
  useViewStyles(embeddedGateCss)
  if (load.status === 'loading') {
    return (
      <div className="gw-center gw-embedded-loading">
        <Spinner label={t('embedded.loading')} />
      </div>
    )
  }
  if (load.status === 'error') {
    return <EmbeddedFailure message={embeddedErrorText(load.error, t)} onRetry={load.retry} />
  }
  return <WithRecovery login={load.login}>{children(load.login)}</WithRecovery>
}

function WithRecovery({ login, children }: { login: EmbeddedLogin; children: ReactNode }) {
  const t = useT(embeddedText)
  const recovery = useRecoveryFrame(login)
  // The frame's recovery page has its own way out: the header names it, with no back to the step.
  useViewHeader(recovery ? t('embedded.recoveryCode') : undefined)
  return (
    <>
      {recovery ? <FrameSlot login={login} label={t('embedded.recoveryCode')} /> : null}
      <div hidden={recovery} className="gw-embedded-content">
        {children}
      </div>
    </>
  )
}

/** A failure a login view cannot go on from: its text (role=alert), Try again and Go back. */
export function EmbeddedFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const kit = useKitInstance()
  const t = useT(embeddedText)
  useViewStyles(embeddedGateCss)
  return (
    <div className="gw-center gw-embedded-failure" data-testid="embedded-failure">
      <div role="alert" className="gw-center gw-embedded-failure-alert">
        <WarningIcon width={32} height={32} />
        <p className="gw-heading gw-embedded-failure-text">{message}</p>
      </div>
      <div className="gw-embedded-failure-actions">
        <Button variant="secondary" block onClick={kit.controllers.router.goBack}>
          {t('embedded.goBack')}
        </Button>
        {onRetry ? (
          <Button block onClick={onRetry} data-testid="embedded-retry">
            <RetryIcon />
            {t('embedded.tryAgain')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}
