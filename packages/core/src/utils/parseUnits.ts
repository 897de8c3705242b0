import { KitError } from '../errors/KitError.js'
import { checkDecimals } from './decimal.js'

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
