import {
  openWalletLink,
  type WalletLinkPlatform,
  walletDeepLink,
  walletLinkPlatforms,
} from '@gangway/core/ui'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import type { WalletsId } from '../../i18n/messages/en/index.js'
import { wallets as walletsText } from '../../i18n/messages/en/wallets.js'
import { useT } from '../../i18n/useT.js'
import { Button } from '../../ui/controls.js'
import { ExternalIcon } from '../../ui/viewIcons.js'
import { PairingPanel } from './PairingPanel.js'
import { PhonePairing } from './PhonePairing.js'
import { leadsWithApp, prefersMobileLinks, usePhoneSignals } from './phoneLayout.js'
import { usePairing } from './usePairing.js'

/** Each platform's button text ({wallet}: the wallet's name). */
const PLATFORM_LABEL: Record<WalletLinkPlatform, WalletsId> = {
  mobile: 'wallets.openMobile',
  desktop: 'wallets.openDesktop',
  web: 'wallets.openWeb',
}

/**
 * ConnectingWalletConnect (spec §2, data: wallet): the pairing QR code drawn as SVG, copy link,
 * and — for a directory wallet — buttons that open the wallet's app (mobile_link on a phone,
 * desktop_link on a computer) or web app (webapp_link) with the pairing URI. The links are opened
 * inside the click handler, so iOS lets them through. The URI is replaced when it expires.
 */
export default function ConnectingWalletConnectView() {
  const kit = useKitInstance()
  const t = useT(walletsText)
  const wallet = useStoreSelector(kit.stores.router, (state) => state.data?.wallet)
  const pairing = usePairing('ConnectingWalletConnect', wallet)
  // On a phone (mobile agent, phone-sized or touch viewport) the app buttons lead, the QR follows.
  const phone = usePhoneSignals()
  const platforms = wallet ? walletLinkPlatforms(wallet, prefersMobileLinks(phone)) : []

  const open = (platform: WalletLinkPlatform) => {
    if (!wallet || !pairing.uri) return
    const link = walletDeepLink(wallet, pairing.uri, platform)
    if (!link) return
    // Synchronous, inside the gesture: nothing is awaited before the app is opened.
    openWalletLink(link)
    kit.controllers.connection.setWcLinking({ name: wallet.name, href: link.base })
    kit.controllers.storage.setDeeplinkChoice({ name: wallet.name, href: link.base })
  }

  const actions =
    wallet && platforms.length > 0 ? (
      <div className="gw-center" style={{ padding: 0, gap: 8, width: '100%' }}>
        {platforms.map((platform) => (
          <Button
            key={platform}
            block
            variant={platform === platforms[0] ? 'primary' : 'secondary'}
            disabled={!pairing.uri}
            onClick={() => open(platform)}
            data-testid={`wc-open-${platform}`}
          >
            <ExternalIcon />
            {t(PLATFORM_LABEL[platform], { wallet: wallet.name })}
          </Button>
        ))}
      </div>
    ) : undefined

  if (leadsWithApp(phone))
    return <PhonePairing pairing={pairing} wallet={wallet} actions={actions} />
  return (
    <PairingPanel pairing={pairing} wallet={wallet}>
      {actions}
    </PairingPanel>
  )
}
