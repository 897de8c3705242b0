import type { CaipNetwork } from '@gangway/core/adapter'
import { explorerTxUrl } from '@gangway/core/internal'

/** The explorer page of a transaction of `chain` (CAIP-2), through core's one explorer link. */
export function transactionExplorerUrl(
  networks: readonly CaipNetwork[],
  chain: string,
  hash: string | undefined,
): string | undefined {
  return explorerTxUrl(
    networks.find((network) => network.caipNetworkId === chain),
    hash,
  )
}
