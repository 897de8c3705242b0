import { getRpcUrls, type RpcUrlOptions } from '../rpc/defaultRpcUrl.js'
import type { CaipNetwork } from '../types/chain.js'

/** RPC settings every EVM adapter accepts. */
export interface EvmRpcOptions extends RpcUrlOptions {
  /** The host's own RPC URLs per chain id, tried first and in order. */
  customRpcUrls?: Record<number | string, readonly string[]>
}

/**
 * The endpoints of an EVM network, in fallback order: the host's URLs for the chain, then the
 * default RPC URL rule (the RPC service for known chains when a project id is set), then the
 * chain's own URLs.
 */
export function evmRpcUrls(network: CaipNetwork, options: EvmRpcOptions = {}): string[] {
  return getRpcUrls(network, {
    projectId: options.projectId,
    rpcServiceUrl: options.rpcServiceUrl,
    customRpcUrls: options.customRpcUrls?.[network.id] ?? [],
  })
}
