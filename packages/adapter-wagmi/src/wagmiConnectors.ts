import { WALLET_CONNECT_CONNECTOR_ID } from '@gangway/core/adapter'
import type { DiscoveredEvmWallet } from '@gangway/core/eip155'
import { type Config, type Connector, injected } from '@wagmi/core'
import {
  type GangwayWalletConnectParameters,
  gangwayWalletConnect,
} from './walletConnectConnector.js'

/**
 * Gives wagmi a connector for each discovered wallet it does not know yet (an `injected`
 * connector targeting the wallet's own provider, id = rdns or `injected`) and, once the kit's
 * context is there, the WalletConnect connector. wagmi's hooks then list the same wallets.
 */
export function registerWagmiConnectors(
  config: Config,
  wallets: readonly DiscoveredEvmWallet[],
  walletConnect: GangwayWalletConnectParameters | undefined,
  /** Wraps each wallet's provider for wagmi (the adapter records wagmi's wallet listeners). */
  providerView: <P extends object>(provider: P) => P = (provider) => provider,
): void {
  const internal = config._internal.connectors
  const known = new Set(config.connectors.map((connector) => connector.id))
  const added: Connector[] = []
  for (const wallet of wallets) {
    if (known.has(wallet.id)) continue
    known.add(wallet.id)
    added.push(
      internal.setup(
        injected({
          target: {
            id: wallet.id,
            name: wallet.name,
            ...(wallet.icon ? { icon: wallet.icon } : {}),
            provider: providerView(wallet.provider as object) as never,
          },
        }),
      ),
    )
  }
  if (walletConnect && !known.has(WALLET_CONNECT_CONNECTOR_ID))
    added.push(internal.setup(gangwayWalletConnect(walletConnect)))
  if (added.length) internal.setState((connectors) => [...connectors, ...added])
}
