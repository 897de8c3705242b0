import type { AccountEntry, ChainNamespace } from '@gangway/core/adapter'
import { getCapability } from '@gangway/core/common'
import type { ChainState } from '@gangway/core/internal'
import { selectAccount } from '@gangway/core/shell'
import type { MessageId } from '../../i18n/messages/en/index.js'
import type { Translate } from '../../i18n/translate.js'
import type { UiKit } from '../../kit/types.js'

/** The accounts the namespace's wallet shares (its `allAccounts`) and the one in use. */
export function accountChoices(
  chain: ChainState,
  namespace?: ChainNamespace,
): {
  namespace: ChainNamespace | undefined
  address: string | undefined
  accounts: AccountEntry[]
} {
  const account = selectAccount(chain, namespace)
  const ns = account.namespace
  return {
    namespace: ns,
    address: account.isConnected ? account.address : undefined,
    accounts: account.isConnected
      ? account.allAccounts.filter((entry) => !ns || entry.namespace === ns)
      : [],
  }
}

/** Whether the namespace's adapter can sign with another of the wallet's accounts. */
export function canChooseAccount(kit: UiKit, namespace: ChainNamespace | undefined): boolean {
  return Boolean(namespace && getCapability(kit.getAdapter(namespace), 'setActiveAccount'))
}

/**
 * Whether the visitor is asked which account to use right after connecting: the wallet shares
 * several accounts of the kind the kit uses (a Polkadot extension's two accounts), and the
 * adapter can switch. A Bitcoin wallet's payment and ordinals addresses are of two kinds: the
 * payment one is used, the other stays a choice in AccountSettings.
 */
export function asksAccountAtConnect(kit: UiKit, namespace: ChainNamespace): boolean {
  const { address, accounts } = accountChoices(kit.stores.chain.getState(), namespace)
  const current = accounts.find((entry) => entry.address === address)
  if (!current || !canChooseAccount(kit, namespace)) return false
  return accounts.filter((entry) => entry.type === current.type).length > 1
}

/** How an account is named: the wallet's name for it, its kind (Bitcoin), else its number. */
export function accountName(t: Translate<MessageId>, entry: AccountEntry, index: number): string {
  if (entry.name) return entry.name
  if (entry.type === 'payment') return t('accounts.typePayment')
  if (entry.type === 'ordinal') return t('accounts.typeOrdinal')
  return t('accounts.numbered', { number: index + 1 })
}
