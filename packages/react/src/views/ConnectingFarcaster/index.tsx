import { KitError, safeLink } from '@gangway/core/common'
import { useCallback, useState } from 'react'
import { useKitInstance, useViewStyles } from '../../hooks/context.js'
import { embedded as embeddedText } from '../../i18n/messages/en/embedded.js'
import { useT } from '../../i18n/useT.js'
import type { UiKit } from '../../kit/types.js'
import { Button, Spinner } from '../../ui/controls.js'
import { CheckIcon, WarningIcon } from '../../ui/icons.js'
import { QrCode } from '../../ui/QrCode.js'
import { CopyIcon, ExternalIcon, RetryIcon } from '../../ui/viewIcons.js'
import { useAttempts } from '../shared/Attempt.js'
import { EmbeddedGate } from '../shared/EmbeddedGate.js'
import { type EmbeddedLogin, embeddedErrorText, showAccountIfStillOn } from '../shared/embedded.js'
import { useCopy } from '../shared/useCopy.js'
import { farcasterCss } from './viewCss.js'

const QR_SIZE = 240

/**
 * ConnectingFarcaster (spec §2; Sign In With Farcaster): the sign-in link as a QR code to scan
 * with the Farcaster app, 'Open Farcaster' (the same link, for a phone) and Copy link, while the
 * kit waits for the approval (≤ 120 s). Errors show with Try again (a new link). Going back while
 * disconnected is the router's (spec §2: the link is cleared, the connector reloaded).
 */
export default function ConnectingFarcasterView() {
  const kit = useKitInstance()
  return <EmbeddedGate>{(login) => <FarcasterLogin kit={kit} login={login} />}</EmbeddedGate>
}

type Status =
  | { kind: 'loading' }
  | { kind: 'waiting'; url: string }
  | { kind: 'error'; error: unknown }

function FarcasterLogin({ kit, login }: { kit: UiKit; login: EmbeddedLogin }) {
  const t = useT(embeddedText)
  useViewStyles(farcasterCss)
  const [status, setStatus] = useState<Status>({ kind: 'loading' })
  const { copied, copy } = useCopy(kit, t('embedded.copyLinkFailed'))

  const run = useCallback(async () => {
    setStatus({ kind: 'loading' })
    try {
      const { url } = await login.getFarcasterUri()
      const link = safeLink(url)
      if (!link) throw new KitError('FRAME_ERROR')
      setStatus({ kind: 'waiting', url: link })
      await login.connectFarcaster()
      showAccountIfStillOn(kit, 'ConnectingFarcaster')
    } catch (error) {
      // Left the view meanwhile: nothing to show.
      if (kit.stores.router.getState().view !== 'ConnectingFarcaster') return
      setStatus({ kind: 'error', error })
    }
  }, [kit, login])
  const { retry } = useAttempts(run)

  if (status.kind === 'error') {
    return (
      <div className="gw-center gw-embedded-failure" data-testid="farcaster-error">
        <div role="alert" className="gw-center gw-embedded-failure-alert">
          <WarningIcon width={32} height={32} />
          <p className="gw-heading gw-embedded-failure-text">
            {embeddedErrorText(status.error, t)}
          </p>
          <p className="gw-text">{t('embedded.signInNotCompleted')}</p>
        </div>
        <Button variant="secondary" onClick={retry} data-testid="farcaster-retry">
          <RetryIcon />
          {t('embedded.tryAgain')}
        </Button>
      </div>
    )
  }

  const url = status.kind === 'waiting' ? status.url : undefined
  return (
    <div className="gw-center gw-farcaster">
      {url ? (
        <QrCode
          value={url}
          size={QR_SIZE}
          label={t('embedded.farcasterQr')}
          testId="farcaster-qr"
        />
      ) : (
        <div
          className="gw-center"
          style={{ width: QR_SIZE, height: QR_SIZE, justifyContent: 'center' }}
          data-testid="farcaster-qr-loading"
        >
          <Spinner label={t('embedded.farcasterQrLoading')} />
        </div>
      )}
      <p className="gw-text" role="status" aria-live="polite" data-testid="farcaster-status">
        {url ? t('embedded.farcasterScan') : t('embedded.farcasterPreparing')}
      </p>
      {url ? (
        <a
          className="gw-btn gw-farcaster-open"
          data-variant="primary"
          data-block="true"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="farcaster-open"
        >
          <ExternalIcon />
          {t('embedded.farcasterOpen')}
        </a>
      ) : null}
      <Button
        variant="secondary"
        disabled={!url}
        onClick={() => {
          if (url) void copy(url)
        }}
        data-testid="farcaster-copy-link"
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
        {copied ? t('embedded.linkCopied') : t('embedded.copyLink')}
      </Button>
    </div>
  )
}
