/**
 * Images from untrusted sources (wallet metadata, token APIs) pass through core's one image check
 * before rendering: https (http on this machine) or an inline raster / SVG image, bounded.
 */
export { safeImageUrl } from '@gangway/core'

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

/** The WCAG relative luminance of hsl(hue, 70%, lightness%) (the sRGB the browser paints). */
function monogramLuminance(hue: number, lightness: number): number {
  const l = lightness / 100
  const a = 0.7 * Math.min(l, 1 - l)
  const linear = (n: number) => {
    const k = (n + hue / 30) % 12
    const v = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(0) + 0.7152 * linear(8) + 0.0722 * linear(4)
}

/**
 * The lightness (%) of a monogram colour of `hue`: `max`, or as much less as white letters need
 * to keep 4.5:1 on it (WCAG AA for text; 4.6 leaves room for the browser's rounding). Yellows and
 * greens get darker, blues keep their tone.
 */
export function monogramLightness(hue: number, max: number): number {
  let lightness = max
  while (lightness > 0 && 1.05 / (monogramLuminance(hue, lightness) + 0.05) < 4.6) lightness -= 1
  return lightness
}

/**
 * A monogram's background: a gradient from the name's hue, the same wherever the name shows; its
 * white letters meet WCAG AA at both ends.
 */
export function monogramBackground(name: string): string {
  const hue = monogramHue(name)
  const end = (hue + 40) % 360
  return `linear-gradient(135deg, hsl(${hue} 70% ${monogramLightness(hue, 55)}%), hsl(${end} 70% ${monogramLightness(end, 40)}%))`
}

/** A deterministic gradient avatar for an address (no network request, no image). */
export function addressGradient(address: string): string {
  const hue = monogramHue(address.toLowerCase())
  const hue2 = (hue + 70) % 360
  const hue3 = (hue + 160) % 360
  return `radial-gradient(circle at 30% 25%, hsl(${hue} 85% 70%), transparent 60%), radial-gradient(circle at 75% 80%, hsl(${hue3} 80% 55%), transparent 55%), linear-gradient(135deg, hsl(${hue2} 70% 50%), hsl(${hue} 65% 40%))`
}
