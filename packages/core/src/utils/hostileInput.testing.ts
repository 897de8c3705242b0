/** fast-check arbitraries for hostile input, shared by the validators' property tests. */
import fc from 'fast-check'

const HUGE = 'a'.repeat(200_000)

/** Keys and strings that have broken naive parsers and object merges before. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '{"__proto__":{"polluted":true}}',
  '\u0000',
  '\u202e',
  '0x',
  '0X',
  'null',
  'undefined',
  'NaN',
  '💥'.repeat(50),
  `0x${HUGE}`,
  HUGE,
] as const

/** Any value: random JS values, unicode, huge strings and prototype-pollution keys. */
export const hostileValue = fc.oneof(
  fc.anything({ withBigInt: true, withMap: true, withSet: true, withDate: true }),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 8 }).map((s) => s.repeat(20_000)),
)

/** Any string, including unicode and huge ones. */
export const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 8 }).map((s) => s.repeat(20_000)),
)

/** Characters the URL parser drops, ignores or treats as separators. */
export const SNEAKY_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0009',
  '\u000a',
  '\u000d',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u00a0',
  '\u200b',
  '\u2028',
  '\u2029',
  '\u202e',
  '\ufeff',
  ' ',
] as const

const SCHEMES = [
  'https:',
  'http:',
  'HTTPS:',
  'javascript:',
  'JaVaScRiPt:',
  'data:',
  'data:text/html,',
  'data:image/svg+xml,',
  'data:image/png;base64,',
  'vbscript:',
  'file:',
  'blob:',
  'about:',
  'metamask:',
  'trust:',
  'ws:',
  'wc:',
  '',
]
const HOSTS = [
  '//127.0.0.1:8545',
  '//localhost',
  '//[::1]',
  '//app.example',
  '//127.0.0.1.evil.example',
  '//user:pw@app.example',
  '//metamask.io@evil.example',
  '',
  '///',
]

/**
 * URL-shaped hostile strings: a scheme (dangerous ones included, any case), a host, a path, and
 * characters the URL parser drops or splits on, inserted anywhere.
 */
export const hostileUrl = fc
  .tuple(
    fc.constantFrom(...SCHEMES),
    fc.constantFrom(...HOSTS),
    fc.oneof(fc.string({ maxLength: 40 }), fc.constant('/%0aalert(1)'), fc.constant('/wc?uri=x')),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(...SNEAKY_CHARACTERS)), { maxLength: 3 }),
  )
  .map(([scheme, host, path, inserts]) => {
    let url = `${scheme}${host}${path}`
    for (const [at, char] of inserts) {
      const i = at % (url.length + 1)
      url = `${url.slice(0, i)}${char}${url.slice(i)}`
    }
    return url
  })

/** A value where a URL is expected: URL-shaped hostile strings mostly, anything sometimes. */
export const hostileUrlValue = fc.oneof(
  { weight: 4, arbitrary: hostileUrl },
  { weight: 1, arbitrary: hostileValue },
)

/**
 * A valid-looking record with each field possibly replaced by a hostile value: the shape
 * parsers are most likely to let through.
 */
export function mutated<T extends Record<string, unknown>>(
  valid: T,
  field: fc.Arbitrary<unknown> = hostileValue,
): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .array(fc.tuple(fc.constantFrom(...Object.keys(valid), '__proto__', 'extra'), field), {
      maxLength: 4,
    })
    .map((patches) => {
      const copy: Record<string, unknown> = { ...valid }
      for (const [key, value] of patches)
        Object.defineProperty(copy, key, {
          value,
          enumerable: true,
          configurable: true,
          writable: true,
        })
      return copy
    })
}
