import { useKitInstance } from '../../hooks/context.js'
import { wallets as walletsText } from '../../i18n/messages/en/wallets.js'
import { useT } from '../../i18n/useT.js'
import { Button, Spinner } from '../../ui/controls.js'
import { WalletIcon } from '../../ui/icons.js'
import { ExternalIcon } from '../../ui/viewIcons.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { listingImage } from '../shared/connectorImage.js'
import { useWalletListings } from '../shared/useWalletListings.js'
import { walletLinks } from './walletLinks.js'

/**
 * GetWallet: wallets from the directory, each with its store, web app and site links (core's
 * URL check; a wallet with no safe link is not listed). Names come from the directory: text only.
 */
export default function GetWalletView() {
  const kit = useKitInstance()
  const t = useT(walletsText)
  const directory = kit.controllers.walletDirectory
  const listings = useWalletListings(directory, {})
  const wallets = listings.wallets
    .map((listing) => ({ listing, links: walletLinks(listing) }))
    .filter((entry) => entry.links.length > 0)

  if (!directory || (listings.status === 'ready' && wallets.length === 0)) {
    return (
      <div className="gw-empty" data-testid="get-wallet-empty">
        <WalletIcon />
        <p className="gw-text">{t('wallets.noWalletList')}</p>
        <Button variant="secondary" onClick={kit.controllers.router.goBack}>
          {t('wallets.goBack')}
        </Button>
      </div>
    )
  }
  if (listings.status === 'error' && wallets.length === 0) {
    return (
      <div className="gw-empty" role="alert">
        <WalletIcon />
        <p className="gw-text">{t('wallets.walletsLoadFailed')}</p>
        <Button variant="secondary" onClick={listings.retry}>
          {t('wallets.tryAgain')}
        </Button>
      </div>
    )
  }
  if (wallets.length === 0) {
    return (
      <div className="gw-empty" aria-busy="true">
        <Spinner label={t('wallets.loadingWallets')} />
      </div>
    )
  }
  return (
    <>
      <p className="gw-text" style={{ textAlign: 'center' }}>
        {t('wallets.chooseWalletToInstall')}
      </p>
      <ul className="gw-list" aria-label={t('wallets.walletsToGet')}>
        {wallets.map(({ listing, links }) => (
          <li key={listing.id} data-testid="get-wallet-row" data-wallet-id={listing.id}>
            <div className="gw-list-item" style={{ cursor: 'default', flexWrap: 'wrap' }}>
              <WalletImage src={listingImage(kit, listing)} name={listing.name} />
              <span className="gw-list-item-label">
                {listing.name}
                <span
                  className="gw-list-item-sub"
                  style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
                >
                  {links.map((link) => (
                    <a
                      key={link.href}
                      className="gw-link"
                      href={link.href}
                      target="_blank"
                      rel="noreferrer noopener"
                      data-testid="get-wallet-link"
                    >
                      {t(link.label)}
                      <ExternalIcon width={12} height={12} aria-hidden="true" />
                      <span className="gw-visually-hidden">
                        {' '}
                        {t('wallets.linkFor', { wallet: listing.name })}
                      </span>
                    </a>
                  ))}
                </span>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
