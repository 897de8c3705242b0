// What the test validator's JSON-RPC methods share: errors, parameter checks, and the answer
// shapes of accounts (base64, base58, or jsonParsed for SPL mints and token accounts).
import { decodeBase58, encodeBase58 } from './base58.js'
import { parsedSplAccount } from './splParsed.js'
import type { LedgerAccount, SvmLedger } from './svmLedger.js'

/** The JSON-RPC version the peer reports (an Agave 2.x node). */
export const SOLANA_CORE_VERSION = '2.2.0'

/** A JSON-RPC error the server sends back as `{ error: { code, message, data } }`. */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export const invalidParams = (details: string) =>
  new SolanaRpcError(-32602, `Invalid params: ${details}`)

export type Params = readonly unknown[]

export const config = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

export const address = (value: unknown): string => {
  if (typeof value !== 'string') throw invalidParams('expected a base58 address')
  try {
    if (decodeBase58(value).length !== 32) throw new Error('length')
  } catch {
    throw invalidParams(`invalid address ${value}`)
  }
  return value
}

/** An answer read at the ledger's current slot: `{ context, value }`. */
export const withContext = (ledger: SvmLedger, value: unknown) => ({
  context: { apiVersion: SOLANA_CORE_VERSION, slot: ledger.getSlot() },
  value,
})

/**
 * An account as the RPC answers it. 'jsonParsed' parses SPL mints and token accounts (as a node
 * does) and falls back to base64 for any other account.
 */
export function accountJson(ledger: SvmLedger, account: LedgerAccount | null, encoding: unknown) {
  if (!account) return null
  const parsed = encoding === 'jsonParsed' ? parsedSplAccount(ledger, account) : undefined
  return {
    lamports: Number(account.lamports),
    owner: account.owner,
    data:
      parsed ??
      (encoding === 'base58'
        ? [encodeBase58(account.data), 'base58']
        : [Buffer.from(account.data).toString('base64'), 'base64']),
    executable: account.executable,
    rentEpoch: Number(account.rentEpoch),
    space: account.data.length,
  }
}
