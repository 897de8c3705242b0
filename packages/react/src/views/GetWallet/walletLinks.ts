import { safeLink, type WalletListing } from '@gangway/core'
import type { ConnectId } from '../../i18n/messages/en/index.js'

export interface WalletLink {
  /** The link's text, a message id. */
  label: ConnectId
  href: string
}

/**
 * Where to get a wallet: its app stores, its browser app and its site (the extension is offered
 * there), each through core's one URL check; an unsafe or malformed link is left out.
 */
export function walletLinks(listing: WalletListing): WalletLink[] {
  const links: WalletLink[] = []
  const add = (label: ConnectId, value: unknown) => {
    const href = safeLink(value)
    if (href && !links.some((link) => link.href === href)) links.push({ label, href })
  }
  add('connect.appStore', listing.app_store)
  add('connect.googlePlay', listing.play_store)
  add('connect.webApp', listing.webapp_link)
  add('connect.websiteAndExtension', listing.homepage)
  return links
}
