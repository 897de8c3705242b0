import { decodeBase58, encodeBase58 } from '@gangway/core/adapter'
import type { ChainClient } from '../chainClients.js'
import type { SolanaInstruction, SolanaTransaction } from './solanaMovement.js'

/** The classic Token program and Token-2022 (their Transfer instructions share the layout). */
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
/** Token instruction tags: Transfer (amount) and TransferChecked (amount, decimals). */
const TRANSFER = 3
const TRANSFER_CHECKED = 12
/** getMultipleAccounts takes at most 100 accounts. */
const ACCOUNTS_PER_READ = 100

/** An SPL token transfer a transaction asked for: token accounts, not wallets. */
export interface SplTransfer {
  source: string
  destination: string
  /** The wallet that signed it: the source's owner (or its delegate). */
  authority: string
  amount: bigint
  /** TransferChecked names the mint; Transfer does not. */
  mint?: string
}

/** A token account's wallet and mint. */
export interface TokenAccount {
  wallet: string
  mint: string
}

const decode = (data: string): Buffer | undefined => {
  try {
    return Buffer.from(decodeBase58(data))
  } catch {
    return undefined
  }
}

/** The top-level instructions, then the inner ones (CPIs) a program made. */
function allInstructions(transaction: SolanaTransaction): SolanaInstruction[] {
  return [
    ...transaction.transaction.message.instructions,
    ...(transaction.meta?.innerInstructions ?? []).flatMap((inner) => inner.instructions),
  ]
}

/** The SPL token transfers of a transaction (what it asked to move, done or not). */
export function splTransfersOf(keys: string[], transaction: SolanaTransaction): SplTransfer[] {
  return allInstructions(transaction).flatMap((instruction) => {
    if (!TOKEN_PROGRAMS.has(keys[instruction.programIdIndex] ?? '')) return []
    const data = decode(instruction.data)
    const account = (index: number) => keys[instruction.accounts[index] ?? -1] ?? ''
    if (data?.length === 9 && data[0] === TRANSFER)
      return [
        {
          source: account(0),
          destination: account(1),
          authority: account(2),
          amount: data.readBigUInt64LE(1),
        },
      ]
    if (data?.length === 10 && data[0] === TRANSFER_CHECKED)
      return [
        {
          source: account(0),
          mint: account(1),
          destination: account(2),
          authority: account(3),
          amount: data.readBigUInt64LE(1),
        },
      ]
    return []
  })
}

/**
 * The associated token accounts a transaction creates (Create and CreateIdempotent: payer,
 * account, wallet, mint), with their wallet and mint: known without asking the node.
 */
export function createdTokenAccounts(
  keys: string[],
  transaction: SolanaTransaction,
): Map<string, TokenAccount> {
  const created = new Map<string, TokenAccount>()
  for (const instruction of allInstructions(transaction)) {
    if (keys[instruction.programIdIndex] !== ASSOCIATED_TOKEN_PROGRAM) continue
    const [, account, wallet, mint] = instruction.accounts.map((index) => keys[index] ?? '')
    if (account && wallet && mint) created.set(account, { wallet, mint })
  }
  return created
}

/**
 * Token accounts' wallets and mints from the node (`getMultipleAccounts`, base64: an SPL token
 * account starts with its mint, then its owner). An account the node no longer has, or that is
 * no token account, is left out.
 */
export async function readTokenAccounts(
  chain: ChainClient,
  accounts: readonly string[],
): Promise<Map<string, TokenAccount>> {
  const found = new Map<string, TokenAccount>()
  for (let start = 0; start < accounts.length; start += ACCOUNTS_PER_READ) {
    const batch = accounts.slice(start, start + ACCOUNTS_PER_READ)
    const answer = await chain.request<{
      value: ({ owner: string; data: [string, string] } | null)[]
    }>('getMultipleAccounts', [batch, { encoding: 'base64', commitment: 'confirmed' }])
    answer.value.forEach((info, index) => {
      const account = batch[index]
      if (!account || !info || !TOKEN_PROGRAMS.has(info.owner)) return
      const data = Buffer.from(info.data[0], 'base64')
      if (data.length < 64) return
      found.set(account, {
        mint: encodeBase58(data.subarray(0, 32)),
        wallet: encodeBase58(data.subarray(32, 64)),
      })
    })
  }
  return found
}
