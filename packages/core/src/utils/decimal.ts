/**
 * Exact decimal arithmetic on strings (BigInt based), so balances of any size and precision
 * format without floating-point error.
 */

/** value = (negative ? -1 : 1) * digits / 10^scale */
export interface ParsedDecimal {
  negative: boolean
  digits: bigint
  scale: number
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?$/
/** Exponents beyond this are treated as invalid input (they would build absurd strings). */
const MAX_EXPONENT = 1000

/**
 * Parses a decimal string ('12', '-0.5', '.5', '1e-7', '1.5E+3') or a finite number / bigint.
 * Returns undefined for anything else (never throws).
 */
export function parseDecimal(value: unknown): ParsedDecimal | undefined {
  let text: string
  if (typeof value === 'bigint') text = value.toString()
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined
    text = String(value)
  } else if (typeof value === 'string') text = value.trim()
  else return undefined
  const match = DECIMAL.exec(text)
  if (!match) return undefined
  const [, sign, whole = '', fraction = '', exponentText] = match
  if (whole.length === 0 && fraction.length === 0) return undefined
  const exponent = exponentText === undefined ? 0 : Number(exponentText)
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined
  let digits = BigInt(`${whole}${fraction}` || '0')
  let scale = fraction.length - exponent
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale)
    scale = 0
  }
  return { negative: sign === '-' && digits !== 0n, digits, scale }
}

function toFixedString(negative: boolean, units: bigint, decimals: number): string {
  const text = units.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals)
  const body = decimals > 0 ? `${whole}.${fraction}` : whole
  return negative && units !== 0n ? `-${body}` : body
}

/**
 * Floors (toward −∞) to `decimals` places and returns a fixed-point string with exactly that
 * many decimals, or undefined when the input is not a decimal number.
 */
export function floorDecimal(value: unknown, decimals: number): string | undefined {
  const parsed = parseDecimal(value)
  if (!parsed || !Number.isInteger(decimals) || decimals < 0) return undefined
  const { negative, digits, scale } = parsed
  let units: bigint
  if (scale <= decimals) units = digits * 10n ** BigInt(decimals - scale)
  else {
    const divisor = 10n ** BigInt(scale - decimals)
    units = digits / divisor
    if (negative && digits % divisor !== 0n) units += 1n
  }
  return toFixedString(negative, units, decimals)
}

/** A bigint amount in base units as a decimal string, trailing zeros trimmed (viem style). */
export function formatUnits(value: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`)
  }
  const negative = value < 0n
  const text = toFixedString(negative, negative ? -value : value, decimals)
  return decimals > 0 ? text.replace(/\.?0+$/, '') : text
}

export const checkDecimals = (decimals: number) => {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`decimals must be an integer from 0 to 255, got ${decimals}`)
  }
}
