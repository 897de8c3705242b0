/** The chain families the kit knows (spec §1). */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122'
export const CHAIN_NAMESPACES: readonly ChainNamespace[] = [
  'eip155',
  'solana',
  'polkadot',
  'bip122',
]

/** `namespace:chainId`, spec §3. */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** `namespace:chainId:address`, spec §3. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

export type AdapterType =
  | 'universal'
  | 'solana'
  | 'wagmi'
  | 'ethers'
  | 'ethers5'
  | 'bitcoin'
  | 'polkadot'

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** A network the host configures (spec §3 "Network"). */
export interface CaipNetwork {
  /** Chain id within its namespace: a number for eip155, a genesis-hash prefix or name for others. */
  id: number | string
  name: string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  /** Image id / url for the network icon. */
  assets?: { imageId?: string; imageUrl?: string }
}

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

export interface AccountEntry {
  namespace: ChainNamespace
  address: string
  type: AccountType
  /** Optional derivation path / public key a wallet reports. */
  publicKey?: string
  path?: string
}
