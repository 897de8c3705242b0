import type { ChainState } from '../controllers/chain/types.js'
import type { AccountState } from '../types/account.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'
import { selectActiveCaipNetwork } from './account.js'

// Imported only by the account-data modules the kit loads on demand (the portfolio sync, the
// activity and NFT readers): the first load imports nothing from here, so host bundlers keep it
// out of the first load.

/** The account the account-data readers read for: active namespace, its address, the network. */
export interface ActiveAccount {
  namespace: ChainNamespace
  address: string
  network: CaipNetwork
  accountState: AccountState
  /** `caipNetworkId:address`: whose data a list is. */
  key: string
}

/** The active account on the active network, or undefined while no account is active. */
export function activeAccount(state: ChainState): ActiveAccount | undefined {
  const namespace = state.activeNamespace
  const accountState = namespace ? state.chains[namespace]?.accountState : undefined
  const network = selectActiveCaipNetwork(state)
  if (!namespace || !accountState?.address || !network) return undefined
  const address = accountState.address
  return { namespace, address, network, accountState, key: `${network.caipNetworkId}:${address}` }
}

/** What the account data follows: changes when the active namespace, address or network does. */
export function activeAccountKey(state: ChainState): string {
  const namespace = state.activeNamespace
  const address = namespace ? state.chains[namespace]?.accountState.address : undefined
  return `${namespace ?? ''}|${selectActiveCaipNetwork(state)?.caipNetworkId ?? ''}|${address ?? ''}`
}
