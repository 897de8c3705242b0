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

/**
 * A network the host configures (spec §3 "Network"). A family's own data (a bech32 prefix, a
 * denomination, a REST API's URLs) goes in a field its adapter adds by extending this type: the
 * kit keeps every field (the adapter's `setup` gets the host's objects, the kit's network state
 * shallow copies of them; docs/adapters.md).
 */
export interface CaipNetwork {
  /**
   * The CAIP-2 reference: the chain id within its namespace (a number for eip155, a genesis-hash
   * prefix or a name for others). What adapters answer as `chainId`.
   */
  id: number | string
  name: string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  nativeCurrency: NativeCurrency
  /**
   * The family's RPC endpoints (eip155 JSON-RPC, Solana JSON-RPC, CometBFT RPC); the first is
   * what a WalletConnect proposal's `rpcMap` gets. Another kind of endpoint (a REST API) goes in
   * the adapter's own field.
   */
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
  /**
   * The account's public key as the wallet reports it, hex-encoded: lowercase, no `0x` (e.g. a
   * 33-byte compressed secp256k1 key). The kit keeps it in `allAccounts` for the host and reads
   * nothing from it.
   */
  publicKey?: string
  /** The account's derivation path, when the wallet reports one (`m/84'/0'/0'/0/0`). */
  path?: string
  /** The name the wallet gives the account (a Polkadot extension's "Alice"), text only. */
  name?: string
}
