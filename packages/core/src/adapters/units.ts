import { KitError } from '../errors/KitError.js'

const checkDecimals = (decimals: number) => {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`decimals must be an integer from 0 to 255, got ${decimals}`)
  }
}

/**
 * '1.5' with 18 decimals → 1500000000000000000n. Digits past `decimals` are cut (floor toward
 * zero). Throws KitError('INCORRECT_AMOUNT') for anything that is not a plain decimal number.
 */
export function parseUnits(value: string, decimals: number): bigint {
  checkDecimals(decimals)
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(value.trim())
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new KitError('INCORRECT_AMOUNT', { longMessage: `Not a decimal amount: ${value}` })
  }
  const [, sign, whole = '', fraction = ''] = match
  const units = BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
  return sign ? -units : units
}

/** 1500000000000000000n with 18 decimals → '1.5' (trailing zeros trimmed). */
export function formatUnits(value: bigint, decimals: number): string {
  checkDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
