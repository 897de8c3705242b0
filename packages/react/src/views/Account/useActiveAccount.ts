import { selectAccount, selectActiveCaipNetwork } from '@gangway/core/shell'
import { useStoreSelector } from '../../hooks/context.js'
import type { UiKit } from '../../kit/types.js'

/**
 * The active account's address ('' when none) and network id: the Account tabs read their data
 * again when either changes (the kit drops the previous list then).
 */
export function useActiveAccount(kit: UiKit): { address: string; network: string | undefined } {
  const address = useStoreSelector(kit.stores.chain, (s) => selectAccount(s).address ?? '')
  const network = useStoreSelector(
    kit.stores.chain,
    (s) => selectActiveCaipNetwork(s)?.caipNetworkId,
  )
  return { address, network }
}
