import { ed25519 } from '@noble/curves/ed25519'
import { decodeBase58, encodeBase58 } from '../solana/base58.js'

/** The mainnet genesis-hash prefix Solana's WalletConnect namespace uses. */
export const SOLANA_MAINNET_CAIP = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

export interface SolanaWalletConnectSigner {
  /** base58 public key. */
  address: string
  /** Answers a solana_* WalletConnect request. */
  answer(method: string, params: unknown): unknown
}

const METHODS = ['solana_signMessage', 'solana_getAccounts', 'solana_requestAccounts'] as const
export const TEST_WALLET_KIT_SOLANA_METHODS: readonly string[] = METHODS

/**
 * The Solana side of the WalletKit test wallet: an ed25519 key that answers solana_signMessage
 * (`{ message: base58, pubkey }` → `{ signature: base58 }`) and the account requests. Signing
 * transactions is not offered (the wallet does not approve those methods).
 */
export function createSolanaWalletConnectSigner(seed: Uint8Array): SolanaWalletConnectSigner {
  if (seed.length !== 32) throw new Error('The Solana seed must be 32 bytes.')
  const address = encodeBase58(ed25519.getPublicKey(seed))
  return {
    address,
    answer(method, params) {
      if (method === 'solana_getAccounts' || method === 'solana_requestAccounts')
        return [{ pubkey: address }]
      if (method === 'solana_signMessage') {
        const { message, pubkey } = (params ?? {}) as { message?: string; pubkey?: string }
        if (pubkey && pubkey !== address)
          throw Object.assign(new Error('Unknown account.'), { code: 4100 })
        if (typeof message !== 'string')
          throw Object.assign(new Error('message must be base58.'), { code: -32602 })
        return { signature: encodeBase58(ed25519.sign(decodeBase58(message), seed)) }
      }
      throw Object.assign(new Error(`${method} is not supported.`), { code: 4200 })
    },
  }
}
