import type { AccountState } from '../types/account.js'

/**
 * Whether the account is a smart account, as the activity events report it: only the embedded
 * wallet has one; an external wallet's account is its own.
 */
export const isSmartAccount = (
  accountState: Pick<AccountState, 'user' | 'preferredAccountType'>,
): boolean => Boolean(accountState.user) && accountState.preferredAccountType === 'smartAccount'
