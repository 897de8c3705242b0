import type { CaipNetwork, ConnectorType } from '@gangway/core/adapter'
import type {
  Commitment,
  Connection,
  ConnectionConfig,
  PublicKey,
  SendOptions,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import type { Wallets } from '@wallet-standard/app'
import type { SolanaDeepLinkWalletId } from './deepLinks.js'

/** The lazily loaded part of the adapter that holds web3.js (`./solanaSdk.ts`). */
export type SolanaSdk = typeof import('./solanaSdk.js')

/** A transaction the adapter signs: a web3.js 1.x transaction, or its wire bytes. */
export type SolanaTransaction = Transaction | VersionedTransaction | Uint8Array

export interface SolanaAdapterOptions {
  /** Networks to use when the kit passes none for solana (the kit's networks win). */
  networks?: readonly CaipNetwork[]
  /** Commitment, or a full web3.js `ConnectionConfig`, for RPC reads and confirmations. */
  connectionSettings?: Commitment | ConnectionConfig
  /** The host's own RPC URLs per chain id, tried before the default RPC URL rule. */
  customRpcUrls?: Record<string, readonly string[]>
  /** The wallet provider's RPC service (spec §7 default RPC URL, used with a project id). */
  rpcServiceUrl?: string
  /**
   * How long an RPC endpoint gets to answer (ms) before the next one is tried; spec §9: 10 s.
   * Every network's endpoints are used in fallback order (ranked when there are several).
   */
  rpcTimeout?: number
  /** The Wallet Standard registry; `getWallets()` of `@wallet-standard/app` by default. */
  getWallets?: () => Wallets
  /** Where legacy injected wallets (`window.solana`, `window.phantom.solana`) are looked up. */
  window?: unknown
  /**
   * Spec §7: wallet apps offered through a deep link when no wallet is injected on a mobile
   * browser (default: Phantom, Solflare, Backpack, Coinbase Wallet); false for none.
   */
  deepLinks?: false | readonly SolanaDeepLinkWalletId[]
  /** Whether the visitor browses on a mobile device; a user-agent check by default. */
  isMobile?: () => boolean
  /** Opens a deep link; `window.location.assign` by default. */
  openUrl?: (url: string) => void
}

/** One connected wallet, whatever its kind (Wallet Standard, legacy injected, WalletConnect). */
export interface SolanaWalletSession {
  readonly connectorId: string
  readonly type: ConnectorType
  readonly name: string
  /** Chains the wallet announces (Wallet Standard wallets). */
  readonly chains?: readonly string[]
  publicKey: PublicKey
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** Signs wire bytes for `chain` (a Wallet Standard chain or CAIP id); returns signed bytes. */
  signTransaction(transaction: Uint8Array, chain: string): Promise<Uint8Array>
  /** Signs and sends; returns the base58 signature. Absent: the adapter signs, then sends. */
  signAndSendTransaction?(
    transaction: Uint8Array,
    chain: string,
    options?: SendOptions,
  ): Promise<string>
  /** Follows the wallet's account: a new public key, or null when it drops the site. */
  watch(listener: (publicKey: PublicKey | null) => void): () => void
  disconnect(): Promise<void>
}

/**
 * What `kit.getProvider('solana')` hands the host while a Solana wallet is connected: the
 * account, the active network's `Connection`, and the wallet's signing methods.
 */
export interface SolanaProvider {
  readonly name: string
  readonly type: ConnectorType
  readonly publicKey: PublicKey
  /** Base58 address. */
  readonly address: string
  readonly network: CaipNetwork
  readonly connection: Connection
  signMessage(message: Uint8Array | string): Promise<Uint8Array>
  signTransaction<T extends SolanaTransaction>(transaction: T): Promise<T>
  /** Signs and sends; resolves with the base58 signature once sent (not confirmed). */
  signAndSendTransaction(transaction: SolanaTransaction, options?: SendOptions): Promise<string>
}
