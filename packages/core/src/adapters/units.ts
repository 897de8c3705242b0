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

/** Base units to a decimal string, trailing zeros trimmed (the kit's shared formatter). */
export { formatUnits } from '../utils/decimal.js'
