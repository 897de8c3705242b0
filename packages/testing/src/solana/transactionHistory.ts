import { AddressLookupTableAccount, type VersionedTransaction } from '@solana/web3.js'
import type { InnerInstruction, LiteSvm, TransactionMetadata } from 'litesvm/dist/internal.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import type { RpcTransactionError } from './transactionErrors.js'

/** A transaction that reached a block (succeeded, or failed while executing and paid its fee). */
export interface LandedTransaction {
  signature: string
  slot: number
  /** Unix time (seconds) at which it landed. */
  blockTime: number
  err: RpcTransactionError | null
  /** Lamports the transaction burned: the sum of `preBalances` minus the sum of `postBalances`. */
  fee: number
  /** The message's own account keys, in order (base58). */
  accountKeys: string[]
  /** Addresses a v0 message loaded from lookup tables (after `accountKeys` in the balances). */
  loadedAddresses: { writable: string[]; readonly: string[] }
  /** Lamports of every account (`accountKeys`, then loaded writable, then loaded readonly). */
  preBalances: number[]
  postBalances: number[]
  logs: string[]
  unitsConsumed: number
  /** CPIs, per top-level instruction that made some (as `innerInstructionsJson` gives them). */
  innerInstructions: ReturnType<typeof innerInstructionsJson>
  transaction: VersionedTransaction
  /** The wire bytes it was sent as. */
  bytes: Uint8Array
}

/** The accounts a transaction touches: its own keys, then the addresses its lookup tables load. */
export interface TransactionAccounts {
  accountKeys: string[]
  loadedAddresses: { writable: string[]; readonly: string[] }
  /** Every account, in balance order. */
  all: Uint8Array[]
}

/**
 * The accounts of a transaction about to run. A lookup table that is missing or unreadable is
 * skipped: the runtime rejects such a transaction before it lands.
 */
export function resolveAccounts(
  svm: LiteSvm,
  transaction: VersionedTransaction,
): TransactionAccounts {
  const { message } = transaction
  const keys = message.staticAccountKeys
  const writable: string[] = []
  const readonly: string[] = []
  for (const lookup of message.addressTableLookups) {
    const account = svm.getAccount(lookup.accountKey.toBytes())
    if (!account) continue
    try {
      const { addresses } = AddressLookupTableAccount.deserialize(account.data())
      const pick = (indexes: number[]) =>
        indexes.flatMap((index) => (addresses[index] ? [addresses[index].toBase58()] : []))
      writable.push(...pick(lookup.writableIndexes))
      readonly.push(...pick(lookup.readonlyIndexes))
    } catch {}
  }
  return {
    accountKeys: keys.map((key) => key.toBase58()),
    loadedAddresses: { writable, readonly },
    all: [...keys.map((key) => key.toBytes()), ...[...writable, ...readonly].map(decodeBase58)],
  }
}

/** Lamports of each account (0 for one that does not exist). */
export const readBalances = (svm: LiteSvm, accounts: TransactionAccounts): bigint[] =>
  accounts.all.map((key) => svm.getBalance(key) ?? 0n)

/** A transaction just sent to litesvm, with what was read of its accounts before it ran. */
export interface SentTransaction {
  transaction: VersionedTransaction
  bytes: Uint8Array
  accounts: TransactionAccounts
  preBalances: bigint[]
  meta: TransactionMetadata
}

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n)

export interface SignatureQuery {
  /** At most this many (default and maximum 1000, as on a real node). */
  limit?: number
  /** Only transactions older than this signature (an unknown one gives none). */
  before?: string
  /** Only transactions newer than this signature. */
  until?: string
}

export const MAX_SIGNATURES_LIMIT = 1000

type Entry = LandedTransaction & { sequence: number }

/** Every address a landed transaction touched (its keys and the addresses it loaded). */
export const addressesOf = (entry: LandedTransaction): string[] => [
  ...entry.accountKeys,
  ...entry.loadedAddresses.writable,
  ...entry.loadedAddresses.readonly,
]

/**
 * The validator's signature history (what a real node keeps in its blockstore): every landed
 * transaction by signature, and per address in landing order, for `getSignaturesForAddress` and
 * `getTransaction`. Kept in memory for the life of the node.
 */
export function createTransactionHistory() {
  const bySignature = new Map<string, Entry>()
  /** Address → its transactions, oldest first. */
  const byAddress = new Map<string, Entry[]>()
  let sequence = 0

  return {
    /** Records a transaction that landed in `slot`; call it before the chain moves on. */
    record(
      svm: LiteSvm,
      sent: SentTransaction,
      landing: { signature: string; slot: number; err: RpcTransactionError | null },
    ) {
      const postBalances = readBalances(svm, sent.accounts)
      const entry: Entry = {
        ...landing,
        blockTime: Math.floor(Date.now() / 1000),
        fee: Number(sum(sent.preBalances) - sum(postBalances)),
        accountKeys: sent.accounts.accountKeys,
        loadedAddresses: sent.accounts.loadedAddresses,
        preBalances: sent.preBalances.map(Number),
        postBalances: postBalances.map(Number),
        logs: sent.meta.logs(),
        unitsConsumed: Number(sent.meta.computeUnitsConsumed()),
        innerInstructions: innerInstructionsJson(sent.meta.innerInstructions()),
        transaction: sent.transaction,
        bytes: sent.bytes,
        sequence: sequence++,
      }
      bySignature.set(entry.signature, entry)
      for (const address of new Set(addressesOf(entry))) {
        const list = byAddress.get(address) ?? []
        list.push(entry)
        byAddress.set(address, list)
      }
    },
    get: (signature: string): LandedTransaction | undefined => bySignature.get(signature),
    /** The transactions that touched `address`, newest first. */
    forAddress(address: string, query: SignatureQuery = {}): LandedTransaction[] {
      const list = byAddress.get(address) ?? []
      const limit = query.limit ?? MAX_SIGNATURES_LIMIT
      let below = Number.POSITIVE_INFINITY
      if (query.before !== undefined) {
        const before = bySignature.get(query.before)
        if (!before) return []
        below = before.sequence
      }
      const above = query.until !== undefined ? (bySignature.get(query.until)?.sequence ?? -1) : -1
      const found: LandedTransaction[] = []
      for (let i = list.length - 1; i >= 0 && found.length < limit; i--) {
        const entry = list[i] as Entry
        if (entry.sequence <= above) break
        if (entry.sequence < below) found.push(entry)
      }
      return found
    },
  }
}

export type TransactionHistory = ReturnType<typeof createTransactionHistory>

/** One `getSignaturesForAddress` entry. */
export const signatureInfoJson = (entry: LandedTransaction) => ({
  signature: entry.signature,
  slot: entry.slot,
  err: entry.err,
  memo: null,
  blockTime: entry.blockTime,
  confirmationStatus: 'finalized' as const,
})

const instructionJson = (
  programIdIndex: number,
  accounts: ArrayLike<number>,
  data: Uint8Array,
) => ({
  programIdIndex,
  accounts: Array.from(accounts),
  data: encodeBase58(data),
})

/** litesvm's inner instructions (CPIs) as a node reports them: only instructions that made some. */
export const innerInstructionsJson = (inner: InnerInstruction[][]) =>
  inner
    .map((cpis, index) => ({
      index,
      instructions: cpis.map((cpi) => {
        const compiled = cpi.instruction()
        return {
          ...instructionJson(compiled.programIdIndex(), compiled.accounts(), compiled.data()),
          stackHeight: cpi.stackHeight(),
        }
      }),
    }))
    .filter((entry) => entry.instructions.length > 0)

function messageJson(entry: LandedTransaction) {
  const { message } = entry.transaction
  return {
    accountKeys: entry.accountKeys,
    header: message.header,
    recentBlockhash: message.recentBlockhash,
    instructions: message.compiledInstructions.map((instruction) => ({
      ...instructionJson(
        instruction.programIdIndex,
        instruction.accountKeyIndexes,
        instruction.data,
      ),
      stackHeight: null,
    })),
    ...(entry.transaction.version !== 'legacy' && {
      addressTableLookups: message.addressTableLookups.map((lookup) => ({
        accountKey: lookup.accountKey.toBase58(),
        writableIndexes: lookup.writableIndexes,
        readonlyIndexes: lookup.readonlyIndexes,
      })),
    }),
  }
}

/**
 * A `getTransaction` answer in the `json`, `base64` or `base58` encoding. `withVersion` adds
 * `version` ('legacy' or 0), as a node does when the client sent `maxSupportedTransactionVersion`.
 */
export function transactionJson(
  entry: LandedTransaction,
  encoding: 'json' | 'base64' | 'base58',
  withVersion: boolean,
) {
  const transaction =
    encoding === 'json'
      ? { signatures: entry.transaction.signatures.map(encodeBase58), message: messageJson(entry) }
      : encoding === 'base64'
        ? [Buffer.from(entry.bytes).toString('base64'), 'base64']
        : [encodeBase58(entry.bytes), 'base58']
  return {
    slot: entry.slot,
    blockTime: entry.blockTime,
    transaction,
    meta: {
      err: entry.err,
      status: entry.err === null ? { Ok: null } : { Err: entry.err },
      fee: entry.fee,
      preBalances: entry.preBalances,
      postBalances: entry.postBalances,
      innerInstructions: entry.innerInstructions,
      logMessages: entry.logs,
      // Token balances and rewards are not recorded by the test validator.
      preTokenBalances: null,
      postTokenBalances: null,
      rewards: [],
      loadedAddresses: entry.loadedAddresses,
      computeUnitsConsumed: entry.unitsConsumed,
    },
    ...(withVersion && { version: entry.transaction.version }),
  }
}
