/**
 * The one number formatter of the modal: amounts, USD values and dates in the kit's locale
 * (`Intl`), with the spec's decimals (§9: balances 3 floored, activity 3, USD 2, swap 6 / 3).
 * Amounts are exact on decimal strings of any size: the digits come from core's decimal maths,
 * `Intl` gives only the locale's separators and digit grouping.
 */

import { LIMITS } from '@gangway/core/internal'
import { floorDecimal, localizeDecimal } from '@gangway/core/shell'
import { isolateAmount } from './format.js'

export interface AmountOptions {
  /** Places after the separator (default: the spec's balance decimals, 3). */
  decimals?: number
  /** Appended after a space: '1,234.5 ETH'. */
  symbol?: string
  /** Keep trailing zeros ('2.000'); by default they are dropped ('2'). */
  fixed?: boolean
  /** '+' before a positive amount (Activity's incoming transfers). */
  signed?: boolean
  /**
   * An amount below 1 keeps this many significant digits when `decimals` would show fewer
   * (a network fee: '0.0000259 ETH', not '0' nor all 18 of its decimals).
   */
  significant?: number
}

export interface NumberFormat {
  readonly locale: string
  /** A token amount, floored: amount('1000000.12345', { symbol: 'DAI' }) → '1,000,000.123 DAI'. */
  amount(value: string | number, options?: AmountOptions): string
  /** A USD value, 2 decimals: '$1,234.57'; above 0 and below a cent: '<$0.01'. */
  usd(value: number): string
  /** A date: 'Nov 27' style by default, or with the given Intl options. */
  date(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string
  /** A plain number with the locale's grouping (counts, percents' figures). */
  number(value: number, options?: Intl.NumberFormatOptions): string
}

const CACHE = new Map<string, NumberFormat>()

/** The formatter of a locale ('en', 'ar', …); one per locale, shared. */
export function numberFormat(locale: string): NumberFormat {
  let format = CACHE.get(locale)
  if (!format) {
    format = createNumberFormat(locale)
    CACHE.set(locale, format)
  }
  return format
}

/**
 * The places after the separator that show `significant` digits of an amount below 1: its
 * leading zeros after the separator, then the digits ('0.0000259…' with 3: 7). Undefined for an
 * amount of 1 or more, or not a plain decimal.
 */
function significantPlaces(value: string | number, significant: number): number | undefined {
  const match = /^-?0*\.(0*)[1-9]/.exec(String(value))
  return match ? (match[1] ?? '').length + significant : undefined
}

function createNumberFormat(locale: string): NumberFormat {
  const isolate = (text: string) => isolateAmount(text, locale)
  const usd = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: LIMITS.USD_DECIMALS,
    maximumFractionDigits: LIMITS.USD_DECIMALS,
  })
  const dates = new Map<string, Intl.DateTimeFormat>()
  return {
    locale,
    amount(value, options = {}) {
      const places = options.decimals ?? LIMITS.BALANCE_DECIMALS
      const small = options.significant && significantPlaces(value, options.significant)
      const decimals = small && small > places ? small : places
      const floored = floorDecimal(value, decimals) ?? floorDecimal(0, decimals) ?? '0'
      const negative = floored.startsWith('-')
      const [whole = '0', fraction = ''] = floored.replace(/^-/, '').split('.')
      const shown = options.fixed ? fraction : fraction.replace(/0+$/, '')
      const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction)
      const sign = negative && !isZero ? '-' : options.signed && !isZero ? '+' : ''
      const digits = localizeDecimal(shown ? `${whole}.${shown}` : whole, locale)
      return isolate(`${sign}${digits}${options.symbol ? ` ${options.symbol}` : ''}`)
    },
    usd(value) {
      if (!Number.isFinite(value)) return isolate(usd.format(0))
      if (value > 0 && value < 0.01) return isolate(`<${usd.format(0.01)}`)
      return isolate(usd.format(value))
    },
    date(value, options = { month: 'short', day: 'numeric' }) {
      const key = JSON.stringify(options)
      let format = dates.get(key)
      if (!format) {
        format = new Intl.DateTimeFormat(locale, options)
        dates.set(key, format)
      }
      return format.format(value instanceof Date ? value : new Date(value))
    },
    number(value, options) {
      return new Intl.NumberFormat(locale, options).format(value)
    },
  }
}
