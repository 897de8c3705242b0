import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { floorDecimal, formatUnits, parseDecimal } from './decimal.js'
import { hostileValue } from './hostileInput.testing.js'

/** Reference floor on (sign, whole, fraction) digit strings, by plain string handling. */
function referenceFloor(negative: boolean, whole: string, fraction: string, places: number) {
  const kept = fraction.padEnd(places, '0').slice(0, places)
  const dropped = fraction.slice(places)
  let units = BigInt(`${whole}${kept}` || '0')
  if (negative && /[1-9]/.test(dropped)) units += 1n
  const padded = units.toString().padStart(places + 1, '0')
  const body = places ? `${padded.slice(0, -places)}.${padded.slice(-places)}` : padded
  return negative && units !== 0n ? `-${body}` : body
}

describe('parseDecimal', () => {
  it('reads decimal strings, numbers and bigints', () => {
    expect(parseDecimal('12.50')).toEqual({ negative: false, digits: 1250n, scale: 2 })
    expect(parseDecimal('-.5')).toEqual({ negative: true, digits: 5n, scale: 1 })
    expect(parseDecimal('1.5e3')).toEqual({ negative: false, digits: 1500n, scale: 0 })
    expect(parseDecimal('1e-7')).toEqual({ negative: false, digits: 1n, scale: 7 })
    expect(parseDecimal(10n ** 30n)?.digits).toBe(10n ** 30n)
    expect(parseDecimal(0.1)).toEqual({ negative: false, digits: 1n, scale: 1 })
    expect(parseDecimal('-0')).toEqual({ negative: false, digits: 0n, scale: 0 })
  })

  it('rejects anything else without throwing', () => {
    for (const bad of ['', '.', '-', '1.2.3', '0x10', '1e', 'abc', ' ', '1e99999', Number.NaN]) {
      expect(parseDecimal(bad)).toBeUndefined()
    }
    fc.assert(
      fc.property(hostileValue, (value) => {
        const parsed = parseDecimal(value)
        if (parsed) expect(parsed.digits >= 0n).toBe(true)
      }),
    )
  })
})

describe('floorDecimal', () => {
  it('floors toward minus infinity', () => {
    expect(floorDecimal('1.23456', 3)).toBe('1.234')
    expect(floorDecimal('1.9999', 3)).toBe('1.999')
    expect(floorDecimal('-1.2341', 3)).toBe('-1.235')
    expect(floorDecimal('-0.0001', 3)).toBe('-0.001')
    expect(floorDecimal('0.0001', 3)).toBe('0.000')
    expect(floorDecimal('7', 3)).toBe('7.000')
    expect(floorDecimal('1e-7', 3)).toBe('0.000')
    expect(floorDecimal('1.23456e2', 1)).toBe('123.4')
  })

  it('is exact on decimal strings of any size', () => {
    const whole = '9'.repeat(400)
    expect(floorDecimal(`${whole}.99999`, 3)).toBe(`${whole}.999`)
    expect(floorDecimal('0.1000000000000000055511151231257827', 3)).toBe('0.100')
    expect(floorDecimal('123456789012345678901234567890.0019', 3)).toBe(
      '123456789012345678901234567890.001',
    )
  })

  it('agrees with a string-based reference', () => {
    const digits = (max: number) =>
      fc.array(fc.constantFrom(...'0123456789'), { maxLength: max }).map((d) => d.join(''))
    fc.assert(
      fc.property(
        fc.boolean(),
        digits(40),
        digits(40),
        fc.nat(8),
        (neg, whole, fraction, places) => {
          fc.pre(whole.length + fraction.length > 0)
          const text = `${neg ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
          const isZero = !/[1-9]/.test(whole + fraction)
          expect(floorDecimal(text, places)).toBe(
            referenceFloor(neg && !isZero, whole.replace(/^0+/, ''), fraction, places),
          )
        },
      ),
    )
  })
})

describe('formatUnits', () => {
  it('formats base units, trimming trailing zeros', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(2_000_000n, 6)).toBe('2')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(0n, 18)).toBe('0')
    expect(formatUnits(-1234n, 2)).toBe('-12.34')
    expect(formatUnits(100n, 0)).toBe('100')
    expect(() => formatUnits(1n, -1)).toThrow(RangeError)
  })

  it('round-trips with parseDecimal', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.nat(30), (value, decimals) => {
        const parsed = parseDecimal(formatUnits(value, decimals))
        expect(parsed).toBeDefined()
        const { digits, scale } = parsed!
        expect(digits * 10n ** BigInt(decimals - scale)).toBe(value)
      }),
    )
  })
})
