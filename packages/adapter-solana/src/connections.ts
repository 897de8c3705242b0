import { type CaipNetwork, getRpcUrls, KitError } from '@gangway/core/adapter'
import { Connection } from '@solana/web3.js'
import type { SolanaAdapterOptions } from './types.js'

/**
 * One web3.js `Connection` per network, on the first endpoint of the spec §7 RPC rule (the
 * host's URLs, then the RPC service for known networks with a project id, then the network's
 * own URLs), with the network's WebSocket URL when it lists one.
 */
export function createConnectionCache(
  options: Pick<SolanaAdapterOptions, 'connectionSettings' | 'customRpcUrls' | 'rpcServiceUrl'>,
  projectId: () => string | undefined,
): (network: CaipNetwork) => Connection {
  const connections = new Map<string, Connection>()
  return (network) => {
    const existing = connections.get(network.caipNetworkId)
    if (existing) return existing
    const [endpoint] = getRpcUrls(network, {
      projectId: projectId(),
      rpcServiceUrl: options.rpcServiceUrl,
      customRpcUrls: options.customRpcUrls?.[String(network.id)] ?? [],
    })
    if (!endpoint) throw new KitError('NETWORK_CLIENT_NOT_SET')
    const settings = options.connectionSettings ?? 'confirmed'
    const config = typeof settings === 'string' ? { commitment: settings } : settings
    const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
    const connection = new Connection(endpoint, {
      ...config,
      ...(wsEndpoint && !config.wsEndpoint && { wsEndpoint }),
    })
    connections.set(network.caipNetworkId, connection)
    return connection
  }
}
