/**
 * Images from untrusted sources (wallet metadata, token APIs) pass through core's one image check
 * before rendering: https (http on this machine) or an inline raster / SVG image, bounded.
 */
export { safeImageUrl } from '@gangway/core/shell'

/** Every image the kit renders sends no referrer (the page's URL stays with the page). */
export const IMAGE_REFERRER_POLICY = 'no-referrer'

/** One or two letters for a wallet or token without an image: 'Trust Wallet' -> 'TW'. */
export function monogram(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
  if (words.length === 0) return '?'
  const letters =
    words.length === 1 ? [...words[0]!].slice(0, 2) : [[...words[0]!][0], [...words[1]!][0]]
  return letters.join('').toUpperCase()
}

/** A stable hue (0-359) for a name, so a monogram keeps its colour between renders. */
export function monogramHue(name: string): number {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return hash % 360
}

/** A deterministic gradient avatar for an address (no network request, no image). */
export function addressGradient(address: string): string {
  const hue = monogramHue(address.toLowerCase())
  const hue2 = (hue + 70) % 360
  const hue3 = (hue + 160) % 360
  return `radial-gradient(circle at 30% 25%, hsl(${hue} 85% 70%), transparent 60%), radial-gradient(circle at 75% 80%, hsl(${hue3} 80% 55%), transparent 55%), linear-gradient(135deg, hsl(${hue2} 70% 50%), hsl(${hue} 65% 40%))`
}
