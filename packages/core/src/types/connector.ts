import type { ChainNamespace } from './chain.js'

/** Connector types of spec §3. */
export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'EXTERNAL'
  | 'MULTI_CHAIN'
  | 'AUTH'
  | 'WALLET_CONNECT'

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
  /** The wallet's own provider object (EIP-1193, Wallet Standard wallet, ...). Never serialised. */
  provider?: unknown
  /** For a merged MULTI_CHAIN / AUTH entry: the per-chain connectors it holds. */
  connectors?: Connector[]
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
