import {
  type AccountEntry,
  type AccountType,
  type ChainNamespace,
  type ChainState,
  toCaipAddress,
} from '@gangway/core'
import type { MessageId } from '../../i18n/messages/en/index.js'
import type { UiKit } from '../../kit/types.js'

/** Each account type's name (message ids). */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, MessageId> = {
  eoa: 'account.type.eoa',
  smartAccount: 'account.type.smartAccount',
  payment: 'account.type.payment',
  ordinal: 'account.type.ordinal',
}

/** One account per type the wallet gave (the first of each); none to choose when only one type. */
export function accountTypeChoices(accounts: readonly AccountEntry[]): AccountEntry[] {
  const byType = new Map<AccountType, AccountEntry>()
  for (const account of accounts) if (!byType.has(account.type)) byType.set(account.type, account)
  return byType.size > 1 ? [...byType.values()] : []
}

/**
 * Makes one of the accounts the wallet connected the active one (its address, and the
 * preferred account type). Only an account of `allAccounts` of the namespace is accepted.
 */
export function chooseAccount(
  kit: UiKit,
  namespace: ChainNamespace,
  account: AccountEntry,
): boolean {
  const state: ChainState = kit.stores.chain.getState()
  const entry = state.chains[namespace]
  const network = entry?.networkState.caipNetwork ?? state.activeCaipNetwork
  if (!entry || !network || network.chainNamespace !== namespace) return false
  const known = entry.accountState.allAccounts.some(
    (item) => item.address === account.address && item.type === account.type,
  )
  if (!known) return false
  const { chain } = kit.controllers
  chain.setCaipAddress(toCaipAddress(namespace, network.id, account.address), namespace)
  chain.updateAccountState(namespace, { preferredAccountType: account.type })
  return true
}
