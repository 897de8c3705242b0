import { formatBalance as coreFormatBalance } from '@gangway/core/shell'
import { describe, expect, it } from 'vitest'
import * as ui from '../index.js'
import { accountLabel, balanceText, floorDecimals, truncateAddress } from './format.js'

describe('floorDecimals', () => {
  it('floors to 3 decimals and never rounds up (spec §9)', () => {
    expect(floorDecimals('1.23999')).toBe('1.239')
    expect(floorDecimals('0.9999')).toBe('0.999')
    expect(floorDecimals(2.0005)).toBe('2')
  })
  it('keeps whole numbers whole and drops trailing zeros', () => {
    expect(floorDecimals('10000')).toBe('10000')
    expect(floorDecimals('1.200')).toBe('1.2')
    expect(floorDecimals('0.0001')).toBe('0')
  })
  it('handles numbers in exponent form and junk', () => {
    expect(floorDecimals(1e-7)).toBe('0')
    expect(floorDecimals(1.5e21)).toBe('1500000000000000000000')
    expect(floorDecimals('abc')).toBe('0')
  })
})

describe('balanceText / formatBalance', () => {
  it("shows core's formatBalance (3 decimals, floored) with the symbol; '' while unknown", () => {
    expect(balanceText('9999.99987654', 'ETH')).toBe('9,999.999 ETH')
    // Right to left: core's text for the locale, isolated so the symbol stays after the amount.
    expect(balanceText('9999.99987654', 'ETH', 'ar')).toBe(
      `\u2066${coreFormatBalance('9999.99987654', 'ETH', 'ar')}\u2069`,
    )
    expect(balanceText('2', 'ETH')).toBe('2.000 ETH')
    expect(balanceText(undefined, 'ETH')).toBe('')
    expect(balanceText('', 'ETH')).toBe('')
  })
  it("@gangway/react's formatBalance is core's (one format for the kit and the UI)", () => {
    expect(ui.formatBalance).toBe(coreFormatBalance)
    expect(ui.formatBalance('2', 'ETH')).toBe('2.000 ETH')
  })
})

describe('truncateAddress / accountLabel', () => {
  it('shows 0x1234…abcd', () => {
    expect(truncateAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd')
    expect(truncateAddress('0x12')).toBe('0x12')
  })
  it('prefers the profile name', () => {
    expect(accountLabel('0x1234567890abcdef1234567890abcdef1234abcd', 'vitalik.eth')).toBe(
      'vitalik.eth',
    )
    expect(accountLabel('0x1234567890abcdef1234567890abcdef1234abcd', null)).toBe('0x1234…abcd')
  })
})
