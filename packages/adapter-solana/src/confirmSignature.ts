import type { Commitment, Connection, TransactionConfirmationStatus } from '@solana/web3.js'

/** How often a sent transaction's status is asked while it is not confirmed yet. */
export const CONFIRM_POLL_MS = 500
/**
 * The longest a confirmation is waited for, should the chain not move past the blockhash's last
 * valid block height (on a cluster a blockhash lives about 150 blocks, 60 to 90 s).
 */
export const CONFIRM_TIMEOUT_MS = 120_000

const LEVELS: readonly TransactionConfirmationStatus[] = ['processed', 'confirmed', 'finalized']

function reached(status: TransactionConfirmationStatus | undefined, commitment: Commitment) {
  const wanted = LEVELS.indexOf(commitment as TransactionConfirmationStatus)
  // Status-less answers (old nodes) and legacy commitments count as confirmed.
  return LEVELS.indexOf(status ?? 'confirmed') >= Math.max(wanted, 0)
}

/**
 * Waits until `signature` reaches the connection's commitment, asking its status over HTTP
 * (`getSignatureStatuses`, so through the connection's RPC fallback rather than the WebSocket of
 * its first endpoint, which may be the one that is down). Rejects when the transaction failed,
 * once the chain is past `lastValidBlockHeight` without it (expired), or after
 * CONFIRM_TIMEOUT_MS.
 */
export async function confirmSignature(
  connection: Connection,
  signature: string,
  lastValidBlockHeight: number,
  pollMs = CONFIRM_POLL_MS,
): Promise<void> {
  const commitment = connection.commitment ?? 'finalized'
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  for (;;) {
    const {
      value: [status],
    } = await connection.getSignatureStatuses([signature])
    if (status?.err) {
      throw new Error(`Transaction ${signature} failed: ${JSON.stringify(status.err)}`)
    }
    if (status && reached(status.confirmationStatus, commitment)) return
    const height = await connection.getBlockHeight(commitment)
    if (height > lastValidBlockHeight || Date.now() > deadline) {
      throw new Error(`Transaction ${signature} was not confirmed before its blockhash expired`)
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
