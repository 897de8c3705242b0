/** The four chain families core ships descriptors for (spec §1). */
export type BuiltInNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122'

/**
 * A CAIP-2 namespace: one of the built-in four or any family an adapter describes (see
 * `ChainFamily`). The kit knows a namespace only through its registered family.
 */
export type ChainNamespace = BuiltInNamespace | (string & {})

/** `namespace:chainId`, spec §3. */
export type CaipNetworkId = `${string}:${string}`
/** `namespace:chainId:address`, spec §3. */
export type CaipAddress = `${string}:${string}:${string}`

/** Which adapter serves a namespace (spec §1's types, plus any a third-party adapter names). */
export type AdapterType =
  | 'universal'
  | 'solana'
  | 'wagmi'
  | 'ethers'
  | 'ethers5'
  | 'bitcoin'
  | 'polkadot'
  | (string & {})

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
  /** The name the wallet gives the account (a Polkadot extension's "Alice"), text only. */
  name?: string
}
