import type { CaipNetwork, ChainNamespace } from '../../types/chain.js'

/** Test networks (not exported from the package). */
export function testNetwork(
  namespace: ChainNamespace,
  id: number | string,
  name = `${namespace} ${id}`,
): CaipNetwork {
  return {
    id,
    name,
    chainNamespace: namespace,
    caipNetworkId: `${namespace}:${id}`,
    nativeCurrency: { name: 'Coin', symbol: 'CN', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:8545/${namespace}/${id}`] } },
  }
}

export const mainnet = testNetwork('eip155', 1, 'Ethereum')
export const base = testNetwork('eip155', 8453, 'Base')
export const optimism = testNetwork('eip155', 10, 'OP Mainnet')
export const solana = testNetwork('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana')
export const solanaDevnet = testNetwork('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Devnet')
export const polkadot = testNetwork('polkadot', '91b171bb158e2d3848fa23a9f1c25182', 'Polkadot')
export const bitcoin = testNetwork('bip122', '000000000019d6689c085ae165831e93', 'Bitcoin')
