import { decodeBase58 } from '@gangway/core/adapter'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'

/** An instruction of a `getTransaction` answer (`json` encoding): indexes into the keys. */
export interface SolanaInstruction {
  programIdIndex: number
  accounts: number[]
  /** Base58. */
  data: string
}

/** What is read of a `getTransaction` answer (`json` encoding). */
export interface SolanaTransaction {
  blockTime?: number | null
  meta: {
    err: unknown
    fee: number
    preBalances: number[]
    postBalances: number[]
    loadedAddresses?: { writable: string[]; readonly: string[] }
    /** The instructions programs called (CPIs), per top-level instruction. */
    innerInstructions?: { index: number; instructions: SolanaInstruction[] }[] | null
  } | null
  transaction: {
    message: {
      accountKeys: string[]
      instructions: SolanaInstruction[]
    }
  }
}

/** How a transaction moved the owner's SOL, leaving out the fee. */
export interface Movement {
  /** Lamports in (> 0) or out (< 0) of the owner. */
  lamports: bigint
  /** The account on the other side ('' when none is seen). */
  counterparty: string
}

/** Every account key of a transaction: the message's, then those loaded from lookup tables. */
export function accountKeysOf(transaction: SolanaTransaction): string[] {
  return [
    ...transaction.transaction.message.accountKeys,
    ...(transaction.meta?.loadedAddresses?.writable ?? []),
    ...(transaction.meta?.loadedAddresses?.readonly ?? []),
  ]
}

/** The System Program transfers of a transaction (what it asked to move, done or not). */
function systemTransfers(keys: string[], transaction: SolanaTransaction) {
  return transaction.transaction.message.instructions.flatMap((instruction) => {
    if (keys[instruction.programIdIndex] !== SYSTEM_PROGRAM) return []
    let data: Buffer
    try {
      data = Buffer.from(decodeBase58(instruction.data))
    } catch {
      return []
    }
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
export function movementOf(
  owner: string,
  keys: string[],
  transaction: SolanaTransaction,
): Movement {
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
