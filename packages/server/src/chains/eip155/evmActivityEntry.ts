import { getAddress, type Hex } from 'viem'
import type { ChainConfig } from '../../config/schema.js'
import type { ActivityTransaction, ActivityTransfer } from '../../routes/shared/answerSchemas.js'
import { activityTransfer } from '../tokenAmount.js'

/** ERC-20's (and ERC-721's) `Transfer(address,address,uint256)` topic. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const APPROVE_SELECTOR = '0x095ea7b3'

/** What is read of a transaction (`eth_getTransactionByHash`, or an `ots_*` answer). */
export interface RpcTransaction {
  hash: Hex
  from: string
  to?: string | null
  value: Hex
  input: Hex
  blockNumber: Hex
  transactionIndex: Hex
}

export interface RpcLog {
  address: string
  topics: Hex[]
  data: Hex
  logIndex: Hex
  transactionHash: Hex
  blockNumber: Hex
}

/** What is read of a receipt. */
export interface RpcReceipt {
  status: Hex
  logs: RpcLog[]
  /** Otterscan's receipts carry the block time. */
  timestamp?: Hex
}

/** A listed token's fungible `Transfer` of `owner` (3 topics: the value is in the data). */
function tokenTransfers(chain: ChainConfig, owner: string, logs: readonly RpcLog[]) {
  const transfers: ActivityTransfer[] = []
  for (const log of logs) {
    if (log.topics[0] !== TRANSFER_TOPIC || log.topics.length !== 3) continue
    const token = chain.tokens.find((t) => t.address.toLowerCase() === log.address.toLowerCase())
    if (!token) continue
    const from = getAddress(`0x${log.topics[1]?.slice(26) ?? ''}`)
    const to = getAddress(`0x${log.topics[2]?.slice(26) ?? ''}`)
    if (from !== owner && to !== owner) continue
    transfers.push(activityTransfer(token, BigInt(log.data), from === owner ? 'out' : 'in'))
  }
  return transfers
}

function operationTypeOf(
  transaction: RpcTransaction,
  owner: string,
  transfers: readonly ActivityTransfer[],
): string {
  if (!transaction.to) return 'deploy'
  if (transaction.input.toLowerCase().startsWith(APPROVE_SELECTOR)) return 'approve'
  const isSender = getAddress(transaction.from) === owner
  const sent = transfers.some((t) => t.direction === 'out')
  // Something out and something else in, in one transaction of the owner's: a swap.
  if (isSender && sent && transfers.some((t) => t.direction === 'in')) return 'trade'
  if (isSender && sent) return 'send'
  if (transfers.length > 0 && transfers.every((t) => t.direction === 'in')) return 'receive'
  return 'execute'
}

/**
 * One activity entry of `owner` (checksummed) for a mined transaction: the native value it moved
 * when the owner sent or received it (a send to itself counts as out; ETH moved by contracts,
 * internal transfers, is not seen), then each listed token's transfer from or to
 * the owner in its receipt's logs (unlisted tokens are not reported: anyone can emit a Transfer,
 * that is how spam airdrops look). The operation type is deploy (no recipient), approve
 * (`approve` call), send (the owner sent something), receive (only incoming transfers) or
 * execute, or trade when the owner sent something and got something else back (a swap); the status
 * comes from the receipt.
 */
export function evmActivityEntry(
  chain: ChainConfig,
  owner: string,
  transaction: RpcTransaction,
  receipt: RpcReceipt,
  timestamp: bigint,
): ActivityTransaction {
  const transfers: ActivityTransfer[] = []
  const value = BigInt(transaction.value)
  const sender = getAddress(transaction.from)
  const recipient = transaction.to ? getAddress(transaction.to) : ''
  if (value > 0n && (sender === owner || recipient === owner)) {
    transfers.push(activityTransfer(chain.native, value, sender === owner ? 'out' : 'in'))
  }
  transfers.push(...tokenTransfers(chain, owner, receipt.logs))
  return {
    id: transaction.hash,
    metadata: {
      minedAt: new Date(Number(timestamp) * 1000).toISOString(),
      chain: chain.caipNetworkId,
      operationType: operationTypeOf(transaction, owner, transfers),
      status: BigInt(receipt.status) === 1n ? 'confirmed' : 'failed',
      sentFrom: sender,
      sentTo: recipient,
      hash: transaction.hash,
    },
    transfers,
  }
}

/**
 * Spec §4 "spam items are removed": an entry is the owner's when the owner sent it, it was
 * addressed to the owner, or it moved native currency or a listed token from or to the owner.
 * A transaction that only mentions the owner elsewhere (an internal call, an unlisted token's
 * Transfer: airdrop spam, address poisoning) is left out.
 */
export function isOwnEntry(entry: ActivityTransaction, owner: string): boolean {
  return (
    entry.metadata.sentFrom === owner ||
    entry.metadata.sentTo === owner ||
    entry.transfers.length > 0
  )
}
