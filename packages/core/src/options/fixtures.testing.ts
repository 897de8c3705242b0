import type { ChainAdapter } from '../adapters/types.js'
import { BUILT_IN_FAMILIES } from '../families/builtIn.js'
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

/** An object with the contract's shape (options validation looks no deeper). */
export function adapter(namespace: ChainNamespace): ChainAdapter {
  const noop = () => {
    throw new Error('not used')
  }
  const family = BUILT_IN_FAMILIES.find((candidate) => candidate.namespace === namespace)
  return {
    family: family ?? { namespace },
    adapterType: 'universal',
    ...Object.fromEntries(
      [
        'setup',
        'connect',
        'restore',
        'disconnect',
        'signMessage',
        'sendTransaction',
        'getBalance',
        'switchNetwork',
        'getProvider',
        'on',
        'destroy',
      ].map((method) => [method, noop]),
    ),
    getConnectors: () => [],
  } as unknown as ChainAdapter
}

export const siwx: SIWXConfig = {
  createMessage: async () => ({ toString: () => 'message' }),
  addSession: async () => {},
  revokeSession: async () => {},
  setSessions: async () => {},
  getSessions: async () => [],
}
