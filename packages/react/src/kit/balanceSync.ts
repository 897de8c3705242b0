import type { CaipNetwork, ChainNamespace, Kit } from '@gangway/core'

/** Spec §9: balances are supported for eip155 and solana. */
const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/**
 * Keeps the active account's native balance (accountState.balance / balanceSymbol) current: asks
 * the adapter whenever the active address or network changes. The kernel has no balance sync yet;
 * this lives here until it does. Returns the unsubscribe.
 */
export function syncNativeBalance(kit: Pick<Kit, 'stores' | 'chain'>): () => void {
  let request = 0
  const refresh = async (namespace: ChainNamespace, address: string, network: CaipNetwork) => {
    const id = ++request
    const adapter = kit.chain.getChain(namespace)?.adapter
    if (!adapter || !BALANCE_NAMESPACES.includes(namespace)) return
    try {
      const { balance, symbol } = await adapter.getBalance({ address, caipNetwork: network })
      if (id !== request) return
      kit.chain.updateAccountState(namespace, { balance, balanceSymbol: symbol })
    } catch {
      if (id === request) kit.chain.updateAccountState(namespace, { balance: undefined })
    }
  }
  return kit.stores.chain.subscribe(
    (state) => {
      const namespace = state.activeNamespace
      const account = namespace ? state.chains[namespace]?.accountState : undefined
      return `${namespace}|${account?.address ?? ''}|${state.activeCaipNetwork?.caipNetworkId ?? ''}`
    },
    () => {
      const state = kit.stores.chain.getState()
      const namespace = state.activeNamespace
      const address = namespace ? state.chains[namespace]?.accountState.address : undefined
      const network = state.activeCaipNetwork
      if (!namespace || !address || !network || network.chainNamespace !== namespace) {
        request++
        return
      }
      void refresh(namespace, address, network)
    },
    { fireImmediately: true },
  )
}
