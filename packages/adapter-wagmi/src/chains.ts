import type { CaipNetwork } from '@gangway/core/adapter'
import { type Chain, defineChain } from 'viem'

/** A kit network as a viem chain. */
export function toViemChain(network: CaipNetwork): Chain {
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  })
}
