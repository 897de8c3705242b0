import type { ChainAdapter } from '../adapters/types.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'
import type { SIWXConfig } from './types.js'

export function network(
  namespace: ChainNamespace,
  id: number | string,
  name = `${namespace} ${id}`,
) {
  return {
    id,
    name,
    chainNamespace: namespace,
    caipNetworkId: `${namespace}:${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.example/'] } },
  } as CaipNetwork
}

export const mainnet = network('eip155', 1, 'Ethereum')
export const base = network('eip155', 8453, 'Base')
export const solana = network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana')

export function adapter(namespace: ChainNamespace): ChainAdapter {
  const noop = () => {
    throw new Error('not used')
  }
  return {
    namespace,
    adapterType: 'universal',
    construct: noop,
    syncConnectors: noop,
    getConnectors: () => [],
    connect: noop,
    disconnect: noop,
  } as unknown as ChainAdapter
}

export const siwx: SIWXConfig = {
  createMessage: async () => ({ toString: () => 'message' }),
  addSession: async () => {},
  revokeSession: async () => {},
  setSessions: async () => {},
  getSessions: async () => [],
}
