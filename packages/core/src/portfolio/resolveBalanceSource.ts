import { invalid, isRecord } from '../options/checks.js'
import { createBalanceApiSource } from './balanceApiSource.js'
import type { BalanceSource } from './types.js'

/**
 * The kit's balance source: the host's own `balanceSource` (checked: an object with a
 * `getBalances` function, else 'Invalid option balanceSource'), else the balance API at
 * `balanceApiUrl`, else none.
 */
export function resolveBalanceSource(
  balanceSource: unknown,
  balanceApiUrl: string | undefined,
): BalanceSource | undefined {
  if (balanceSource !== undefined) {
    if (!isRecord(balanceSource) || typeof balanceSource.getBalances !== 'function')
      invalid('balanceSource', 'balanceSource must be an object with a getBalances function.')
    return balanceSource as unknown as BalanceSource
  }
  return balanceApiUrl ? createBalanceApiSource({ url: balanceApiUrl }) : undefined
}
