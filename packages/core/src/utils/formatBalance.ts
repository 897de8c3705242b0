import { LIMITS } from '../constants/firstPaint.js'
import { floorDecimal } from './decimal.js'

/** Spec §9: "Number display uses en-US" unless the UI speaks another locale. */
const DEFAULT_LOCALE = 'en-US'

interface Separators {
  whole: Intl.NumberFormat
  decimal: string
}

const SEPARATORS = new Map<string, Separators>()

function separatorsOf(locale: string): Separators {
  let found = SEPARATORS.get(locale)
  if (!found) {
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    const decimal =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
        ?.value ?? '.'
    found = { whole, decimal }
    SEPARATORS.set(locale, found)
  }
  return found
}

/**
 * A plain decimal string ('-1234.500') in a locale's digit grouping and decimal separator
 * ('-1,234.500' in en-US, '-1 234,500' in fr), digit for digit: nothing is rounded, and strings
 * of any size stay exact (`Intl` alone turns huge ones into '∞'). Not a decimal: returned as is.
 */
export function localizeDecimal(plain: string, locale: string = DEFAULT_LOCALE): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(plain)
  if (!match) return plain
  const [, sign = '', whole = '0', fraction] = match
  const { whole: grouping, decimal } = separatorsOf(locale)
  return `${sign}${grouping.format(BigInt(whole))}${fraction ? decimal + fraction : ''}`
}

/**
 * A balance as the kit shows it everywhere (the account button, the Account view, the hooks'
 * `formatted`): spec §9 "Balances are shown to 3 decimals (floor)", in the locale's digit
 * grouping (spec §9: en-US by default): '10000' → '10,000.000', '1.23456' → '1.234', '0.0009' →
 * '0.000', with an optional symbol ('10,000.000 ETH'). Exact on decimal strings of any size;
 * anything that is not a number shows as '0.000'.
 */
export function formatBalance(
  balance: unknown,
  symbol?: string,
  locale: string = DEFAULT_LOCALE,
): string {
  const value = localizeDecimal(floorDecimal(balance, LIMITS.BALANCE_DECIMALS) ?? '0.000', locale)
  return symbol ? `${value} ${symbol}` : value
}
