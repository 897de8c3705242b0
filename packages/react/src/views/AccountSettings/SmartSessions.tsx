import type { ChainNamespace } from '@gangway/core/adapter'
import { selectAccount, selectActiveCaipNetwork } from '@gangway/core/shell'
import { lazy, Suspense } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'

// Loaded only where the section shows: the chain reads and the embedded wallet's revoke stay out
// of AccountSettings' own chunk.
const SmartSessionsList = lazy(() => import('./SmartSessionsList.js'))

/**
 * AccountSettings' smart sessions (ERC-7715): shown with `features.smartSessions` for an eip155
 * account connected through the embedded wallet (the AUTH connector), for its smart account.
 */
export function SmartSessions({ namespace }: { namespace: ChainNamespace }) {
  const kit = useKitInstance()
  const enabled = useStoreSelector(kit.stores.options, (state) => state.features.smartSessions)
  const authId = useStoreSelector(
    kit.stores.connectors,
    (state) => state.byNamespace[namespace]?.find((connector) => connector.type === 'AUTH')?.id,
  )
  const place = useStoreSelector(kit.stores.chain, (state) => {
    const { allAccounts, address } = selectAccount(state, namespace)
    return {
      connectorId: state.chains[namespace]?.accountState.connectorId,
      account: allAccounts.find((entry) => entry.type === 'smartAccount')?.address ?? address,
      network: selectActiveCaipNetwork(state),
    }
  })
  const { account, network } = place
  const embedded = authId !== undefined && place.connectorId === authId
  if (!enabled || namespace !== 'eip155' || !embedded || !account || !network) return null
  return (
    <Suspense fallback={null}>
      <SmartSessionsList account={account} network={network} />
    </Suspense>
  )
}
