// Checks for what wallets say about themselves (EIP-6963 announcements, directory listings):
// the names the UI shows and the reverse-DNS ids it matches wallets by.

/** Longest wallet name shown (longer names are cut). */
export const MAX_WALLET_NAME_LENGTH = 64

/** A reverse-DNS name (`io.metamask`): two or more DNS labels, at most 253 characters. */
const RDNS =
  /^(?=.{3,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i
/** Control and format characters (never shown), and runs of spaces (shown as one). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu
const SPACES = /[\p{Z}\s]+/gu

/** True for a reverse-DNS name such as `io.metamask`. */
export const isRdns = (value: unknown): value is string =>
  typeof value === 'string' && RDNS.test(value)

/**
 * A name as shown: control and format characters (bidi overrides, zero-width) removed, spaces
 * collapsed, at most `max` characters (cut on a character, never inside a surrogate pair).
 * Empty when nothing printable is left, or for a non-string.
 */
export function displayName(value: unknown, max = MAX_WALLET_NAME_LENGTH): string {
  if (typeof value !== 'string') return ''
  // Long input is cut first: the clean-up is linear, but need not run over megabytes.
  const clean = value
    .slice(0, max * 8)
    .replace(INVISIBLE, '')
    .replace(SPACES, ' ')
    .trim()
  const chars = [...clean]
  return chars.length <= max ? clean : chars.slice(0, max).join('').trimEnd()
}
