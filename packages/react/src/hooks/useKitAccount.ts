import type { CaipAddress, ConnectionStatus } from '@gangway/core'
import type { AccountEntry, ChainNamespace } from '@gangway/core/adapter'
import type { AccountState, EmbeddedUser } from '@gangway/core/internal'
import { selectAccount } from '@gangway/core/shell'
import { useMemo } from 'react'
import { selectAccountState } from './accountState.js'
import { useKitInstance, useStoreSelector } from './context.js'

export interface EmbeddedWalletInfo {
  user: EmbeddedUser
  /** 'email' or the social provider the visitor signed in with. */
  authProvider: string
  accountType: AccountState['preferredAccountType']
  isSmartAccountDeployed: boolean
}

export interface UseKitAccountResult {
  allAccounts: readonly AccountEntry[]
  caipAddress: CaipAddress | undefined
  address: string | undefined
  isConnected: boolean
  status: ConnectionStatus
  /** Set when connected through the embedded (email / social) wallet. */
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
}

/** The account of one namespace (the active one by default). Re-renders only when it changes. */
export function useKitAccount(options: { namespace?: ChainNamespace } = {}): UseKitAccountResult {
  const kit = useKitInstance()
  const slice = useStoreSelector(kit.stores.chain, (state) => {
    const { allAccounts, caipAddress, address, isConnected, status } = selectAccount(
      state,
      options.namespace,
    )
    const account = selectAccountState(state, options.namespace)
    return {
      allAccounts,
      caipAddress,
      address,
      isConnected,
      status,
      user: account?.user,
      socialProvider: account?.socialProvider,
      preferredAccountType: account?.preferredAccountType,
      smartAccountDeployed: account?.smartAccountDeployed ?? false,
    }
  })
  return useMemo(
    () => ({
      allAccounts: slice.allAccounts,
      caipAddress: slice.caipAddress,
      address: slice.address,
      isConnected: slice.isConnected,
      status: slice.status,
      embeddedWalletInfo: slice.user
        ? {
            user: slice.user,
            authProvider: slice.socialProvider ?? 'email',
            accountType: slice.preferredAccountType,
            isSmartAccountDeployed: slice.smartAccountDeployed,
          }
        : undefined,
    }),
    [slice],
  )
}
