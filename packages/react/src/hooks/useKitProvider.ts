import type { ChainNamespace } from '@gangway/core'
import { useMemo } from 'react'
import { useKitInstance, useStoreSelector } from './context.js'

export interface UseKitProviderResult<T = unknown> {
  /** The connected wallet's provider for the namespace (EIP-1193 for eip155), or undefined. */
  walletProvider: T | undefined
  /** The connector id it came through. */
  walletProviderType: string | undefined
}

/** The wallet provider of a namespace while it is connected. */
export function useKitProvider<T = unknown>(namespace: ChainNamespace): UseKitProviderResult<T> {
  const kit = useKitInstance()
  const caipAddress = useStoreSelector(
    kit.stores.chain,
    (state) => state.chains[namespace]?.accountState.caipAddress,
  )
  const connectorId = useStoreSelector(
    kit.stores.connectors,
    (state) => state.connectedConnectorIds[namespace],
  )
  return useMemo(
    () => ({
      walletProvider: caipAddress ? (kit.getProvider(namespace) as T | undefined) : undefined,
      walletProviderType: caipAddress ? connectorId : undefined,
    }),
    [kit, namespace, caipAddress, connectorId],
  )
}
