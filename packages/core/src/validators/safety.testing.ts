/**
 * What "safe" means for parsed untrusted data, stated on its own (not by calling the checks
 * under test): the property suites assert these of every value a parser returns.
 */
import { expect } from 'vitest'
import { type LinkKind, safeImageUrl, safeLink } from './links.js'

/** Protocols that run script or read local data: never in a link the kit opens. */
const DANGEROUS = ['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:', 'filesystem:']
/** C0 and C1 controls, line and paragraph separators, any whitespace. */
const CONTROL_OR_SPACE = /[\p{Cc}\u2028\u2029\s]/u
const LOOPBACK = /^(localhost|.+\.localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/

function expectWebUrl(url: URL) {
  expect(url.username + url.password).toBe('')
  if (url.protocol === 'http:') expect(url.hostname).toMatch(LOOPBACK)
  else expect(url.protocol).toBe('https:')
}

/** A link the kit may open: the URL check accepts it, and it is plainly harmless. */
export function expectSafeLink(value: unknown, kind: LinkKind): void {
  expect(typeof value).toBe('string')
  const link = value as string
  expect(link.length).toBeLessThanOrEqual(4096)
  expect(link).not.toMatch(CONTROL_OR_SPACE)
  const url = new URL(link)
  expect(DANGEROUS).not.toContain(url.protocol)
  if (kind === 'web' || url.protocol === 'http:' || url.protocol === 'https:') expectWebUrl(url)
  expect(safeLink(link, kind)).toBe(link)
}

/** An image URL the kit may load: https (loopback http) or an inline raster / SVG image. */
export function expectSafeImage(value: unknown): void {
  expect(typeof value).toBe('string')
  const image = value as string
  if (image.startsWith('data:')) {
    expect(image).toMatch(
      /^data:image\/(png|jpeg|jpg|gif|webp|avif|bmp|svg\+xml|x-icon|vnd\.microsoft\.icon)[;,]/i,
    )
    expect(image.length).toBeLessThanOrEqual(100_000)
  } else {
    expect(image.length).toBeLessThanOrEqual(4096)
    expect(image).not.toMatch(CONTROL_OR_SPACE)
    expectWebUrl(new URL(image))
  }
  expect(safeImageUrl(image)).toBe(image)
}

/** An image field a parser repairs to '' (nothing to load) or keeps when safe. */
export function expectSafeImageOrEmpty(value: unknown): void {
  if (value !== '') expectSafeImage(value)
}

/** Text of at most `max` characters. */
export function expectBoundedText(value: unknown, max: number): void {
  expect(typeof value).toBe('string')
  expect((value as string).length).toBeLessThanOrEqual(max)
}

/** A finite number not below 0. */
export function expectFiniteAmount(value: unknown): void {
  expect(typeof value).toBe('number')
  expect(Number.isFinite(value)).toBe(true)
  expect(value as number).toBeGreaterThanOrEqual(0)
}
