import type { ChainNamespace } from '@gangway/core/adapter'
import { selectConnectorId, selectIsConnected } from '@gangway/core/shell'
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
  // The provider is read with the chain state (core's selectors say whether it is connected and
  // through which connector), so a new account or a reconnect reads it again.
  const { walletProvider, walletProviderType } = useStoreSelector(kit.stores.chain, (state) => {
    const connected = selectIsConnected(state, namespace)
    return {
      walletProvider: connected ? (kit.getProvider(namespace) as T | undefined) : undefined,
      walletProviderType: connected ? selectConnectorId(state, namespace) : undefined,
    }
  })
  return useMemo(
    () => ({ walletProvider, walletProviderType }),
    [walletProvider, walletProviderType],
  )
}
