import type { CaipNetworkId } from '@gangway/core'
import type { CaipNetwork } from '@gangway/core/adapter'
import { selectActiveCaipNetwork } from '@gangway/core/shell'
import { useMemo } from 'react'
import { useKitInstance, useStoreSelector } from './context.js'

export interface UseKitNetworkResult {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
  switchNetwork(network: CaipNetwork): Promise<void>
}

/** The active network. Re-renders only when it changes. */
export function useKitNetwork(): UseKitNetworkResult {
  const kit = useKitInstance()
  const caipNetwork = useStoreSelector(kit.stores.chain, selectActiveCaipNetwork)
  return useMemo(
    () => ({
      caipNetwork,
      caipNetworkId: caipNetwork?.caipNetworkId,
      chainId: caipNetwork?.id,
      switchNetwork: (network: CaipNetwork) => kit.switchNetwork(network),
    }),
    [kit, caipNetwork],
  )
}
