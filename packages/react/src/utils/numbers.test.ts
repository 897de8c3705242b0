import { describe, expect, it } from 'vitest'
import { numberFormat } from './numbers.js'

describe('numberFormat', () => {
  const en = numberFormat('en')

  it('floors amounts to the spec decimals and groups the digits, exactly on long strings', () => {
    expect(en.amount('1000000', { symbol: 'DAI' })).toBe('1,000,000 DAI')
    expect(en.amount('1.23999')).toBe('1.239')
    expect(en.amount('2', { fixed: true })).toBe('2.000')
    expect(en.amount('0.0009')).toBe('0')
    expect(en.amount('123456789012345678901234567890.5')).toBe(
      '123,456,789,012,345,678,901,234,567,890.5',
    )
    expect(en.amount('1000000', { signed: true, symbol: 'USDT' })).toBe('+1,000,000 USDT')
    expect(en.amount('-2.5', { signed: true })).toBe('-2.5')
    expect(en.amount('1.2345678', { decimals: 6 })).toBe('1.234567')
    expect(en.amount('not a number')).toBe('0')
  })

  it('keeps a few significant digits of a small amount (a fee), never all its decimals', () => {
    const en = numberFormat('en')
    // A fee at a gas price of 1.234567891 gwei: 15 decimals, of which 3 significant are shown.
    expect(en.amount('0.000025925925711', { significant: 3, symbol: 'ETH' })).toBe('0.0000259 ETH')
    expect(en.amount('0.000021', { significant: 3 })).toBe('0.000021')
    expect(en.amount('0.5123456', { significant: 3 })).toBe('0.512')
    // At 1 or more the usual 3 decimals; zero stays zero.
    expect(en.amount('1.23456789', { significant: 3 })).toBe('1.234')
    expect(en.amount('0', { significant: 3 })).toBe('0')
    expect(numberFormat('fr').amount('0.000025925925711', { significant: 3 })).toBe('0,0000259')
  })

  it("uses the locale's separators and grouping", () => {
    expect(numberFormat('fr').amount('1234567.891')).toMatch(/^1\s234\s567,891$/u)
    expect(numberFormat('es').amount('1234567.5')).toBe('1.234.567,5')
  })

  it('isolates an amount as left to right in a right-to-left locale, and only there', () => {
    const arabic = numberFormat('ar').amount('1234.5', { symbol: 'ETH' })
    expect(arabic.startsWith('\u2066')).toBe(true)
    expect(arabic.endsWith('\u2069')).toBe(true)
    expect(arabic.slice(1, -1)).toMatch(/ETH$/)
    expect(numberFormat('ar').usd(5)).toMatch(/^\u2066.*\u2069$/)
    expect(en.amount('1234.5', { symbol: 'ETH' })).toBe('1,234.5 ETH')
  })

  it('shows USD with 2 decimals and a floor for dust', () => {
    expect(en.usd(1_000_000)).toBe('$1,000,000.00')
    expect(en.usd(0.004)).toBe('<$0.01')
    expect(en.usd(0)).toBe('$0.00')
    expect(en.usd(Number.NaN)).toBe('$0.00')
    expect(numberFormat('fr').usd(1234.5)).toMatch(/^1\s234,50\s\$US$/u)
  })

  it('formats dates in the locale', () => {
    const day = Date.UTC(2026, 10, 27, 12)
    expect(en.date(day, { month: 'short', day: 'numeric', timeZone: 'UTC' })).toBe('Nov 27')
    expect(numberFormat('fr').date(day, { month: 'long', timeZone: 'UTC' })).toBe('novembre')
  })
})
