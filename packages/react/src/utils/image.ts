/** Images from untrusted sources (wallet metadata, token APIs) pass through here before rendering. */

const SAFE_SCHEMES = new Set(['data:', 'https:', 'http:'])

/**
 * Returns the URL when it is an image URL the UI may load (`data:image/…`, `https:`, `http:`),
 * otherwise undefined. `javascript:`, `blob:`, relative and malformed URLs are refused.
 */
export function safeImageUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  const trimmed = url.trim()
  if (!trimmed) return undefined
  let parsed: URL
  try {
    parsed = new URL(trimmed)
  } catch {
    return undefined
  }
  if (!SAFE_SCHEMES.has(parsed.protocol)) return undefined
  if (parsed.protocol === 'data:' && !/^data:image\//i.test(trimmed)) return undefined
  return trimmed
}

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
