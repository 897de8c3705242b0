import type { CaipNetwork, SignMessageParams } from '@gangway/core/adapter'

/** sats-connect and the adapter's requests over it (`./satsConnectSdk.ts`). */
export type SatsConnectSdk = typeof import('./satsConnectSdk.js')

export interface BitcoinAdapterOptions {
  /** bip122 networks to use when the kit passes none. Default: Bitcoin mainnet. */
  networks?: readonly CaipNetwork[]
  /** A message the wallet shows in its connect prompt (sats-connect `getAccounts`). */
  connectMessage?: string
  /** Offer WalletConnect for bip122 (the kit's shared UniversalProvider). Default true. */
  walletConnect?: boolean
}

/** ECDSA (BIP-137 "Bitcoin Signed Message") or BIP-322 (simple). */
export type BitcoinMessageProtocol = 'ecdsa' | 'bip322'

export interface BitcoinSignMessageParams extends SignMessageParams {
  /** Default: the wallet's choice (usually BIP-322 for segwit and taproot addresses). */
  protocol?: BitcoinMessageProtocol
}

export interface BitcoinSignMessageResult {
  /** Base64. */
  signature: string
  address: string
  protocol?: BitcoinMessageProtocol
}

export interface BitcoinTransferParams {
  /** Amounts in satoshis. */
  recipients: readonly { address: string; amount: bigint | number }[]
}
