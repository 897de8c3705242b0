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
