import { ONRAMP } from '../constants.js'
import type { CaipNetworkId } from '../types/chain.js'
import type { OnRampProvider } from './types.js'

/** Spec §9's on-ramp card chains by CAIP-2 id (the providers' network names). */
export const CARD_CHAIN_IDS: Readonly<Record<(typeof ONRAMP.CARD_CHAINS)[number], CaipNetworkId>> =
  {
    ethereum: 'eip155:1',
    arbitrum: 'eip155:42161',
    polygon: 'eip155:137',
    berachain: 'eip155:80094',
    'avalanche-c-chain': 'eip155:43114',
    optimism: 'eip155:10',
    celo: 'eip155:42220',
    base: 'eip155:8453',
  }

/** The Solana mainnet, served by both real providers too (spec §9: on-ramp on eip155 and solana). */
export const SOLANA_MAINNET: CaipNetworkId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/**
 * The card chain name of a network: its spec §9 name, or the fallback `ethereum` for any other
 * network (what a provider opens on when the network is not one of its card chains).
 */
export function cardChainOf(network: string): string {
  const entry = Object.entries(CARD_CHAIN_IDS).find(([, id]) => id === network)
  return entry ? entry[0] : ONRAMP.CARD_CHAIN_FALLBACK
}

/** Where the default providers (Coinbase Onramp, Transak) sell: the card chains and Solana. */
export const DEFAULT_ONRAMP_NETWORKS: readonly string[] = [
  ...Object.values(CARD_CHAIN_IDS),
  SOLANA_MAINNET,
]

/**
 * What Coinbase Onramp and Transak offer by default: ETH and USDC on the card chains (the native
 * token instead of ETH on Polygon, Avalanche, Celo and Berachain), SOL and USDC on Solana.
 */
export const defaultOnrampAssets = (): OnRampProvider['assets'] => ({
  ...Object.fromEntries(Object.values(CARD_CHAIN_IDS).map((id) => [id, ['ETH', 'USDC']])),
  'eip155:137': ['POL', 'USDC'],
  'eip155:43114': ['AVAX', 'USDC'],
  'eip155:42220': ['CELO', 'USDC'],
  'eip155:80094': ['BERA', 'USDC'],
  [SOLANA_MAINNET]: ['SOL', 'USDC'],
})

/** Coinbase Onramp's network name of a network: the card chain name, `solana` on Solana. */
export const coinbaseNetworkOf = (network: string): string =>
  network === SOLANA_MAINNET ? 'solana' : cardChainOf(network)

/** Transak's network names where they differ from the spec §9 card chain names. */
const TRANSAK_NETWORK: Record<string, string> = {
  'avalanche-c-chain': 'avaxcchain',
}

/** Transak's network name of a network (`avaxcchain` for Avalanche, `solana` on Solana). */
export function transakNetworkOf(network: string): string {
  if (network === SOLANA_MAINNET) return 'solana'
  const card = cardChainOf(network)
  return TRANSAK_NETWORK[card] ?? card
}
