// EIP-5792 batches for EVM adapters: `wallet_sendCalls` and `wallet_getCallsStatus` over an
// EIP-1193 provider, every answer checked before the kit acts on it. (Whether a wallet batches
// atomically: atomicBatch.ts.)
import type { CallsReceipt, CallsStatus, SendCallsParams } from '../adapters/capabilities.js'
import { KitError } from '../errors/KitError.js'
import { ownField } from '../validators/records.js'
import type { Eip1193Provider } from './types.js'

/** EIP-5792's bound on a batch id (4096 bytes, as hex: 8192 characters plus `0x`). */
const MAX_BATCH_ID_LENGTH = 8194
/** The most calls the kit sends in one batch (the embedded wallet's bound too). */
export const MAX_BATCH_CALLS = 20

const TX_HASH = /^0x[0-9a-fA-F]{64}$/
const HEX_DATA = /^0x([0-9a-fA-F]{2})*$/

/** The EIP's status codes the kit knows (100 pending, 200 confirmed, 4xx/5xx/6xx failed). */
const STATUS_CODES = new Set([100, 200, 400, 500, 600])
/** Version 1 wallets answered a word, not a code. */
const LEGACY_STATUS: Record<string, number> = { PENDING: 100, CONFIRMED: 200 }

const invalidAnswer = (method: string, details: string) =>
  new KitError('INVALID_RPC_PARAMS', { params: { method, details } })

function checkCalls(params: SendCallsParams): void {
  const { calls } = params
  if (calls.length === 0 || calls.length > MAX_BATCH_CALLS)
    throw invalidAnswer('wallet_sendCalls', `A batch holds 1 to ${MAX_BATCH_CALLS} calls`)
  for (const call of calls) {
    if (!/^0x[0-9a-fA-F]{40}$/.test(call.to))
      throw invalidAnswer('wallet_sendCalls', `${String(call.to)} is not an address`)
    if (call.data !== undefined && !HEX_DATA.test(call.data))
      throw invalidAnswer('wallet_sendCalls', 'Call data must be 0x-prefixed hex bytes')
    if (call.value !== undefined && call.value < 0n)
      throw invalidAnswer('wallet_sendCalls', 'A call cannot send a negative value')
  }
}

/**
 * Sends `calls` as one EIP-5792 (2.0.0) batch and resolves with its id; a wallet answering no
 * usable id (v1 wallets answer the id itself) rejects with INVALID_RPC_PARAMS. The calls are
 * checked first (1 to 20, each to an address, data as hex bytes).
 */
export async function requestSendCalls(
  provider: Eip1193Provider,
  params: SendCallsParams,
): Promise<{ id: string }> {
  checkCalls(params)
  const answer = await provider.request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        from: params.address,
        // The hex id written out: importing switchChain's helper would share a chunk with the
        // adapters' first load, and this module loads on first use.
        chainId: `0x${BigInt(params.caipNetwork.id).toString(16)}`,
        atomicRequired: params.atomicRequired,
        calls: params.calls.map((call) => ({
          to: call.to,
          ...(call.data !== undefined && { data: call.data }),
          ...(call.value !== undefined && { value: `0x${call.value.toString(16)}` }),
        })),
      },
    ],
  })
  const id = typeof answer === 'string' ? answer : ownField(answer, 'id')
  if (typeof id !== 'string' || id === '' || id.length > MAX_BATCH_ID_LENGTH)
    throw invalidAnswer('wallet_sendCalls', 'The wallet answered no batch id')
  return { id }
}

function receiptOf(value: unknown): CallsReceipt {
  const transactionHash = ownField(value, 'transactionHash')
  const status = ownField(value, 'status')
  if (typeof transactionHash !== 'string' || !TX_HASH.test(transactionHash))
    throw invalidAnswer('wallet_getCallsStatus', 'A receipt has no transaction hash')
  // v2: '0x1' / '0x0'; v1: 'success' / 'reverted'.
  if (status === '0x1' || status === 'success') return { transactionHash, status: 'success' }
  if (status === '0x0' || status === 'reverted') return { transactionHash, status: 'reverted' }
  throw invalidAnswer('wallet_getCallsStatus', 'A receipt has no status')
}

/**
 * Checks a `wallet_getCallsStatus` answer into the kit's shape: a known status code (v1's
 * 'PENDING' / 'CONFIRMED' read as 100 / 200), the receipts' hashes and outcomes, `atomic` as
 * the wallet says (false when it does not). A confirmed batch without a receipt, or anything
 * malformed, rejects with INVALID_RPC_PARAMS.
 */
export function parseCallsStatus(answer: unknown): CallsStatus {
  const raw = ownField(answer, 'status')
  const status = typeof raw === 'string' ? LEGACY_STATUS[raw] : raw
  if (typeof status !== 'number' || !STATUS_CODES.has(status))
    throw invalidAnswer('wallet_getCallsStatus', 'The wallet answered no known status')
  const list = ownField(answer, 'receipts') ?? []
  if (!Array.isArray(list) || list.length > MAX_BATCH_CALLS)
    throw invalidAnswer('wallet_getCallsStatus', 'The receipts are not a list of transactions')
  const receipts = list.map(receiptOf)
  if (status === 200 && receipts.length === 0)
    throw invalidAnswer('wallet_getCallsStatus', 'A confirmed batch came with no receipt')
  return { status, atomic: ownField(answer, 'atomic') === true, receipts }
}

/** EIP-5792 `wallet_getCallsStatus` of a batch, checked (`parseCallsStatus`). */
export async function requestCallsStatus(
  provider: Eip1193Provider,
  id: string,
): Promise<CallsStatus> {
  return parseCallsStatus(await provider.request({ method: 'wallet_getCallsStatus', params: [id] }))
}
