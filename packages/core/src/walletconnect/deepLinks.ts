import type { WalletListing } from '../types/connector.js'
import { BARE_APP_SCHEME, type LinkKind, safeLink } from '../validators/links.js'

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

/**
 * True for a link the kit may open for a wallet: https (http on this machine) or an app's own
 * scheme, never javascript:, data: and the like, nor control or whitespace characters anywhere
 * (the one URL check, validators/links.ts).
 */
export function isSafeWalletLink(link: string): boolean {
  return safeLink(link, 'app') !== undefined
}

const linkOf = (
  listing: Pick<WalletListing, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  platform: WalletLinkPlatform,
) =>
  platform === 'mobile'
    ? listing.mobile_link
    : platform === 'desktop'
      ? listing.desktop_link
      : listing.webapp_link

/** What a platform's link may be: web apps open as pages, apps may use their own scheme. */
const kindOf = (platform: WalletLinkPlatform): LinkKind => (platform === 'web' ? 'web' : 'app')

/**
 * The link that opens a directory wallet with a pairing URI on a platform: mobile uses
 * `mobile_link`, desktop `desktop_link`, web `webapp_link`. Undefined when the wallet has no
 * link for that platform, or one the URL check refuses (javascript:, data:, control characters,
 * http to another machine, ...: directory data is not trusted) — the wallet's link and the link
 * built from it are both checked. Pure: nothing is opened.
 */
export function walletDeepLink(
  listing: Pick<WalletListing, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  wcUri: string,
  platform: WalletLinkPlatform,
): WalletLink | undefined {
  const link = linkOf(listing, platform)
  if (typeof link !== 'string' || link.length === 0) return undefined
  const kind = kindOf(platform)
  // The wallet's link as given (a bare scheme is checked once completed), then what is built.
  if (!(kind === 'app' && BARE_APP_SCHEME.test(link)) && !safeLink(link, kind)) return undefined
  const { href, base } =
    platform === 'web' ? formatUniversalUrl(link, wcUri) : formatNativeUrl(link, wcUri)
  if (!safeLink(base, kind) || !safeLink(href, kind)) return undefined
  if (platform === 'web') return { href, base, kind: 'web', target: '_blank' }
  return { href, base, kind: isHttpUrl(link) ? 'universal' : 'native', target: '_self' }
}

/** Which platforms a wallet can be opened on, in the order a visitor would want them. */
export function walletLinkPlatforms(
  listing: Pick<WalletListing, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  isMobile: boolean,
): WalletLinkPlatform[] {
  const order: WalletLinkPlatform[] = isMobile ? ['mobile', 'web'] : ['desktop', 'web']
  // Any valid pairing URI will do: the check is on the wallet's link.
  return order.filter((platform) => walletDeepLink(listing, 'wc:x@2', platform) !== undefined)
}

/**
 * Opens a wallet link. Call it synchronously inside the click (or key) handler: iOS only lets a
 * page open an app from a user gesture, so nothing may be awaited before it. A link the URL
 * check refuses is not opened (returns false), however it was built.
 */
export function openWalletLink(
  link: WalletLink,
  open: (url: string, target: string, features: string) => unknown = (url, target, features) =>
    globalThis.open?.(url, target, features),
): boolean {
  if (!safeLink(link.href, link.kind === 'web' ? 'web' : 'app')) return false
  open(link.href, link.target, 'noreferrer noopener')
  return true
}
