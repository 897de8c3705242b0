import type { CaipNetworkId } from '@gangway/core'
import type { ChainNamespace } from '@gangway/core/adapter'
import { selectActiveCaipNetwork } from '@gangway/core/shell'
import { useKitInstance, useStoreSelector } from './context.js'

export interface UseKitStateResult {
  open: boolean
  selectedNetworkId: CaipNetworkId | undefined
  activeChain: ChainNamespace | undefined
  loading: boolean
}

/** Modal open / loading and the active network and namespace. */
export function useKitState(): UseKitStateResult {
  const kit = useKitInstance()
  const modal = useStoreSelector(kit.stores.modal, (state) => ({
    open: state.open,
    loading: state.loading,
  }))
  const chain = useStoreSelector(kit.stores.chain, (state) => ({
    selectedNetworkId: selectActiveCaipNetwork(state)?.caipNetworkId,
    activeChain: state.activeNamespace,
  }))
  return { ...modal, ...chain }
}
