import type { ChainNamespace } from './chain.js'

/** Connector types of spec §3. */
export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'EXTERNAL'
  | 'MULTI_CHAIN'
  | 'AUTH'
  | 'WALLET_CONNECT'

/** A wallet the visitor can connect with (spec §3 connector), as the kit stores it: plain data. */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  /** The namespace this connector serves (a MULTI_CHAIN entry carries the first one). */
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  /** Id of the wallet in the wallet directory. */
  explorerId?: string
  info?: { rdns?: string; name?: string; icon?: string }
  /** The wallet is present in this browser (an injected provider was found). */
  installed?: boolean
  /** For a merged MULTI_CHAIN / AUTH entry: the per-chain connectors it holds. */
  connectors?: Connector[]
}

/**
 * A connector as an adapter keeps it: with the wallet's own provider object (EIP-1193, Wallet
 * Standard wallet, ...). The kit stores only the plain `Connector` fields.
 */
export interface DiscoveredConnector extends Connector {
  provider?: unknown
}

/** A wallet-directory entry (spec §3 "Wallet listing"). */
export interface WalletListing {
  id: string
  name: string
  image_id?: string
  image_url?: string
  rdns?: string | null
  chains?: string[]
  homepage?: string
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  app_store?: string | null
  play_store?: string | null
}

export interface RecentWallet {
  id: string
  rdns?: string
}
