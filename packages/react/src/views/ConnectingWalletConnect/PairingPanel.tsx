import type { WalletListing } from '@gangway/core'
import { type ReactNode, useState } from 'react'
import { useKitInstance } from '../../hooks/context.js'
import { wallets as walletsText } from '../../i18n/messages/en/wallets.js'
import { useT } from '../../i18n/useT.js'
import { Button, Spinner } from '../../ui/controls.js'
import { CheckIcon, WarningIcon } from '../../ui/icons.js'
import { QrCode } from '../../ui/QrCode.js'
import { CopyIcon, RetryIcon } from '../../ui/viewIcons.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { listingImage, WALLETCONNECT_ICON } from '../shared/connectorImage.js'
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
  const t = useT(walletsText)
  const [copied, setCopied] = useState(false)
  const { uri, status } = pairing

  const copy = async () => {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      setCopied(true)
      kit.controllers.snackbar.showSuccess(t('wallets.linkCopied'))
      setTimeout(() => setCopied(false), 1500)
    } catch {
      kit.controllers.snackbar.showError(t('wallets.linkCopyFailed'))
    }
  }

  if (status === 'unavailable') {
    return (
      <div className="gw-empty" role="status" data-testid="wc-unavailable">
        <WarningIcon />
        {/* Why: the host turned it off, or the optional peer is not installed (which one). */}
        {pairing.missing
          ? t.error(pairing.missing, 'wallets.walletConnectUnavailable')
          : t('wallets.walletConnectUnavailable')}
      </div>
    )
  }

  if (status === 'error') {
    return (
      <div className="gw-center" style={{ padding: '16px 8px 8px' }} data-testid="wc-error">
        <div role="alert" className="gw-center" style={{ padding: 0 }}>
          <WarningIcon width={32} height={32} />
          <p className="gw-heading" style={{ fontSize: 'var(--gw-text-lg)' }}>
            {pairing.message ?? t('wallets.connectionDeclined')}
          </p>
          <p className="gw-text">{t('wallets.connectionNotCompleted')}</p>
        </div>
        <Button variant="secondary" onClick={pairing.retry} data-testid="wc-retry">
          <RetryIcon />
          {t('wallets.tryAgain')}
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
              ? t('wallets.qrToConnect', { wallet: wallet.name })
              : t('wallets.walletConnectQr')
          }
          // The wallet's icon in the middle, or the WalletConnect mark for any wallet.
          logo={
            wallet ? (
              <WalletImage name={wallet.name} src={listingImage(kit, wallet)} size={48} />
            ) : (
              <WalletImage name="WalletConnect" src={WALLETCONNECT_ICON} size={48} />
            )
          }
        />
      ) : (
        <div
          className="gw-center"
          style={{ width: QR_SIZE, height: QR_SIZE, justifyContent: 'center' }}
          data-testid="wc-qr-loading"
        >
          <Spinner label={t('wallets.generatingQr')} />
        </div>
      )}
      <p className="gw-text" role="status" aria-live="polite">
        {hint ??
          (wallet
            ? t('wallets.scanWithWallet', { wallet: wallet.name })
            : t('wallets.scanWithPhone'))}
      </p>
      <Button
        variant="secondary"
        onClick={copy}
        disabled={!uri}
        data-testid="wc-copy-link"
        data-uri={uri}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
        {t('wallets.copyLink')}
      </Button>
      {children}
    </div>
  )
}
