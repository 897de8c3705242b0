// The one check for every URL the kit opens (wallet deep links, web app, store, terms and privacy
// links, explorer links: window.open, location, <a href>) and the one check for every image URL
// it renders. Data from wallets, directories and APIs is untrusted: a URL passes only when the
// browser cannot run it as script or read local data with it.

/** Longest link or http(s) image URL the kit uses (a wallet link with its pairing URI fits). */
export const MAX_URL_LENGTH = 4096
/** Longest inline image (`data:image/…`) the kit renders. */
export const MAX_DATA_IMAGE_LENGTH = 100_000

/**
 * Control (U+0000–U+001F, U+007F–U+009F), format (bidi overrides, zero-width), separator
 * (U+2028, U+2029, spaces) and other whitespace characters. The URL parser silently drops some
 * of them (`\u0001javascript:` parses as `javascript:`), so none may appear anywhere.
 */
export const UNSAFE_URL_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}\s]/u

/**
 * Schemes a link may never use even where app schemes are allowed: they run script in the
 * page, read local or browser data, or are not links to open.
 */
const NEVER_SCHEME =
  /^(javascript|data|vbscript|file|blob|about|filesystem|view-source|jar|chrome(-extension)?|moz-extension|resource|wss?|ftp):$/

/** Raster and SVG images (an SVG in an <img> runs no script). */
const DATA_IMAGE =
  /^data:image\/(png|jpeg|jpg|gif|webp|avif|bmp|svg\+xml|x-icon|vnd\.microsoft\.icon)[;,]/i

/**
 * A bare app scheme (`trust`, `trust:`, `rainbow:/`): a wallet deep link the kit completes to
 * `trust://` before use (and checks then).
 */
export const BARE_APP_SCHEME = /^[a-z][a-z\d+.-]{0,31}:?\/?$/i

/**
 * What a link is for: `web` (a page: https, or http on this machine) or `app` (a wallet's deep
 * link: a web link or the wallet's own scheme such as `metamask:`).
 */
export type LinkKind = 'web' | 'app'

/** localhost, *.localhost, 127.0.0.0/8 and [::1]: http is allowed there (local servers). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  )
}

function parse(value: unknown): URL | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH) return
  if (UNSAFE_URL_CHARACTER.test(value)) return
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/** https (http on a loopback host), with a host and without credentials. */
const isWebUrl = (url: URL) =>
  url.hostname !== '' &&
  url.username === '' &&
  url.password === '' &&
  (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname)))

/**
 * The link itself when the kit may open or render it, else undefined. Every link the kit opens
 * or puts in an `href` goes through here. A link must be an absolute URL of at most
 * MAX_URL_LENGTH characters with no control, format, separator or whitespace character; `web`
 * links are https (http only on a loopback host) without credentials; `app` links may also use
 * a wallet's own scheme, never javascript:, data:, vbscript:, file:, blob: and the like.
 */
export function safeLink(value: unknown, kind: LinkKind = 'web'): string | undefined {
  const url = parse(value)
  if (!url) return undefined
  if (url.protocol === 'https:' || url.protocol === 'http:')
    return isWebUrl(url) ? (value as string) : undefined
  return kind === 'app' && !NEVER_SCHEME.test(url.protocol) ? (value as string) : undefined
}

/** True when `safeLink` accepts the link. */
export const isSafeLink = (value: unknown, kind: LinkKind = 'web'): value is string =>
  safeLink(value, kind) !== undefined

/**
 * The URL itself when the kit may load it as an image, else undefined. Every image the kit
 * renders goes through here: https (http only on a loopback host) of at most MAX_URL_LENGTH
 * characters, or an inline raster or SVG image (`data:image/png`, `data:image/svg+xml`, ...) of
 * at most MAX_DATA_IMAGE_LENGTH characters.
 */
export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (DATA_IMAGE.test(value)) return value.length <= MAX_DATA_IMAGE_LENGTH ? value : undefined
  const url = parse(value)
  return url && isWebUrl(url) ? value : undefined
}

const TRANSACTION_HASH = /^[A-Za-z0-9]{16,128}$/

/**
 * A transaction's page on the network's explorer (`<explorer>/tx/<hash>`), through `safeLink`:
 * undefined without an explorer, a hash of the expected shape or a safe URL. The one home of the
 * explorer link (Send's and Swap's snackbar, the Transactions view).
 */
export function explorerTxUrl(
  network: { blockExplorers?: { default: { url: string } } } | undefined,
  hash: string | undefined,
): string | undefined {
  const base = network?.blockExplorers?.default.url
  if (!base || !hash || !TRANSACTION_HASH.test(hash)) return undefined
  return safeLink(`${base.replace(/\/+$/, '')}/tx/${hash}`)
}
