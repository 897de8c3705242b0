import type { ChainNamespace } from '@gangway/core/adapter'
import { selectAccount } from '@gangway/core/shell'
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
  // Connected as core's selectors say; the address too, so an account change reads it again.
  const { isConnected, caipAddress } = useStoreSelector(kit.stores.chain, (state) => {
    const account = selectAccount(state, namespace)
    return { isConnected: account.isConnected, caipAddress: account.caipAddress }
  })
  const connectorId = useStoreSelector(
    kit.stores.connectors,
    (state) => state.connectedConnectorIds[namespace],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: caipAddress: read again for a new account
  return useMemo(
    () => ({
      walletProvider: isConnected ? (kit.getProvider(namespace) as T | undefined) : undefined,
      walletProviderType: isConnected ? connectorId : undefined,
    }),
    [kit, namespace, isConnected, caipAddress, connectorId],
  )
}
