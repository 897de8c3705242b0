import { decodeBase58 } from './base58.js'
import {
  accountJson,
  address,
  config,
  invalidParams,
  type Params,
  SOLANA_CORE_VERSION,
  SolanaRpcError,
  withContext as withLedgerContext,
} from './rpcParams.js'
import { createSplRpcMethods } from './splRpcMethods.js'
import type { SvmLedger } from './svmLedger.js'
import { MAX_SIGNATURES_LIMIT, signatureInfoJson, transactionJson } from './transactionHistory.js'

export { SOLANA_CORE_VERSION, SolanaRpcError } from './rpcParams.js'

export type RpcMethod = (params: Params) => unknown

function decode(encoded: unknown, encoding: unknown): Uint8Array {
  if (typeof encoded !== 'string') throw invalidParams('expected an encoded string')
  try {
    return encoding === 'base64' ? Buffer.from(encoded, 'base64') : decodeBase58(encoded)
  } catch {
    throw invalidParams(`invalid ${String(encoding ?? 'base58')} encoding`)
  }
}

const optionalSignature = (value: unknown, name: string): string | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw invalidParams(`${name} must be a base58 signature`)
  return value
}

const TRANSACTION_ENCODINGS = ['json', 'base64', 'base58'] as const

/**
 * The JSON-RPC methods of the test validator: what `@solana/web3.js` 1.x `Connection` calls to
 * read balances and accounts, fetch blockhashes and fees, send, simulate and confirm
 * transactions, request airdrops, and read the signature history of an address and a landed
 * transaction (`getSignaturesForAddress`, `getTransaction`), and SPL token accounts and
 * supplies (`getTokenAccountBalance`, `getTokenAccountsByOwner`, `getTokenSupply`).
 */
export function createRpcMethods(ledger: SvmLedger, info: { genesisHash: string }) {
  const withContext = (value: unknown) => withLedgerContext(ledger, value)
  let transactionCount = 0

  const methods: Record<string, RpcMethod> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }),
    getGenesisHash: () => info.genesisHash,
    getSlot: () => ledger.getSlot(),
    getBlockHeight: () => ledger.getBlockHeight(),
    getTransactionCount: () => transactionCount,
    getFirstAvailableBlock: () => 0,
    getRecentPrioritizationFees: () => [],
    getEpochInfo: () => ({
      absoluteSlot: ledger.getSlot(),
      blockHeight: ledger.getBlockHeight(),
      epoch: 0,
      slotIndex: ledger.getSlot(),
      slotsInEpoch: 432_000,
      transactionCount,
    }),
    getLatestBlockhash: () => withContext(ledger.getLatestBlockhash()),
    isBlockhashValid: ([hash]) => withContext(ledger.isBlockhashValid(String(hash))),
    getBalance: ([account]) => withContext(Number(ledger.getBalance(address(account)))),
    getAccountInfo: ([account, options]) =>
      withContext(
        accountJson(ledger, ledger.getAccount(address(account)), config(options).encoding),
      ),
    getMultipleAccounts: ([accounts, options]) => {
      if (!Array.isArray(accounts)) throw invalidParams('expected a list of addresses')
      const { encoding } = config(options)
      return withContext(
        accounts.map((a) => accountJson(ledger, ledger.getAccount(address(a)), encoding)),
      )
    },
    getMinimumBalanceForRentExemption: ([length]) =>
      Number(ledger.minimumBalanceForRentExemption(Number(length ?? 0))),
    getFeeForMessage: ([message]) => withContext(ledger.feeForMessage(decode(message, 'base64'))),
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures)) throw invalidParams('expected a list of signatures')
      return withContext(
        signatures.map((signature) => {
          const status = ledger.getSignatureStatus(String(signature))
          if (!status) return null
          return {
            slot: status.slot,
            confirmations: null,
            err: status.err,
            status: status.err === null ? { Ok: null } : { Err: status.err },
            confirmationStatus: 'finalized',
          }
        }),
      )
    },
    getSignaturesForAddress: ([account, options]) => {
      const settings = config(options)
      const limit = settings.limit ?? MAX_SIGNATURES_LIMIT
      const valid = typeof limit === 'number' && Number.isInteger(limit) && limit >= 1
      if (!valid || limit > MAX_SIGNATURES_LIMIT) {
        throw invalidParams(`Invalid limit; max ${MAX_SIGNATURES_LIMIT}`)
      }
      const before = optionalSignature(settings.before, 'before')
      const until = optionalSignature(settings.until, 'until')
      return ledger.history
        .forAddress(address(account), {
          limit,
          ...(before !== undefined && { before }),
          ...(until !== undefined && { until }),
        })
        .map(signatureInfoJson)
    },
    getTransaction: ([signature, options]) => {
      const settings = config(options)
      const encoding = settings.encoding ?? 'json'
      const known = TRANSACTION_ENCODINGS.find((name) => name === encoding)
      if (!known) throw invalidParams(`the test validator does not serve encoding ${encoding}`)
      const entry = ledger.history.get(String(signature))
      if (!entry) return null
      const max = settings.maxSupportedTransactionVersion
      if (entry.transaction.version !== 'legacy' && (max === undefined || max === null)) {
        throw new SolanaRpcError(
          -32015,
          `Transaction version (${entry.transaction.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0`,
        )
      }
      return transactionJson(entry, known, max !== undefined && max !== null)
    },
    ...createSplRpcMethods(ledger),
    requestAirdrop: ([account, lamports]) => {
      if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports <= 0) {
        throw invalidParams('lamports must be a positive integer')
      }
      const outcome = ledger.airdrop(address(account), BigInt(lamports))
      if (!outcome.ok) throw new SolanaRpcError(-32603, `airdrop failed: ${outcome.description}`)
      transactionCount++
      return outcome.signature
    },
    sendTransaction: ([encoded, options]) => {
      const bytes = decode(encoded, config(options).encoding)
      const outcome = ledger.sendTransaction(bytes, {
        preflight: config(options).skipPreflight !== true,
      })
      if (outcome.ok) {
        transactionCount++
        return outcome.signature
      }
      if (outcome.err === 'SignatureFailure') {
        throw new SolanaRpcError(-32003, 'Transaction signature verification failure')
      }
      // An execution failure sent without preflight still lands (and pays its fee).
      if (config(options).skipPreflight === true && ledger.getSignatureStatus(outcome.signature)) {
        return outcome.signature
      }
      throw new SolanaRpcError(-32002, `Transaction simulation failed: ${outcome.description}`, {
        accounts: null,
        err: outcome.err,
        innerInstructions: null,
        logs: outcome.logs,
        replacementBlockhash: null,
        returnData: null,
        unitsConsumed: outcome.unitsConsumed,
      })
    },
    simulateTransaction: ([encoded, options]) => {
      const settings = config(options)
      const bytes = decode(encoded, settings.encoding)
      const outcome = ledger.simulateTransaction(bytes, {
        sigVerify: settings.sigVerify === true,
        replaceRecentBlockhash: settings.replaceRecentBlockhash === true,
      })
      return withContext({
        err: outcome.ok ? null : outcome.err,
        logs: outcome.logs,
        accounts: null,
        unitsConsumed: outcome.unitsConsumed,
        returnData: null,
        innerInstructions: null,
        replacementBlockhash: settings.replaceRecentBlockhash ? ledger.getLatestBlockhash() : null,
      })
    },
  }
  return methods
}

export interface JsonRpcRequest {
  jsonrpc?: string
  id?: string | number | null
  method?: unknown
  params?: unknown
}

/** Answers one JSON-RPC request object (never throws). */
export function answerRpcRequest(methods: Record<string, RpcMethod>, request: JsonRpcRequest) {
  const id = request?.id ?? null
  const method = typeof request?.method === 'string' ? methods[request.method] : undefined
  if (!method) {
    return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }
  }
  try {
    const params = Array.isArray(request.params) ? request.params : []
    return { jsonrpc: '2.0', id, result: method(params) }
  } catch (error) {
    const rpcError =
      error instanceof SolanaRpcError
        ? error
        : new SolanaRpcError(-32603, `Internal error: ${(error as Error)?.message ?? error}`)
    return {
      jsonrpc: '2.0',
      id,
      error: {
        code: rpcError.code,
        message: rpcError.message,
        ...(rpcError.data !== undefined && { data: rpcError.data }),
      },
    }
  }
}
