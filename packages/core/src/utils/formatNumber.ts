import { DEFAULTS, LIMITS } from '../constants/firstPaint.js'
import { parseDecimal } from './decimal.js'

export { formatBalance } from './formatBalance.js'

/**
 * Rounds half away from zero to `decimals` places (as `Intl.NumberFormat` does), exactly, on
 * any size of input. Returns sign and the digits of |value| * 10^decimals; '0' for non-numbers.
 */
function roundHalfExpand(value: unknown, decimals: number): { negative: boolean; units: bigint } {
  const parsed = parseDecimal(value)
  if (!parsed) return { negative: false, units: 0n }
  const { negative, digits, scale } = parsed
  let units: bigint
  if (scale <= decimals) units = digits * 10n ** BigInt(decimals - scale)
  else {
    const divisor = 10n ** BigInt(scale - decimals)
    units = digits / divisor
    if ((digits % divisor) * 2n >= divisor) units += 1n
  }
  return { negative: negative && units !== 0n, units }
}

/** en-US digits: groups of three joined by ',', then '.' and the decimals. */
function groupEnUs(units: bigint, decimals: number): string {
  const text = units.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals).replace(/\B(?=(\d{3})+$)/g, ',')
  return decimals > 0 ? `${whole}.${text.slice(text.length - decimals)}` : whole
}

function fractionDigits(decimals: unknown, fallback: number): number {
  return typeof decimals === 'number' &&
    Number.isInteger(decimals) &&
    decimals >= 0 &&
    decimals <= 100
    ? decimals
    : fallback
}

/**
 * en-US grouping with a fixed number of decimals, rounded half away from zero like
 * `Intl.NumberFormat('en-US')`, but exact on strings of any size (Intl turns huge strings into
 * '∞'): formatNumberToLocalString('1234.5678', 2) → '1,234.57'. Values rounding to zero have
 * no sign. Non-numbers format as zero.
 */
export function formatNumberToLocalString(
  value: unknown,
  decimals: number = DEFAULTS.NUMBER_FRACTION_DIGITS,
): string {
  const places = fractionDigits(decimals, DEFAULTS.NUMBER_FRACTION_DIGITS)
  const { negative, units } = roundHalfExpand(value, places)
  return `${negative ? '-' : ''}${groupEnUs(units, places)}`
}

/** Spec §9 "Balance in USD shows 2 decimals": '$1,234.57', '-$2.50' (en-US). */
export function formatUsd(value: unknown): string {
  const { negative, units } = roundHalfExpand(value, LIMITS.USD_DECIMALS)
  return `${negative ? '-' : ''}$${groupEnUs(units, LIMITS.USD_DECIMALS)}`
}

/** Activity token amounts (spec §9: 3 decimals), en-US grouping: '1,234.568'. */
export function formatTokenAmount(value: unknown): string {
  return formatNumberToLocalString(value, LIMITS.ACTIVITY_AMOUNT_DECIMALS)
}
