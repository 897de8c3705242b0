import type { WalletListing } from '../types/connector.js'

/** Where a wallet is opened: its phone app, its desktop app, or its web app. */
export type WalletLinkPlatform = 'mobile' | 'desktop' | 'web'

export interface WalletLink {
  /** The URL to open: the wallet's link with `wc?uri=<encoded pairing URI>`. */
  href: string
  /** The wallet's own link, normalised (what `href` was built on). */
  base: string
  /** universal (https app link), native (custom scheme) or web (a web wallet). */
  kind: 'universal' | 'native' | 'web'
  /** Web wallets open in a new tab; app links replace the page so the OS hands over to the app. */
  target: '_self' | '_blank'
}

/** True for an http(s) URL (a universal link or a web app), false for a custom scheme. */
export function isHttpUrl(url: string): boolean {
  return /^https?:\/\//i.test(url)
}

const withUri = (base: string, wcUri: string) => `${base}wc?uri=${encodeURIComponent(wcUri)}`

/**
 * A universal link (`https://metamask.app.link`) for a pairing URI:
 * `https://metamask.app.link/wc?uri=<encoded>`. A custom scheme is handed to formatNativeUrl.
 */
export function formatUniversalUrl(appUrl: string, wcUri: string): { href: string; base: string } {
  if (!isHttpUrl(appUrl)) return formatNativeUrl(appUrl, wcUri)
  const base = appUrl.endsWith('/') ? appUrl : `${appUrl}/`
  return { href: withUri(base, wcUri), base }
}

/**
 * A custom-scheme link for a pairing URI: `metamask://wc?uri=<encoded>`. A bare scheme
 * (`trust`, `trust:`, `rainbow:/`) is completed to `trust://`; a path (`okex://main`) is kept and
 * the pairing path appended (`okex://main/wc?uri=...`). An http(s) URL is handed to
 * formatUniversalUrl.
 */
export function formatNativeUrl(appUrl: string, wcUri: string): { href: string; base: string } {
  if (isHttpUrl(appUrl)) return formatUniversalUrl(appUrl, wcUri)
  let base = appUrl
  if (!base.includes('://')) base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  return { href: withUri(base, wcUri), base }
}

/** Schemes a wallet link may never use: they run or read something in the page's context. */
const UNSAFE_SCHEME = /^\s*(javascript|data|vbscript|file|blob|about|filesystem):/i

/** True for a link the kit may open: http(s) or an app's custom scheme, never javascript: etc. */
export function isSafeWalletLink(link: string): boolean {
  return !UNSAFE_SCHEME.test(link) && !/[\s<>"'`]/.test(link.trim())
}

const present = (link: string | null | undefined): link is string =>
  typeof link === 'string' && link.trim().length > 0 && isSafeWalletLink(link)

/**
 * The link that opens a directory wallet with a pairing URI on a platform: mobile uses
 * `mobile_link`, desktop `desktop_link`, web `webapp_link`. Undefined when the wallet has no
 * link for that platform, or an unsafe one (javascript:, data:, ...: directory data is not
 * trusted). Pure: nothing is opened.
 */
export function walletDeepLink(
  listing: Pick<WalletListing, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  wcUri: string,
  platform: WalletLinkPlatform,
): WalletLink | undefined {
  const link =
    platform === 'mobile'
      ? listing.mobile_link
      : platform === 'desktop'
        ? listing.desktop_link
        : listing.webapp_link
  if (!present(link)) return undefined
  if (platform === 'web') {
    const { href, base } = formatUniversalUrl(link.trim(), wcUri)
    return { href, base, kind: 'web', target: '_blank' }
  }
  const trimmed = link.trim()
  const { href, base } = isHttpUrl(trimmed)
    ? formatUniversalUrl(trimmed, wcUri)
    : formatNativeUrl(trimmed, wcUri)
  return { href, base, kind: isHttpUrl(trimmed) ? 'universal' : 'native', target: '_self' }
}

/** Which platforms a wallet can be opened on, in the order a visitor would want them. */
export function walletLinkPlatforms(
  listing: Pick<WalletListing, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  isMobile: boolean,
): WalletLinkPlatform[] {
  const order: WalletLinkPlatform[] = isMobile ? ['mobile', 'web'] : ['desktop', 'web']
  return order.filter((platform) =>
    present(
      platform === 'mobile'
        ? listing.mobile_link
        : platform === 'desktop'
          ? listing.desktop_link
          : listing.webapp_link,
    ),
  )
}

/**
 * Opens a wallet link. Call it synchronously inside the click (or key) handler: iOS only lets a
 * page open an app from a user gesture, so nothing may be awaited before it.
 */
export function openWalletLink(
  link: WalletLink,
  open: (url: string, target: string, features: string) => unknown = (url, target, features) =>
    globalThis.open?.(url, target, features),
): void {
  open(link.href, link.target, 'noreferrer noopener')
}
