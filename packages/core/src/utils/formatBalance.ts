import { LIMITS } from '../constants/firstPaint.js'
import { floorDecimal } from './decimal.js'

/**
 * Spec §9 "Balances are shown to 3 decimals (floor)": '1.23456' → '1.234', '0.0009' → '0.000',
 * '2' → '2.000', with an optional symbol ('1.234 ETH'). Exact on decimal strings of any size;
 * anything that is not a number shows as '0.000'.
 */
export function formatBalance(balance: unknown, symbol?: string): string {
  const value = floorDecimal(balance, LIMITS.BALANCE_DECIMALS) ?? '0.000'
  return symbol ? `${value} ${symbol}` : value
}
