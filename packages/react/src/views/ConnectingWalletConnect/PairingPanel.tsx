import type { WalletListing } from '@gangway/core'
import { type ReactNode, useState } from 'react'
import { useKitInstance } from '../../hooks/context.js'
import { connect as connectText } from '../../i18n/messages/en/connect.js'
import { useT } from '../../i18n/useT.js'
import { Button, Spinner } from '../../ui/controls.js'
import { CheckIcon, CopyIcon, RetryIcon, WarningIcon } from '../../ui/icons.js'
import { QrCode } from '../../ui/QrCode.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { listingImage } from '../shared/connectorImage.js'
import type { Pairing } from './usePairing.js'

const QR_SIZE = 280

/** QR code (or its placeholder), copy link, an error with retry; `children` add wallet actions. */
export function PairingPanel({
  pairing,
  wallet,
  children,
  hint,
}: {
  pairing: Pairing
  wallet?: WalletListing | undefined
  children?: ReactNode
  /** Replaces the line under the QR code (on a phone: scan it from another device). */
  hint?: ReactNode
}) {
  const kit = useKitInstance()
  const t = useT(connectText)
  const [copied, setCopied] = useState(false)
  const { uri, status } = pairing

  const copy = async () => {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      setCopied(true)
      kit.controllers.snackbar.showSuccess(t('connect.linkCopied'))
      setTimeout(() => setCopied(false), 1500)
    } catch {
      kit.controllers.snackbar.showError(t('connect.linkCopyFailed'))
    }
  }

  if (status === 'unavailable') {
    return (
      <div className="gw-empty" role="status">
        <WarningIcon />
        {t('connect.walletConnectUnavailable')}
      </div>
    )
  }

  if (status === 'error') {
    return (
      <div className="gw-center" style={{ padding: '16px 8px 8px' }} data-testid="wc-error">
        <div role="alert" className="gw-center" style={{ padding: 0 }}>
          <WarningIcon width={32} height={32} />
          <p className="gw-heading" style={{ fontSize: 'var(--gw-text-lg)' }}>
            {pairing.message ?? t('connect.connectionDeclined')}
          </p>
          <p className="gw-text">{t('connect.connectionNotCompleted')}</p>
        </div>
        <Button variant="secondary" onClick={pairing.retry} data-testid="wc-retry">
          <RetryIcon />
          {t('connect.tryAgain')}
        </Button>
      </div>
    )
  }

  return (
    <div className="gw-center" style={{ padding: '8px 4px 4px', gap: 12 }}>
      {uri ? (
        <QrCode
          value={uri}
          size={QR_SIZE}
          label={
            wallet
              ? t('connect.qrToConnect', { wallet: wallet.name })
              : t('connect.walletConnectQr')
          }
          logo={
            wallet ? (
              <WalletImage name={wallet.name} src={listingImage(kit, wallet)} size={48} />
            ) : null
          }
        />
      ) : (
        <div
          className="gw-center"
          style={{ width: QR_SIZE, height: QR_SIZE, justifyContent: 'center' }}
          data-testid="wc-qr-loading"
        >
          <Spinner label={t('connect.generatingQr')} />
        </div>
      )}
      <p className="gw-text" role="status" aria-live="polite">
        {hint ??
          (wallet
            ? t('connect.scanWithWallet', { wallet: wallet.name })
            : t('connect.scanWithPhone'))}
      </p>
      <Button
        variant="secondary"
        onClick={copy}
        disabled={!uri}
        data-testid="wc-copy-link"
        data-uri={uri}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
        {t('connect.copyLink')}
      </Button>
      {children}
    </div>
  )
}
