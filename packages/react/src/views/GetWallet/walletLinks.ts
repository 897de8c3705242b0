import { safeLink, type WalletListing } from '@gangway/core'

export interface WalletLink {
  label: string
  href: string
}

/**
 * Where to get a wallet: its app stores, its browser app and its site (the extension is offered
 * there), each through core's one URL check; an unsafe or malformed link is left out.
 */
export function walletLinks(listing: WalletListing): WalletLink[] {
  const links: WalletLink[] = []
  const add = (label: string, value: unknown) => {
    const href = safeLink(value)
    if (href && !links.some((link) => link.href === href)) links.push({ label, href })
  }
  add('App Store', listing.app_store)
  add('Google Play', listing.play_store)
  add('Web app', listing.webapp_link)
  add('Website & extension', listing.homepage)
  return links
}
