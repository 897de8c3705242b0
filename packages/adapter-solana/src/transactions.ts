import { isValidSolanaAddress } from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import { PublicKey, SystemProgram, Transaction, type VersionedTransaction } from '@solana/web3.js'
import type { SolanaTransaction } from './types.js'

const isVersioned = (value: SolanaTransaction): value is VersionedTransaction =>
  !(value instanceof Uint8Array) && 'version' in value && 'message' in value

const isLegacy = (value: SolanaTransaction): value is Transaction =>
  !(value instanceof Uint8Array) && !isVersioned(value)

/** Wire bytes of a transaction (a legacy one may still lack signatures). */
export function serializeTransaction(transaction: SolanaTransaction): Uint8Array {
  if (transaction instanceof Uint8Array) return transaction
  if (isVersioned(transaction)) return transaction.serialize()
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

/** Signed wire bytes back in the shape the caller passed (bytes, legacy or versioned). */
export function deserializeLike<T extends SolanaTransaction>(original: T, bytes: Uint8Array): T {
  if (original instanceof Uint8Array) return bytes as T
  if (isVersioned(original)) {
    const Versioned = original.constructor as typeof VersionedTransaction
    return Versioned.deserialize(bytes) as T
  }
  return Transaction.from(bytes) as T
}

/** The blockhash of wire bytes is read by the wallet; a legacy transaction may need one set. */
export async function completeLegacyTransaction(
  transaction: SolanaTransaction,
  feePayer: PublicKey,
  latestBlockhash: () => Promise<{ blockhash: string; lastValidBlockHeight: number }>,
): Promise<void> {
  if (!isLegacy(transaction)) return
  transaction.feePayer ??= feePayer
  if (!transaction.recentBlockhash) {
    const { blockhash, lastValidBlockHeight } = await latestBlockhash()
    transaction.recentBlockhash = blockhash
    transaction.lastValidBlockHeight = lastValidBlockHeight
  }
}

/**
 * Spec §5 "Send, Solana": amount and receiver are required — a positive lamport amount and a
 * valid address — else 'Please enter a valid amount and receiver address'.
 */
export function validateSolTransfer(
  to: unknown,
  lamports: unknown,
): { to: PublicKey; lamports: bigint } {
  const invalid = () => new KitError('SEND_SOLANA_INVALID')
  if (typeof lamports !== 'bigint' || lamports <= 0n) throw invalid()
  if (!isValidSolanaAddress(to)) throw invalid()
  try {
    return { to: new PublicKey(to), lamports }
  } catch {
    throw invalid()
  }
}

/** A native SOL transfer (SystemProgram.transfer) from `from`, ready for the wallet. */
export function buildSolTransfer(params: {
  from: PublicKey
  to: PublicKey
  lamports: bigint
  blockhash: string
  lastValidBlockHeight: number
}): Transaction {
  return new Transaction({
    feePayer: params.from,
    blockhash: params.blockhash,
    lastValidBlockHeight: params.lastValidBlockHeight,
  }).add(
    SystemProgram.transfer({
      fromPubkey: params.from,
      toPubkey: params.to,
      lamports: params.lamports,
    }),
  )
}
