import type { AccountState } from '@gangway/core/internal'

/**
 * How much of the asset (by symbol) the account holds as the kit last read it: the native
 * balance when the symbol is the native one, else the token's quantity; undefined until read.
 */
export function assetAmount(account: AccountState | undefined, symbol: string): number | undefined {
  if (!account) return undefined
  if (account.balanceSymbol === symbol && account.balance !== undefined) {
    const value = Number(account.balance)
    return Number.isFinite(value) ? value : undefined
  }
  const token = account.tokenBalance?.find((item) => item.symbol === symbol)
  if (!token) return account.tokenBalance ? 0 : undefined
  const value = Number(token.quantity.numeric)
  return Number.isFinite(value) ? value : undefined
}
