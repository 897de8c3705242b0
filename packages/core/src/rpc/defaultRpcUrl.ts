import type { CaipNetwork, CaipNetworkId } from '../types/chain.js'

/**
 * Spec §7: the chains whose default RPC is the wallet provider's RPC service. Well-known
 * eip155 mainnets and their main testnets, plus the three Solana networks.
 */
export const DEFAULT_RPC_SUPPORTED_NETWORKS = [
  'eip155:1', // Ethereum
  'eip155:10', // OP Mainnet
  'eip155:56', // BNB Smart Chain
  'eip155:97', // BNB Smart Chain testnet
  'eip155:100', // Gnosis
  'eip155:137', // Polygon
  'eip155:324', // zkSync Era
  'eip155:1101', // Polygon zkEVM
  'eip155:5000', // Mantle
  'eip155:8217', // Kaia
  'eip155:8453', // Base
  'eip155:17000', // Holesky
  'eip155:42161', // Arbitrum One
  'eip155:42220', // Celo
  'eip155:43113', // Avalanche Fuji
  'eip155:43114', // Avalanche C-Chain
  'eip155:59144', // Linea
  'eip155:80002', // Polygon Amoy
  'eip155:84532', // Base Sepolia
  'eip155:421614', // Arbitrum Sepolia
  'eip155:7777777', // Zora
  'eip155:11155111', // Sepolia
  'eip155:11155420', // OP Sepolia
  'eip155:1313161554', // Aurora
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', // Solana mainnet
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', // Solana devnet
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', // Solana testnet
] as const satisfies readonly CaipNetworkId[]

export interface RpcUrlOptions {
  projectId?: string | null
  /** The wallet provider's RPC service, e.g. 'https://rpc.example.com' (no trailing /v1). */
  rpcServiceUrl?: string | null
}

type NetworkLike = Pick<CaipNetwork, 'caipNetworkId' | 'rpcUrls'>

export function isDefaultRpcSupported(caipNetworkId: string): boolean {
  return (DEFAULT_RPC_SUPPORTED_NETWORKS as readonly string[]).includes(caipNetworkId)
}

function ownHttpUrls(network: NetworkLike): string[] {
  const urls = network?.rpcUrls?.default?.http
  return Array.isArray(urls) ? urls.filter((url) => typeof url === 'string' && url.length > 0) : []
}

/**
 * Spec §7 default RPC URL: for a known chain with a project id and an RPC service,
 * `${rpcServiceUrl}/v1/?chainId=<caipNetworkId>&projectId=<projectId>`; otherwise the chain's
 * own first http URL (undefined when it has none).
 */
export function getDefaultRpcUrl(network: NetworkLike, options: RpcUrlOptions): string | undefined {
  const { projectId, rpcServiceUrl } = options
  if (projectId && rpcServiceUrl && isDefaultRpcSupported(network.caipNetworkId)) {
    const service = rpcServiceUrl.replace(/\/+$/, '')
    return `${service}/v1/?chainId=${network.caipNetworkId}&projectId=${encodeURIComponent(projectId)}`
  }
  return ownHttpUrls(network)[0]
}

/**
 * The endpoints to try in order (spec §7 "several endpoints fall back in order"): the host's
 * custom URLs, then the default RPC URL, then the chain's own http URLs; de-duplicated.
 */
export function getRpcUrls(
  network: NetworkLike,
  options: RpcUrlOptions & { customRpcUrls?: readonly string[] },
): string[] {
  const urls = [
    ...(options.customRpcUrls ?? []),
    getDefaultRpcUrl(network, options),
    ...ownHttpUrls(network),
  ]
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url !== ''))]
}
