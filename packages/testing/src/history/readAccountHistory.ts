import {
  type Address,
  type Block,
  formatUnits,
  getAddress,
  type Hash,
  isAddress,
  type Log,
  parseAbiItem,
  type Transaction,
} from 'viem'
import type { LocalBalanceChain, LocalBalanceToken } from '../balances/startLocalBalanceApi.js'
import { localPublicClient } from '../contracts/deployContract.js'

export interface ActivityTransfer {
  fungible_info: { name: string; symbol: string; icon: { url: string } }
  direction: 'in' | 'out'
  /** Decimal string, already divided by the token's decimals, e.g. '0.01'. */
  quantity: { numeric: string }
  /** USD: price × quantity (0 without a price). */
  value: number
  price: number
}

export interface ActivityTransaction {
  /** The transaction hash, or signature on Solana (one entry per transaction). */
  id: string
  metadata: {
    /** ISO 8601 of the block timestamp. */
    minedAt: string
    /** The chain's `caipNetworkId`. */
    chain: string
    operationType: 'send' | 'receive' | 'execute' | 'approve' | 'deploy'
    status: 'confirmed' | 'failed'
    /** Checksummed (eip155) or base58 (solana). */
    sentFrom: string
    /** Checksummed (eip155) or base58 (solana); '' for a contract creation. */
    sentTo: string
    hash: string
  }
  transfers: ActivityTransfer[]
}

export interface AccountHistoryPage {
  data: ActivityTransaction[]
  /** Opaque cursor for the next page; present only when more entries exist. */
  next?: string
}

export interface ReadAccountHistoryOptions {
  /** A `next` from a previous page; omitted = the first page. */
  cursor?: string
  /** Entries per page: default 20, at most 100. */
  pageSize?: number
}

const DEFAULT_PAGE_SIZE = 20
const MAX_PAGE_SIZE = 100
const BLOCK_BATCH = 20
const APPROVE_SELECTOR = '0x095ea7b3'
const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)

type FullBlock = Block<bigint, true, 'latest'>
type TransferLog = Log<bigint, number, false, typeof transferEvent, true>

/** A matching transaction before its receipt is read. */
interface Candidate {
  transaction: Transaction
  block: FullBlock
  logs: TransferLog[]
}

/** The page offset a `next` cursor carries (0 without one); throws for anything else. */
export function parseCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0
  const offset = Number(cursor)
  if (!/^\d+$/.test(cursor) || !Number.isSafeInteger(offset)) {
    throw new Error('cursor must be a value returned as next')
  }
  return offset
}

/** The page size asked for, within 1..100 (20 when absent). */
export function clampPageSize(pageSize: number | undefined): number {
  if (pageSize === undefined || !Number.isFinite(pageSize)) return DEFAULT_PAGE_SIZE
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize)))
}

/** One transfer of an activity entry: `raw` base units of `token`, with its USD value. */
export function activityTransfer(
  token: Omit<LocalBalanceToken, 'address'>,
  raw: bigint,
  direction: ActivityTransfer['direction'],
): ActivityTransfer {
  const numeric = formatUnits(raw, token.decimals)
  const price = token.price ?? 0
  return {
    fungible_info: { name: token.name, symbol: token.symbol, icon: { url: token.iconUrl ?? '' } },
    direction,
    quantity: { numeric },
    value: price * Number(numeric),
    price,
  }
}

/** Every block from `latest` down to 0, fetched with their transactions in parallel batches. */
async function readBlocks(
  client: ReturnType<typeof localPublicClient>,
  latest: bigint,
): Promise<FullBlock[]> {
  const blocks: FullBlock[] = []
  for (let top = latest; top >= 0n; top -= BigInt(BLOCK_BATCH)) {
    const numbers: bigint[] = []
    for (let n = top; n >= 0n && n > top - BigInt(BLOCK_BATCH); n--) numbers.push(n)
    blocks.push(
      ...(await Promise.all(
        numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
      )),
    )
  }
  return blocks
}

/** ERC-20 `Transfer` logs of the listed tokens with `owner` as sender or recipient, by tx hash. */
async function readTransferLogs(
  client: ReturnType<typeof localPublicClient>,
  tokens: Address[],
  owner: Address,
  toBlock: bigint,
): Promise<Map<Hash, TransferLog[]>> {
  const byTransaction = new Map<Hash, TransferLog[]>()
  if (tokens.length === 0) return byTransaction
  const query = (args: { from: Address } | { to: Address }) =>
    client.getLogs({
      address: tokens,
      event: transferEvent,
      args,
      strict: true,
      fromBlock: 0n,
      toBlock,
    })
  const [sent, received] = await Promise.all([query({ from: owner }), query({ to: owner })])
  for (const log of [...sent, ...received]) {
    const logs = byTransaction.get(log.transactionHash) ?? []
    // A self-transfer matches both queries: keep it once.
    if (!logs.some((seen) => seen.logIndex === log.logIndex)) logs.push(log)
    byTransaction.set(log.transactionHash, logs)
  }
  for (const logs of byTransaction.values()) logs.sort((a, b) => a.logIndex - b.logIndex)
  return byTransaction
}

function transfersOf(
  chain: LocalBalanceChain,
  owner: Address,
  { transaction, logs }: Candidate,
): ActivityTransfer[] {
  const transfers: ActivityTransfer[] = []
  if (transaction.value > 0n) {
    const out = getAddress(transaction.from) === owner
    transfers.push(activityTransfer(chain.native, transaction.value, out ? 'out' : 'in'))
  }
  for (const log of logs) {
    const token = chain.tokens?.find((t) => t.address.toLowerCase() === log.address.toLowerCase())
    if (!token) continue
    const out = getAddress(log.args.from) === owner
    transfers.push(activityTransfer(token, log.args.value, out ? 'out' : 'in'))
  }
  return transfers
}

function operationTypeOf(
  transaction: Transaction,
  owner: Address,
  transfers: ActivityTransfer[],
): ActivityTransaction['metadata']['operationType'] {
  if (!transaction.to) return 'deploy'
  if (transaction.input.toLowerCase().startsWith(APPROVE_SELECTOR)) return 'approve'
  const isSender = getAddress(transaction.from) === owner
  if (isSender && transfers.some((t) => t.direction === 'out')) return 'send'
  if (transfers.length > 0 && transfers.every((t) => t.direction === 'in')) return 'receive'
  return 'execute'
}

/**
 * The local "account activity" backend (spec "Transaction (activity)") for an EVM chain, read
 * live from its JSON-RPC node (anvil): every transaction sent from or to `address`, plus every
 * transaction that emitted a `Transfer` of one of `chain.tokens` from or to it — newest first,
 * one entry per transaction, `pageSize` entries per page. Scans every block from the latest
 * down to 0, so it suits small local chains only. ETH moved by contracts (internal transfers)
 * is not seen: that needs traces.
 */
export async function readAccountHistory(
  chain: LocalBalanceChain,
  address: `0x${string}`,
  options: ReadAccountHistoryOptions = {},
): Promise<AccountHistoryPage> {
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    throw new Error('address must be an EVM address')
  }
  if (!chain.caipNetworkId.startsWith('eip155:')) {
    throw new Error(`readAccountHistory reads eip155 chains only, not ${chain.caipNetworkId}`)
  }
  const offset = parseCursor(options.cursor)
  const pageSize = clampPageSize(options.pageSize)
  const owner = getAddress(address)
  const client = localPublicClient(chain.rpcUrl)
  // One block number for both reads, so blocks mined meanwhile do not make them disagree.
  const latest = await client.getBlockNumber({ cacheTime: 0 })
  const tokens = (chain.tokens ?? []).map((token) => getAddress(token.address))
  const [logsByTransaction, blocks] = await Promise.all([
    readTransferLogs(client, tokens, owner, latest),
    readBlocks(client, latest),
  ])

  // Blocks come newest first; reversing each block's transactions gives index desc within it.
  const candidates: Candidate[] = []
  for (const block of blocks) {
    for (const transaction of [...block.transactions].reverse()) {
      const logs = logsByTransaction.get(transaction.hash)
      const involved =
        getAddress(transaction.from) === owner ||
        (transaction.to != null && getAddress(transaction.to) === owner)
      if (involved || logs) candidates.push({ transaction, block, logs: logs ?? [] })
    }
  }

  const page = candidates.slice(offset, offset + pageSize)
  const receipts = await Promise.all(
    page.map(({ transaction }) => client.getTransactionReceipt({ hash: transaction.hash })),
  )
  const data = page.map((candidate, index): ActivityTransaction => {
    const { transaction, block } = candidate
    const transfers = transfersOf(chain, owner, candidate)
    return {
      id: transaction.hash,
      metadata: {
        minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
        chain: chain.caipNetworkId,
        operationType: operationTypeOf(transaction, owner, transfers),
        status: receipts[index]?.status === 'success' ? 'confirmed' : 'failed',
        sentFrom: getAddress(transaction.from),
        sentTo: transaction.to ? getAddress(transaction.to) : '',
        hash: transaction.hash,
      },
      transfers,
    }
  })
  const nextOffset = offset + page.length
  return nextOffset < candidates.length && page.length > 0
    ? { data, next: String(nextOffset) }
    : { data }
}
