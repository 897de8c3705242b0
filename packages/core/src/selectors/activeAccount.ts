import type { ChainState } from '../controllers/chain/chainController.js'
import type { AccountState } from '../types/account.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'

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

/**
 * The active account on the active network, or undefined while no account is active (or the
 * network still belongs to another namespace, in the middle of a switch).
 */
export function activeAccount(state: ChainState): ActiveAccount | undefined {
  const namespace = state.activeNamespace
  const accountState = namespace ? state.chains[namespace]?.accountState : undefined
  const network = state.activeCaipNetwork
  if (!namespace || !accountState?.address || !network) return undefined
  if (network.chainNamespace !== namespace) return undefined
  const address = accountState.address
  return { namespace, address, network, accountState, key: `${network.caipNetworkId}:${address}` }
}

/** What the account data follows: changes when the active namespace, address or network does. */
export function activeAccountKey(state: ChainState): string {
  const namespace = state.activeNamespace
  const address = namespace ? state.chains[namespace]?.accountState.address : undefined
  return `${namespace ?? ''}|${state.activeCaipNetwork?.caipNetworkId ?? ''}|${address ?? ''}`
}
