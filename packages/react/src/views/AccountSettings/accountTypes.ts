import type { AccountEntry, AccountType, ChainNamespace } from '@gangway/core/adapter'
import type { ChainState } from '@gangway/core/internal'
import { selectActiveCaipNetwork } from '@gangway/core/shell'
import type { AccountId } from '../../i18n/messages/en/index.js'
import type { UiKit } from '../../kit/types.js'

/** Each account type's name (message ids). */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, AccountId> = {
  eoa: 'account.type.eoa',
  smartAccount: 'account.type.smartAccount',
  payment: 'account.type.payment',
  ordinal: 'account.type.ordinal',
}

/**
 * One account per type the connected wallet shared (the first of each): the choice AccountSettings
 * offers only when the active connector gave accounts of more than one type (a Bitcoin wallet's
 * payment and ordinals addresses); none to choose when all share one type.
 */
export function accountTypeChoices(accounts: readonly AccountEntry[]): AccountEntry[] {
  const byType = new Map<AccountType, AccountEntry>()
  for (const account of accounts) if (!byType.has(account.type)) byType.set(account.type, account)
  return byType.size > 1 ? [...byType.values()] : []
}

/**
 * Makes one of the accounts the wallet connected the active one, through the connector: the
 * kit's `setActiveAccount` tells the adapter first (its `setActiveAccount` capability: a Bitcoin
 * wallet then signs with its ordinals address), then moves the address and the preferred account
 * type. Only an account of `allAccounts` of the connected namespace is accepted (false otherwise);
 * a wallet that refuses rejects and nothing changes.
 */
export async function chooseAccount(
  kit: UiKit,
  namespace: ChainNamespace,
  account: AccountEntry,
): Promise<boolean> {
  const state: ChainState = kit.stores.chain.getState()
  const entry = state.chains[namespace]
  const network = entry?.networkState.caipNetwork ?? selectActiveCaipNetwork(state)
  if (!entry || !network || network.chainNamespace !== namespace) return false
  const known = entry.accountState.allAccounts.some(
    (item) => item.address === account.address && item.type === account.type,
  )
  if (!known) return false
  await kit.setActiveAccount({ address: account.address, namespace })
  return true
}
