import { describe, expect, it } from 'vitest'
import { formatUnits } from './decimal.js'
import { parseUnits } from './parseUnits.js'

describe('parseUnits / formatUnits', () => {
  it('converts between decimal strings and base units', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('.5', 2)).toBe(50n)
    expect(parseUnits('-2', 3)).toBe(-2000n)
    expect(parseUnits('1.23456789', 2)).toBe(123n)
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(1n, 6)).toBe('0.000001')
    expect(formatUnits(-2000n, 3)).toBe('-2')
    expect(formatUnits(42n, 0)).toBe('42')
  })

  it('rejects what is not an amount', () => {
    for (const bad of ['', '.', 'abc', '1e18', '1,5', '0x10']) {
      expect(() => parseUnits(bad, 18)).toThrowError('Incorrect amount')
    }
    expect(() => formatUnits(1n, -1)).toThrow(RangeError)
  })
})
