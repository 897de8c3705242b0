import type { ChainNamespace } from '@gangway/core/adapter'
import type { AccountState, ChainState } from '@gangway/core/internal'
import { selectAccount } from '@gangway/core/shell'

/**
 * The whole account state (profile, balances, wallet info) of the account core's `selectAccount`
 * picks: the namespace's, the active one's by default. Whether it is connected is core's
 * `selectIsConnected` / `selectAccount(...).isConnected`, never read from this.
 */
export function selectAccountState(
  chain: ChainState,
  namespace?: ChainNamespace,
): AccountState | undefined {
  const ns = selectAccount(chain, namespace).namespace
  return ns ? chain.chains[ns]?.accountState : undefined
}
