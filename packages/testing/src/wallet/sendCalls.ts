import { callsStatusCode } from '@gangway/core/eip155'
import { type Hex, isAddress, isHex } from 'viem'
import { ProviderRpcError, RPC_ERROR } from '../rpc/ProviderRpcError.js'
import type { TransactionRequestJson } from './sendTransaction.js'

/** EIP-5792's error codes the test wallet answers. */
export const BATCH_ERROR = {
  unsupportedChain: 5710,
  unknownBundle: 5730,
  batchTooLarge: 5740,
  atomicityNotSupported: 5760,
} as const

/** The most calls the wallet takes in one batch. */
const MAX_CALLS = 20

/** A checked `wallet_sendCalls` request: the sender and the calls as transactions. */
export interface CallBatch {
  from: Hex | undefined
  calls: TransactionRequestJson[]
}

const invalid = (message: string) =>
  new ProviderRpcError(RPC_ERROR.invalidParams, `wallet_sendCalls: ${message}`)

/**
 * Checks a `wallet_sendCalls` (2.0.0) request for the wallet's active chain. The test wallet is
 * an EOA without atomic batching: a batch that requires atomicity is refused with 5760, one for
 * another chain with 5710, more than 20 calls with 5740.
 */
export function parseSendCalls(request: unknown, activeChainId: number): CallBatch {
  if (typeof request !== 'object' || request === null) throw invalid('missing request.')
  const { from, chainId, atomicRequired, calls } = request as Record<string, unknown>
  if (from !== undefined && (typeof from !== 'string' || !isAddress(from)))
    throw invalid('from is not an address.')
  if (typeof chainId !== 'string' || !isHex(chainId)) throw invalid('chainId is missing.')
  if (Number(chainId) !== activeChainId)
    throw new ProviderRpcError(BATCH_ERROR.unsupportedChain, `Chain ${chainId} is not active.`)
  if (atomicRequired === true)
    throw new ProviderRpcError(
      BATCH_ERROR.atomicityNotSupported,
      'This wallet cannot run calls atomically.',
    )
  if (!Array.isArray(calls) || calls.length === 0) throw invalid('calls are missing.')
  if (calls.length > MAX_CALLS)
    throw new ProviderRpcError(BATCH_ERROR.batchTooLarge, `At most ${MAX_CALLS} calls.`)
  return {
    from: from as Hex | undefined,
    calls: calls.map((call: unknown) => {
      const { to, data, value } = (call ?? {}) as Record<string, unknown>
      if (typeof to !== 'string' || !isAddress(to)) throw invalid('a call has no address.')
      if (data !== undefined && (typeof data !== 'string' || !isHex(data)))
        throw invalid('call data must be hex.')
      if (value !== undefined && (typeof value !== 'string' || !isHex(value)))
        throw invalid('a call value must be a hex quantity.')
      return { to, data: data as Hex | undefined, value: value as Hex | undefined }
    }),
  }
}

type Rpc = <T>(method: string, params: readonly unknown[]) => Promise<T>

interface NodeReceipt {
  status: Hex
  transactionHash: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  logs: unknown[]
}

/**
 * The batches the wallet sent (each call its own transaction, in order) and their EIP-5792
 * status read from the node: 100 until every receipt is in, then 200 (all succeeded), 500 (all
 * reverted) or 600 (some did); `atomic` is false.
 */
export function createBatchBook(rpc: Rpc) {
  const batches = new Map<string, { chainId: number; hashes: Hex[] }>()
  return {
    /** Records a sent batch; its id is its first transaction's hash. */
    record(chainId: number, hashes: Hex[]): { id: string } {
      const id = hashes[0] as Hex
      batches.set(id, { chainId, hashes })
      return { id }
    },
    async status(id: unknown) {
      const batch = typeof id === 'string' ? batches.get(id) : undefined
      if (!batch) throw new ProviderRpcError(BATCH_ERROR.unknownBundle, 'Unknown bundle id.')
      const receipts = await Promise.all(
        batch.hashes.map((hash) => rpc<NodeReceipt | null>('eth_getTransactionReceipt', [hash])),
      )
      const landed = receipts.filter((receipt): receipt is NodeReceipt => receipt !== null)
      const status = callsStatusCode(receipts)
      return {
        version: '2.0.0',
        id,
        chainId: `0x${batch.chainId.toString(16)}`,
        atomic: false,
        status,
        receipts: landed.map(
          ({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }) => ({
            logs,
            status,
            blockHash,
            blockNumber,
            gasUsed,
            transactionHash,
          }),
        ),
      }
    },
  }
}
