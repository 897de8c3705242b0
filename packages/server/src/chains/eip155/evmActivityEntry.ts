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

/** A transfer of the owner's and the account on its other side (the owner's own for a self-send). */
interface Movement {
  transfer: ActivityTransfer
  counterparty: string
}

/** The `address` of a 32-byte topic (an indexed address). */
const topicAddress = (topic: Hex | undefined) => getAddress(`0x${topic?.slice(26) ?? ''}`)

/**
 * The `Transfer` logs of `owner` in a receipt: a listed token's (3 topics, the value in the
 * data) and a listed ERC-721 collection's token (4 topics, the token id indexed), each with the
 * account on the other side, read from the log, not the transaction (a token's transaction is
 * addressed to its contract).
 */
function logTransfers(chain: ChainConfig, owner: string, logs: readonly RpcLog[]): Movement[] {
  const movements: Movement[] = []
  const listed = (address: string) => address.toLowerCase()
  for (const log of logs) {
    if (log.topics[0] !== TRANSFER_TOPIC) continue
    const from = topicAddress(log.topics[1])
    const to = topicAddress(log.topics[2])
    if (from !== owner && to !== owner) continue
    const direction = from === owner ? 'out' : 'in'
    const counterparty = from === owner ? to : from
    if (log.topics.length === 3) {
      const token = chain.tokens.find((t) => listed(t.address) === listed(log.address))
      if (token)
        movements.push({
          transfer: activityTransfer(token, BigInt(log.data), direction),
          counterparty,
        })
    } else if (log.topics.length === 4) {
      const collection = chain.collections.find(
        (c) => c.standard === 'erc721' && listed(c.address) === listed(log.address),
      )
      if (collection)
        movements.push({
          transfer: {
            nft_info: {
              name: `${collection.name} #${BigInt(log.topics[3] ?? '0x0')}`,
              flags: { is_spam: false },
              content: { preview: { url: '' } },
            },
            direction,
            quantity: { numeric: '1' },
            value: 0,
            price: 0,
          },
          counterparty,
        })
    }
  }
  return movements
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

/** `approve(address spender, uint256)`'s spender (ERC-20's and ERC-721's), from the calldata. */
function spenderOf(input: Hex): string | undefined {
  const word = input.slice(10, 74)
  return /^0{24}[0-9a-fA-F]{40}$/.test(word) ? getAddress(`0x${word.slice(24)}`) : undefined
}

/**
 * Who the entry names: the parties of what its first transfer moved (the owner and the
 * receiver of a send, the sender and the owner of a receipt: a token's receiver, not its
 * contract); an approval's owner and spender; else the transaction's sender and recipient (a
 * deploy, a swap: its router, an execute that moved nothing).
 */
function partiesOf(
  owner: string,
  operationType: string,
  first: Movement | undefined,
  transaction: { sender: string; recipient: string; input: Hex },
): { sentFrom: string; sentTo: string } {
  if (operationType === 'approve') {
    const spender = spenderOf(transaction.input)
    if (spender) return { sentFrom: transaction.sender, sentTo: spender }
  }
  if (first && operationType !== 'trade' && operationType !== 'deploy')
    return first.transfer.direction === 'in'
      ? { sentFrom: first.counterparty, sentTo: owner }
      : { sentFrom: owner, sentTo: first.counterparty }
  return { sentFrom: transaction.sender, sentTo: transaction.recipient }
}

/**
 * One activity entry of `owner` (checksummed) for a mined transaction: the native value it moved
 * when the owner sent or received it (a send to itself counts as out; ETH moved by contracts,
 * internal transfers, is not seen), then each listed token's and listed ERC-721 collection's
 * transfer from or to the owner in its receipt's logs (unlisted ones are not reported: anyone
 * can emit a Transfer, that is how spam airdrops look). The operation type is deploy (no
 * recipient), approve (`approve` call), send (the owner sent something), receive (only incoming
 * transfers) or execute, or trade when the owner sent something and got something else back (a
 * swap); `partiesOf` names who sent and who received; the status comes from the receipt.
 */
export function evmActivityEntry(
  chain: ChainConfig,
  owner: string,
  transaction: RpcTransaction,
  receipt: RpcReceipt,
  timestamp: bigint,
): ActivityTransaction {
  const movements: Movement[] = []
  const value = BigInt(transaction.value)
  const sender = getAddress(transaction.from)
  const recipient = transaction.to ? getAddress(transaction.to) : ''
  if (value > 0n && (sender === owner || recipient === owner)) {
    movements.push({
      transfer: activityTransfer(chain.native, value, sender === owner ? 'out' : 'in'),
      counterparty: sender === owner ? recipient : sender,
    })
  }
  movements.push(...logTransfers(chain, owner, receipt.logs))
  const transfers = movements.map((movement) => movement.transfer)
  const operationType = operationTypeOf(transaction, owner, transfers)
  return {
    id: transaction.hash,
    metadata: {
      minedAt: new Date(Number(timestamp) * 1000).toISOString(),
      chain: chain.caipNetworkId,
      operationType,
      status: BigInt(receipt.status) === 1n ? 'confirmed' : 'failed',
      ...partiesOf(owner, operationType, movements[0], {
        sender,
        recipient,
        input: transaction.input,
      }),
      hash: transaction.hash,
    },
    transfers,
  }
}

/**
 * Spec §4 "spam items are removed": an entry is the owner's when the owner sent it, it names the
 * owner as receiver (or spender), or it moved native currency or a listed token or collectible
 * from or to the owner.
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
