import { getAddress, type Hex, pad } from 'viem'
import { UpstreamError } from '../../app/errors.js'
import type { ActivityTransaction, HistoryPage } from '../../routes/shared/answerSchemas.js'
import type { ChainClient } from '../chainClients.js'
import {
  evmActivityEntry,
  isOwnEntry,
  type RpcLog,
  type RpcReceipt,
  type RpcTransaction,
  TRANSFER_TOPIC,
} from './evmActivityEntry.js'

/** Entries per page (Otterscan pages hold whole blocks, so a page may hold a few more). */
export const ACTIVITY_PAGE_SIZE = 20
/** Otterscan searches one request may make to fill a page the spam filter thinned out. */
const MAX_SEARCHES = 5

interface OtsPage {
  txs: (RpcTransaction & { blockTimestamp?: Hex })[]
  receipts: RpcReceipt[]
  lastPage: boolean
}

/** A mined transaction with what its entry needs. */
interface Found {
  transaction: RpcTransaction
  receipt: RpcReceipt
  block: number
  index: number
  timestamp?: bigint
}

/** `ots_searchTransactionsBefore`; a node without the Otterscan API fails with a clear message. */
async function searchBefore(chain: ChainClient, owner: string, before: number, size: number) {
  try {
    return await chain.request<OtsPage>('ots_searchTransactionsBefore', [owner, before, size])
  } catch (error) {
    throw new UpstreamError(
      `${chain.config.caipNetworkId}: the node's Otterscan API (ots_searchTransactionsBefore) failed; activity on eip155 needs a node serving ots_* (Erigon, Anvil, Reth with --http.api ots) or activity.source 'indexer'`,
      { cause: error, detail: error instanceof UpstreamError ? error.detail : String(error) },
    )
  }
}

/**
 * Transactions in [fromBlock, toBlock] that moved a listed token or a listed ERC-721
 * collection's token from or to `owner` and are not in `known`: a token's recipient is named in
 * its logs only, which Otterscan's search (calls and creations) does not see.
 */
async function tokenTransactions(
  chain: ChainClient,
  owner: string,
  range: { fromBlock: number; toBlock: number },
  known: ReadonlySet<string>,
): Promise<Found[]> {
  const tokens = [
    ...chain.config.tokens.map((token) => token.address),
    ...chain.config.collections
      .filter((collection) => collection.standard === 'erc721')
      .map((collection) => collection.address),
  ]
  if (tokens.length === 0 || range.toBlock < range.fromBlock) return []
  const topic = pad(owner.toLowerCase() as Hex)
  const logs = (topics: (Hex | null)[]) =>
    chain.request<RpcLog[]>('eth_getLogs', [
      {
        address: tokens,
        topics,
        fromBlock: `0x${range.fromBlock.toString(16)}`,
        toBlock: `0x${range.toBlock.toString(16)}`,
      },
    ])
  const [sent, received] = await Promise.all([
    logs([TRANSFER_TOPIC, topic]),
    logs([TRANSFER_TOPIC, null, topic]),
  ])
  const hashes = [...new Set([...sent, ...received].map((log) => log.transactionHash))].filter(
    (hash) => !known.has(hash),
  )
  return Promise.all(
    hashes.map(async (hash) => {
      const [transaction, receipt] = await Promise.all([
        chain.request<RpcTransaction>('eth_getTransactionByHash', [hash]),
        chain.request<RpcReceipt>('eth_getTransactionReceipt', [hash]),
      ])
      return {
        transaction,
        receipt,
        block: Number(transaction.blockNumber),
        index: Number(transaction.transactionIndex),
      }
    }),
  )
}

/** The block time of each entry: Otterscan gives it; the others read their block. */
async function timestamps(chain: ChainClient, found: readonly Found[]): Promise<bigint[]> {
  const blocks = new Map<number, Promise<bigint>>()
  const timeOf = (block: number) => {
    let time = blocks.get(block)
    if (!time) {
      time = chain
        .request<{ timestamp: Hex }>('eth_getBlockByNumber', [`0x${block.toString(16)}`, false])
        .then((answer) => BigInt(answer.timestamp))
      blocks.set(block, time)
    }
    return time
  }
  return Promise.all(
    found.map((entry) =>
      entry.timestamp !== undefined ? Promise.resolve(entry.timestamp) : timeOf(entry.block),
    ),
  )
}

/**
 * One Otterscan search before `before` (0: from the latest block) plus the listed tokens'
 * transfers of `owner` in the blocks it covered: the owner's entries there, newest first, the
 * lowest block searched, and whether older blocks remain.
 */
async function searchRound(chain: ChainClient, owner: string, before: number) {
  const page = await searchBefore(chain, owner, before, ACTIVITY_PAGE_SIZE)
  const fromOts: Found[] = page.txs.flatMap((transaction, index) => {
    const receipt = page.receipts[index]
    if (!receipt) return []
    const time = receipt.timestamp ?? transaction.blockTimestamp
    return [
      {
        transaction,
        receipt,
        block: Number(transaction.blockNumber),
        index: Number(transaction.transactionIndex),
        ...(time !== undefined && { timestamp: BigInt(time) }),
      },
    ]
  })
  const top = before > 0 ? before - 1 : Number(await chain.request<Hex>('eth_blockNumber'))
  const lowest = page.lastPage ? 0 : Math.min(...fromOts.map((found) => found.block), top)
  const known = new Set(fromOts.map((found) => found.transaction.hash))
  const all = [
    ...fromOts,
    ...(await tokenTransactions(chain, owner, { fromBlock: lowest, toBlock: top }, known)),
  ].sort((a, b) => b.block - a.block || b.index - a.index)
  const times = await timestamps(chain, all)
  const entries = all
    .map((found, index) => ({
      block: found.block,
      entry: evmActivityEntry(
        chain.config,
        owner,
        found.transaction,
        found.receipt,
        times[index] ?? 0n,
      ),
    }))
    .filter(({ entry }) => isOwnEntry(entry, owner))
  return { entries, lowest, lastPage: page.lastPage || lowest <= 1 }
}

/**
 * An eip155 account's activity page from its node's Otterscan API: the transactions
 * `ots_searchTransactionsBefore` finds for the owner (sent, received, calls and creations
 * mentioning it) plus those that moved a listed token or collectible from or to it
 * (`eth_getLogs`), newest
 * first, spam left out (see `isOwnEntry`). Pages hold whole blocks; `cursor` is the block number
 * the next page searches before (the `next` of the previous page).
 */
export async function readEvmActivity(
  chain: ChainClient,
  address: string,
  cursor: string | undefined,
): Promise<HistoryPage> {
  const owner = getAddress(address)
  let before = cursor === undefined ? 0 : Number(cursor)
  const data: { block: number; entry: ActivityTransaction }[] = []
  let exhausted = false
  for (let round = 0; round < MAX_SEARCHES && data.length < ACTIVITY_PAGE_SIZE; round++) {
    const found = await searchRound(chain, owner, before)
    data.push(...found.entries)
    before = found.lowest
    exhausted = found.lastPage
    if (exhausted) break
  }
  // Whole blocks, newest first, until the page is full: the next page searches before the last.
  const page: ActivityTransaction[] = []
  let last = before
  for (const [index, { block, entry }] of data.entries()) {
    if (page.length >= ACTIVITY_PAGE_SIZE && data[index - 1]?.block !== block) {
      return { data: page, next: String(last) }
    }
    page.push(entry)
    last = block
  }
  return exhausted ? { data: page } : { data: page, next: String(before) }
}
