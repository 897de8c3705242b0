import type { LocalBalanceChain } from '../balances/startLocalBalanceApi.js'
import { jsonRpcRequest } from '../rpc/jsonRpcRequest.js'
import { decodeBase58 } from '../solana/base58.js'
import {
  type AccountHistoryPage,
  type ActivityTransaction,
  activityTransfer,
  clampPageSize,
  parseCursor,
  type ReadAccountHistoryOptions,
} from './readAccountHistory.js'

/** Decimals of SOL (1 SOL = 10^9 lamports). */
export const SOLANA_DECIMALS = 9
const SYSTEM_PROGRAM = '11111111111111111111111111111111'
/** The most signatures one `getSignaturesForAddress` call may ask for. */
const SIGNATURES_PER_CALL = 1000

interface SignatureInfo {
  signature: string
  blockTime?: number | null
}

/** What is read of a `getTransaction` answer (`json` encoding). */
interface RpcTransaction {
  blockTime?: number | null
  meta: {
    err: unknown
    fee: number
    preBalances: number[]
    postBalances: number[]
    loadedAddresses?: { writable: string[]; readonly: string[] }
  } | null
  transaction: {
    message: {
      accountKeys: string[]
      instructions: { programIdIndex: number; accounts: number[]; data: string }[]
    }
  }
}

/** How a transaction moved the owner's SOL, leaving out the fee. */
interface Movement {
  /** Lamports in (> 0) or out (< 0) of the owner. */
  lamports: bigint
  /** The account on the other side ('' when none is seen). */
  counterparty: string
}

/** The newest `count` signatures of `address`, read in calls of at most 1000 (`before` paging). */
async function readSignatures(
  rpcUrl: string,
  address: string,
  count: number,
): Promise<SignatureInfo[]> {
  const signatures: SignatureInfo[] = []
  let before: string | undefined
  while (signatures.length < count) {
    const limit = Math.min(SIGNATURES_PER_CALL, count - signatures.length)
    const batch = await jsonRpcRequest<SignatureInfo[]>(rpcUrl, 'getSignaturesForAddress', [
      address,
      { limit, commitment: 'confirmed', ...(before !== undefined && { before }) },
    ])
    signatures.push(...batch)
    if (batch.length < limit) break
    before = batch.at(-1)?.signature
  }
  return signatures
}

/** The System Program transfers of a transaction (what it asked to move, done or not). */
function systemTransfers(keys: string[], transaction: RpcTransaction) {
  return transaction.transaction.message.instructions.flatMap((instruction) => {
    if (keys[instruction.programIdIndex] !== SYSTEM_PROGRAM) return []
    const data = Buffer.from(decodeBase58(instruction.data))
    // SystemInstruction::Transfer: u32 index 2, then the u64 lamports (little-endian).
    if (data.length !== 12 || data.readUInt32LE(0) !== 2) return []
    const [from, to] = instruction.accounts.map((index) => keys[index] ?? '')
    return [{ from: from ?? '', to: to ?? '', lamports: data.readBigUInt64LE(4) }]
  })
}

/**
 * The owner's SOL movement: its balance change without the fee (when it paid it), the
 * counterparty being the account whose balance moved the most the other way. A failed
 * transaction moved nothing but its fee: its System transfers tell what it tried to move.
 */
function movementOf(owner: string, keys: string[], transaction: RpcTransaction): Movement {
  const meta = transaction.meta
  if (!meta) return { lamports: 0n, counterparty: '' }
  const change = (index: number) =>
    BigInt(meta.postBalances[index] ?? 0) -
    BigInt(meta.preBalances[index] ?? 0) +
    (index === 0 ? BigInt(meta.fee) : 0n)
  const own = keys.indexOf(owner)
  const lamports = own < 0 ? 0n : change(own)
  if (lamports !== 0n) {
    let counterparty = ''
    let largest = 0n
    keys.forEach((key, index) => {
      const moved = change(index)
      const opposite = lamports > 0n ? -moved : moved
      if (index !== own && opposite > largest) {
        largest = opposite
        counterparty = key
      }
    })
    return { lamports, counterparty }
  }
  if (meta.err === null || meta.err === undefined) return { lamports: 0n, counterparty: '' }
  let attempted = 0n
  let counterparty = ''
  for (const move of systemTransfers(keys, transaction)) {
    if (move.from === move.to || (move.from !== owner && move.to !== owner)) continue
    attempted += move.from === owner ? -move.lamports : move.lamports
    counterparty ||= move.from === owner ? move.to : move.from
  }
  return { lamports: attempted, counterparty }
}

function activityEntry(
  chain: LocalBalanceChain,
  owner: string,
  signature: SignatureInfo,
  transaction: RpcTransaction,
): ActivityTransaction {
  const { meta, blockTime } = transaction
  const { accountKeys, instructions } = transaction.transaction.message
  const keys = [
    ...accountKeys,
    ...(meta?.loadedAddresses?.writable ?? []),
    ...(meta?.loadedAddresses?.readonly ?? []),
  ]
  const { lamports, counterparty } = movementOf(owner, keys, transaction)
  const sol = { ...chain.native, decimals: SOLANA_DECIMALS }
  const firstProgram = keys[instructions[0]?.programIdIndex ?? -1] ?? ''
  const [operationType, sentFrom, sentTo] =
    lamports < 0n
      ? (['send', owner, counterparty] as const)
      : lamports > 0n
        ? (['receive', counterparty, owner] as const)
        : (['execute', keys[0] ?? '', firstProgram] as const)
  const time = blockTime ?? signature.blockTime ?? 0
  return {
    id: signature.signature,
    metadata: {
      minedAt: new Date(time * 1000).toISOString(),
      chain: chain.caipNetworkId,
      operationType,
      status: meta && (meta.err === null || meta.err === undefined) ? 'confirmed' : 'failed',
      sentFrom,
      sentTo,
      hash: signature.signature,
    },
    transfers:
      lamports === 0n
        ? []
        : [
            activityTransfer(
              sol,
              lamports < 0n ? -lamports : lamports,
              lamports < 0n ? 'out' : 'in',
            ),
          ],
  }
}

/**
 * The local "account activity" backend (spec "Transaction (activity)") for a Solana chain, read
 * from its JSON-RPC node with the standard `getSignaturesForAddress` and `getTransaction`: every
 * transaction that touched `address`, newest first, one entry per signature, `pageSize`
 * (default 20) per page with the same offset cursor as `readAccountHistory`. SOL moves are read
 * from the lamport balances before and after (the fee left out): a 'send' when the address lost
 * SOL, a 'receive' when it gained some, the counterparty being the account that moved the other
 * way; a transaction that moved none of its SOL is an 'execute' without transfers, and a failed
 * one lists the System transfer it attempted. SPL tokens are not read.
 */
export async function readSolanaHistory(
  chain: LocalBalanceChain,
  address: string,
  options: ReadAccountHistoryOptions = {},
): Promise<AccountHistoryPage> {
  if (!chain.caipNetworkId.startsWith('solana:')) {
    throw new Error(`readSolanaHistory reads solana chains only, not ${chain.caipNetworkId}`)
  }
  let valid = false
  try {
    valid = decodeBase58(address).length === 32
  } catch {}
  if (!valid) throw new Error('address must be a base58 Solana address')
  const offset = parseCursor(options.cursor)
  const pageSize = clampPageSize(options.pageSize)
  // One more than the page, to know whether a next page exists.
  const signatures = await readSignatures(chain.rpcUrl, address, offset + pageSize + 1)
  const page = signatures.slice(offset, offset + pageSize)
  const transactions = await Promise.all(
    page.map(({ signature }) =>
      jsonRpcRequest<RpcTransaction | null>(chain.rpcUrl, 'getTransaction', [
        signature,
        { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
      ]),
    ),
  )
  const data = page.flatMap((signature, index) => {
    const transaction = transactions[index]
    return transaction ? [activityEntry(chain, address, signature, transaction)] : []
  })
  const nextOffset = offset + page.length
  return nextOffset < signatures.length && page.length > 0
    ? { data, next: String(nextOffset) }
    : { data }
}
