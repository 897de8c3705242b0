import type {
  AccountEntry,
  AccountState,
  CaipAddress,
  ChainNamespace,
  EmbeddedUser,
} from '@gangway/core'
import { useMemo } from 'react'
import { useKitInstance, useStoreSelector } from './context.js'

export interface EmbeddedWalletInfo {
  user: EmbeddedUser
  /** 'email' or the social provider the visitor signed in with. */
  authProvider: string
  accountType: AccountState['preferredAccountType']
  isSmartAccountDeployed: boolean
}

export interface UseKitAccountResult {
  allAccounts: AccountEntry[]
  caipAddress: CaipAddress | undefined
  address: string | undefined
  isConnected: boolean
  status: AccountState['status']
  /** Set when connected through the embedded (email / social) wallet. */
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
}

const EMPTY: AccountEntry[] = []

/** The account of one namespace (the active one by default). Re-renders only when it changes. */
export function useKitAccount(options: { namespace?: ChainNamespace } = {}): UseKitAccountResult {
  const kit = useKitInstance()
  const slice = useStoreSelector(kit.stores.chain, (state) => {
    const namespace = options.namespace ?? state.activeNamespace
    const account = namespace ? state.chains[namespace]?.accountState : undefined
    return {
      allAccounts: account?.allAccounts ?? EMPTY,
      caipAddress: account?.caipAddress,
      address: account?.address,
      status: account?.status,
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
      isConnected: Boolean(slice.caipAddress),
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
