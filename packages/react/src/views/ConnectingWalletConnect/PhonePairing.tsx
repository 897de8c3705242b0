import type { WalletListing } from '@gangway/core'
import { type ReactNode, useId, useState } from 'react'
import { useKitInstance } from '../../hooks/context.js'
import { wallets as walletsText } from '../../i18n/messages/en/wallets.js'
import { useT } from '../../i18n/useT.js'
import { Button } from '../../ui/controls.js'
import { WalletIcon } from '../../ui/icons.js'
import { ChevronDownIcon } from '../../ui/viewIcons.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { listingImage } from '../shared/connectorImage.js'
import { PairingPanel } from './PairingPanel.js'
import type { Pairing } from './usePairing.js'

/**
 * The WalletConnect pairing on a phone: the phone showing the QR code cannot scan it, so the view
 * leads with the wallet's app button(s) (`actions`) — or, without a chosen wallet, with the
 * wallet list to pick an app from — and keeps the QR code and copy link behind "Show QR code"
 * (for a wallet on another device). Errors and "not available" are the panel's, as on a computer.
 */
export function PhonePairing({
  pairing,
  wallet,
  actions,
}: {
  pairing: Pairing
  wallet?: WalletListing | undefined
  /** The wallet's app / web app buttons; none when it has no usable link. */
  actions?: ReactNode
}) {
  const t = useT(walletsText)
  const kit = useKitInstance()
  const [showQr, setShowQr] = useState(false)
  const qrId = useId()

  if (pairing.status !== 'pairing') return <PairingPanel pairing={pairing} wallet={wallet} />

  return (
    <div className="gw-center" style={{ padding: '8px 4px 4px', gap: 12 }} data-testid="wc-phone">
      {wallet ? (
        <WalletImage name={wallet.name} src={listingImage(kit, wallet)} size={64} />
      ) : (
        <WalletIcon width={40} height={40} />
      )}
      <p className="gw-text" data-testid="wc-phone-lead">
        {actions && wallet
          ? t('wallets.wcPhoneOpenApp', { wallet: wallet.name })
          : t('wallets.wcPhoneChooseApp')}
      </p>
      {actions ?? (
        <Button
          block
          onClick={() => kit.controllers.router.push('AllWallets')}
          data-testid="wc-choose-wallet-app"
        >
          {t('wallets.wcChooseWalletApp')}
        </Button>
      )}
      <Button
        variant="secondary"
        block
        aria-expanded={showQr}
        aria-controls={qrId}
        onClick={() => setShowQr((shown) => !shown)}
        data-testid="wc-show-qr"
      >
        <ChevronDownIcon style={showQr ? { transform: 'rotate(180deg)' } : undefined} />
        {showQr ? t('wallets.wcHideQr') : t('wallets.wcShowQr')}
      </Button>
      <div id={qrId} hidden={!showQr} style={{ width: '100%' }}>
        {showQr ? (
          <PairingPanel
            pairing={pairing}
            wallet={wallet}
            hint={t('wallets.wcScanFromAnotherDevice')}
          />
        ) : null}
      </div>
    </div>
  )
}
