import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatBalance,
  formatNumberToLocalString,
  formatTokenAmount,
  formatUsd,
} from './formatNumber.js'
import { hostileValue } from './hostileInput.testing.js'

describe('formatBalance (spec §9: balances shown to 3 decimals, floor)', () => {
  it('floors to 3 decimals and appends the symbol', () => {
    expect(formatBalance('1.23456', 'ETH')).toBe('1.234 ETH')
    expect(formatBalance('1.2349999999', 'ETH')).toBe('1.234 ETH')
    expect(formatBalance('0.0009', 'SOL')).toBe('0.000 SOL')
    expect(formatBalance('2', 'ETH')).toBe('2.000 ETH')
    expect(formatBalance('1.5')).toBe('1.500')
    expect(formatBalance(0.1 + 0.2)).toBe('0.300')
  })

  it('groups the whole part like every other number the kit shows (en-US by default)', () => {
    // One balance, one text: the button, the Account view and the hooks all show this.
    expect(formatBalance('10000', 'ETH')).toBe('10,000.000 ETH')
    expect(formatBalance('9999.99987654', 'ETH')).toBe('9,999.999 ETH')
    expect(formatBalance('-1234567.5')).toBe('-1,234,567.500')
    expect(formatBalance('10000', 'ETH', 'fr')).toBe('10\u202f000,000 ETH')
    expect(formatBalance('10000', 'ETH', 'de')).toBe('10.000,000 ETH')
  })

  it('has no float error on strings of any size', () => {
    const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',')
    expect(formatBalance('12345678901234567890123456789.987654321')).toBe(
      `${grouped('12345678901234567890123456789')}.987`,
    )
    expect(formatBalance('9007199254740993.0009')).toBe('9,007,199,254,740,993.000')
    expect(formatBalance(`${'9'.repeat(1000)}.9999`)).toBe(`${grouped('9'.repeat(1000))}.999`)
  })

  it('shows 0.000 for anything that is not a number', () => {
    for (const bad of [
      undefined,
      null,
      '',
      'abc',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      {},
      '1,5',
    ]) {
      expect(formatBalance(bad)).toBe('0.000')
    }
  })

  it('never throws; output always has exactly 3 decimals and never exceeds the input', () => {
    fc.assert(
      fc.property(fc.oneof(hostileValue, fc.double({ min: 0, max: 1e15, noNaN: true })), (v) => {
        const shown = formatBalance(v).replaceAll(',', '')
        expect(shown).toMatch(/^-?\d+\.\d{3}$/)
        if (typeof v === 'number' && Number.isFinite(v)) {
          expect(Number(shown)).toBeLessThanOrEqual(v)
          // At most 0.001 below (a tiny negative like -5e-324 floors to -0.001: in doubles the
          // gap rounds to exactly 0.001).
          expect(v - Number(shown)).toBeLessThanOrEqual(0.001 + 1e-9 * Math.abs(v))
        }
      }),
    )
  })
})

describe('formatUsd (spec §9: balance in USD shows 2 decimals, en-US)', () => {
  it('formats with grouping and 2 decimals', () => {
    expect(formatUsd(1234.5678)).toBe('$1,234.57')
    expect(formatUsd('0')).toBe('$0.00')
    expect(formatUsd('0.004')).toBe('$0.00')
    expect(formatUsd('-0.001')).toBe('$0.00')
    expect(formatUsd('-2.5')).toBe('-$2.50')
    expect(formatUsd('1.005')).toBe('$1.01')
    expect(formatUsd('12345678901234567890.125')).toBe('$12,345,678,901,234,567,890.13')
    expect(formatUsd('junk')).toBe('$0.00')
  })

  it('agrees with Intl.NumberFormat en-US wherever Intl is exact', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (v) => {
        const text = String(v)
        fc.pre(!/e/.test(text) && Math.abs(v) >= 0.005)
        expect(formatUsd(text)).toBe(intl.format(text as never))
      }),
    )
  })

  it('formats values far beyond the float range', () => {
    expect(formatUsd(`1${'0'.repeat(399)}`)).toBe(`$1${',000'.repeat(133)}.00`)
  })

  it('always has 2 decimals, never throws', () => {
    fc.assert(
      fc.property(hostileValue, (v) => {
        expect(formatUsd(v)).toMatch(/^-?\$[\d,]+\.\d{2}$/)
      }),
    )
  })
})

describe('number formatting helpers', () => {
  it('formatNumberToLocalString uses en-US grouping and fixed decimals', () => {
    expect(formatNumberToLocalString('1234.5678')).toBe('1,234.57')
    expect(formatNumberToLocalString('1234.5678', 0)).toBe('1,235')
    expect(formatNumberToLocalString(1, 4)).toBe('1.0000')
    expect(formatNumberToLocalString(undefined)).toBe('0.00')
  })

  it('formatTokenAmount shows 3 decimals (spec §9 activity amounts)', () => {
    expect(formatTokenAmount('1234.56789')).toBe('1,234.568')
    expect(formatTokenAmount('0.1')).toBe('0.100')
  })
})
