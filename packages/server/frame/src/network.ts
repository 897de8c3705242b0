import { formatUnits } from 'viem'
import type { ProjectInfo } from './api.js'

/** What an approval says of the network a request is for, from the server's chain config. */
export interface ApprovalNetwork {
  caipNetworkId: string
  /** The chain's `name` in the server's config, when it has one. */
  name?: string
  /** The chain's native currency (the server's config always has it; absent for an unknown chain). */
  native?: { symbol: string; decimals: number }
}

/** The project's chain for `caipNetworkId`, or just the id when the server does not list it. */
export function approvalNetwork(project: ProjectInfo, caipNetworkId: string): ApprovalNetwork {
  const chain = project.chains.find((listed) => listed.caipNetworkId === caipNetworkId)
  return {
    caipNetworkId,
    ...(chain?.name && { name: chain.name }),
    ...(chain?.native && { native: chain.native }),
  }
}

/** The approval's "Network" row: the chain's name with its CAIP-2 id, so both can be checked. */
export function networkRow(network: ApprovalNetwork): [string, string] {
  return [
    'Network',
    network.name ? `${network.name} (${network.caipNetworkId})` : network.caipNetworkId,
  ]
}

/**
 * An amount of the native currency in its own units and symbol ("0.25 ETH"); for a chain the
 * server does not list, in 18 decimals (eip155's rule) and marked "(native)".
 */
export function nativeAmount(value: bigint, network: ApprovalNetwork): string {
  return network.native
    ? `${formatUnits(value, network.native.decimals)} ${network.native.symbol}`
    : `${formatUnits(value, 18)} (native)`
}
