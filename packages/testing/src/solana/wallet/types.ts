import type { Commitment, Keypair } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'

export interface SolanaTestWalletOptions {
  /** The account's key pair; a new one by default. */
  keypair?: Keypair
  /** Or its 64-byte secret key (bytes, a number list, or base58), e.g. from an init script. */
  secretKey?: Uint8Array | readonly number[] | string
  /** The node `signAndSendTransaction` sends to. */
  rpcUrl: string
  /** Wallet Standard chains the wallet serves. Default ['solana:localnet']. */
  chains?: readonly IdentifierString[]
  name?: string
  icon?: WalletIcon
  /** The site is already trusted: a silent connect returns the account. Default false. */
  trusted?: boolean
  /** Commitment of its RPC connection. Default 'confirmed'. */
  commitment?: Commitment
}

export interface SolanaTestWalletRequest {
  method: 'connect' | 'signMessage' | 'signTransaction' | 'signAndSendTransaction'
  /** For connect: asked with `{ silent: true }`. */
  silent?: boolean
  outcome: 'approved' | 'rejected' | 'failed'
}

/** A Wallet Standard Solana wallet for tests, with the controls a test needs. */
export interface SolanaTestWallet extends Wallet {
  readonly accounts: readonly WalletAccount[]
  readonly keypair: Keypair
  /** The current account's address (base58), connected or not. */
  readonly address: string
  /** Whether the site is trusted (a silent connect succeeds). */
  readonly trusted: boolean
  readonly connected: boolean
  /** Every request the wallet received, oldest first. */
  readonly requests: readonly SolanaTestWalletRequest[]
  /** The next request that needs the user (connect, sign) is refused (code 4001). */
  rejectNext(message?: string): void
  /** The user revokes the site: no longer trusted, disconnected; emits `change` with no accounts. */
  revoke(): void
  /** The user switches account (a new key pair by default); emits `change` when connected. */
  switchAccount(keypair?: Keypair): Keypair
}
