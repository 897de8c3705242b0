import type { WalletListing } from '@gangway/core'
import { safeLink } from '@gangway/core/common'
import type { WalletsId } from '../../i18n/messages/en/index.js'

export interface WalletLink {
  /** The link's text, a message id. */
  label: WalletsId
  href: string
}

/**
 * Where to get a wallet: its app stores, its browser app and its site (the extension is offered
 * there), each through core's one URL check; an unsafe or malformed link is left out.
 */
export function walletLinks(listing: WalletListing): WalletLink[] {
  const links: WalletLink[] = []
  const add = (label: WalletsId, value: unknown) => {
    const href = safeLink(value)
    if (href && !links.some((link) => link.href === href)) links.push({ label, href })
  }
  add('wallets.appStore', listing.app_store)
  add('wallets.googlePlay', listing.play_store)
  add('wallets.webApp', listing.webapp_link)
  add('wallets.websiteAndExtension', listing.homepage)
  return links
}
