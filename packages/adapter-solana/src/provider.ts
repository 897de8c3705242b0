import type { CaipNetwork } from '@gangway/core/adapter'
import type { Connection, SendOptions } from '@solana/web3.js'
import type { SolanaProvider, SolanaTransaction, SolanaWalletSession } from './types.js'

export interface SolanaProviderDeps {
  session: SolanaWalletSession
  network: () => CaipNetwork
  connection: () => Connection
  signMessage: (message: Uint8Array) => Promise<Uint8Array>
  signTransaction: <T extends SolanaTransaction>(transaction: T) => Promise<T>
  signAndSendTransaction: (transaction: SolanaTransaction, options?: SendOptions) => Promise<string>
}

/** The provider handed to the host: always the adapter's current account and network. */
export function createSolanaProvider(deps: SolanaProviderDeps): SolanaProvider {
  return {
    get name() {
      return deps.session.name
    },
    get type() {
      return deps.session.type
    },
    get publicKey() {
      return deps.session.publicKey
    },
    get address() {
      return deps.session.publicKey.toBase58()
    },
    get network() {
      return deps.network()
    },
    get connection() {
      return deps.connection()
    },
    signMessage: (message) =>
      deps.signMessage(typeof message === 'string' ? new TextEncoder().encode(message) : message),
    signTransaction: (transaction) => deps.signTransaction(transaction),
    signAndSendTransaction: (transaction, options) =>
      deps.signAndSendTransaction(transaction, options),
  }
}
