import type { AdapterContext } from '@gangway/core/adapter'
import { authWallet, type DiscoveredEvmWallet, type EvmRpcOptions } from '@gangway/core/eip155'
import type { GangwayWalletConnectParameters } from './walletConnectConnector.js'

// What the adapter hands wagmi: the kit's wallets for its connectors, the WalletConnect
// connector's wiring, and the RPC options of the config. Plain values: no wagmi code runs here.

/** The page's wallets, plus the kit's embedded wallet (AUTH) when the kit hands one over. */
export function withAuthWallet(
  wallets: readonly DiscoveredEvmWallet[],
  context: AdapterContext | undefined,
): DiscoveredEvmWallet[] {
  return [...wallets, ...authWallet(context?.authProvider)]
}

/** The WalletConnect connector's wiring, once the kit has handed over its context. */
export function walletConnectParameters(
  context: AdapterContext | undefined,
  wiring: Pick<GangwayWalletConnectParameters, 'networks' | 'onDisplayUri' | 'rpcUrls'>,
): GangwayWalletConnectParameters | undefined {
  if (!context) return undefined
  return {
    getUniversalProvider: () => context.getUniversalProvider(),
    networks: wiring.networks,
    onDisplayUri: wiring.onDisplayUri,
    pair: context.pairWalletConnect,
    rpcUrls: wiring.rpcUrls,
  }
}

/** The adapter's RPC options; without a project id of its own, the kit's (as the ethers adapter). */
export function rpcOptions(
  options: EvmRpcOptions,
  context: AdapterContext | undefined,
): EvmRpcOptions {
  return {
    customRpcUrls: options.customRpcUrls,
    projectId: options.projectId ?? context?.projectId,
    rpcServiceUrl: options.rpcServiceUrl,
  }
}
