import type { ChainController } from '../controllers/chain/chainController.js'
import type { ConnectorsController } from '../controllers/connectors/connectorsController.js'
import type { ResolvedOptions } from '../options/types.js'
import type { WalletDirectorySource } from './types.js'
import { createWalletDirectory, type WalletDirectory } from './walletDirectory.js'

/**
 * A kit's wallet directory over a source: the host's include / exclude / featured ids, its
 * networks as the chain filter (one namespace's while the connect views are filtered), its installed connectors (rdns, directory ids) left out, its
 * recent wallets. `kit` is the kit's options and controllers (`{ options, ...kit.controllers }`).
 */
export function createKitWalletDirectory(
  source: WalletDirectorySource,
  kit: {
    options: Pick<ResolvedOptions, 'includeWalletIds' | 'excludeWalletIds' | 'featuredWalletIds'>
    chain: Pick<ChainController, 'getNetworks'>
    connectors: Pick<ConnectorsController, 'getConnectors' | 'getState'>
  },
): WalletDirectory {
  return createWalletDirectory({
    source,
    includeWalletIds: kit.options.includeWalletIds,
    excludeWalletIds: kit.options.excludeWalletIds,
    featuredWalletIds: kit.options.featuredWalletIds,
    // While the connect views are filtered to one namespace, only its wallets are offered.
    getChains: () =>
      kit.chain
        .getNetworks(kit.connectors.getState().filterByNamespace)
        .map((network) => network.caipNetworkId),
    getInstalled: () => {
      const installed = kit.connectors
        .getConnectors()
        .filter((connector) => connector.type !== 'WALLET_CONNECT' && connector.type !== 'AUTH')
      return {
        rdns: installed.flatMap((connector) => (connector.info?.rdns ? [connector.info.rdns] : [])),
        ids: installed.flatMap((connector) => (connector.explorerId ? [connector.explorerId] : [])),
      }
    },
    getRecent: () => kit.connectors.getState().recentWallets,
  })
}
