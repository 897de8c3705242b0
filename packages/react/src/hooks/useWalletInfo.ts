import type { ChainNamespace } from '@gangway/core/adapter'
import type { ConnectedWalletInfo } from '@gangway/core/internal'
import { selectAccountState } from './accountState.js'
import { useKitInstance, useStoreSelector } from './context.js'

/** The connected wallet's name, icon and rdns (active namespace by default). */
export function useWalletInfo(options: { namespace?: ChainNamespace } = {}): {
  walletInfo: ConnectedWalletInfo | undefined
} {
  const kit = useKitInstance()
  const walletInfo = useStoreSelector(
    kit.stores.chain,
    (state) => selectAccountState(state, options.namespace)?.connectedWalletInfo,
  )
  return { walletInfo }
}
