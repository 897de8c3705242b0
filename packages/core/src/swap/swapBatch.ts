// Approve + swap as one EIP-5792 batch, for a wallet that reports atomic batching on the chain
// (a smart account runs both calls in one user operation): whether the wallet can, asked once
// per connection and chain, and the batch sent and followed to its receipt.
import { getCapability } from '../adapters/getCapability.js'
import { TIMING } from '../constants.js'
import type { ChainState } from '../controllers/chain/chainController.js'
import { swapController } from '../controllers/swap/swapController.js'
import type { SwapTransaction } from '../controllers/swap/types.js'
import { KitError } from '../errors/KitError.js'
import { supportsAtomicBatch } from '../evm/atomicBatch.js'
import type { Kit } from '../kit/types.js'
import type { SendContext } from '../send/sendContext.js'
import { pollUntil } from '../utils/pollUntil.js'
import { withTimeLimit } from '../utils/timeLimit.js'
import { withTimeout } from '../utils/withTimeout.js'
import type { SwapSendOptions } from './types.js'

/**
 * How long the wallet gets to answer `wallet_getCapabilities` (the kit's choice; the spec names
 * none): a wallet that does not answer in time gets the two transactions.
 */
export const ATOMIC_CHECK_TIMEOUT_MS = 5_000

/** The active namespace's connection: the cache below holds answers for this one only. */
function connectionOf(state: ChainState): string {
  const namespace = state.activeNamespace
  const account = namespace ? state.chains[namespace]?.accountState : undefined
  return `${namespace ?? ''}|${account?.status ?? ''}|${account?.connectorId ?? ''}|${account?.address ?? ''}`
}

/** Per kit: `connection|hex chain id` → whether the wallet batches atomically there. */
const answers = new WeakMap<Kit, Map<string, Promise<boolean>>>()

function answersOf(kit: Kit): Map<string, Promise<boolean>> {
  let cache = answers.get(kit)
  if (!cache) {
    const fresh = new Map<string, Promise<boolean>>()
    // Another connection (a disconnect, another wallet or account) asks the wallet again.
    kit.stores.chain.subscribe(connectionOf, () => fresh.clear())
    answers.set(kit, fresh)
    cache = fresh
  }
  return cache
}

/**
 * Whether the connected wallet sends atomic batches on the context's chain: its adapter has the
 * EIP-5792 capabilities (`getWalletCapabilities`, `sendCalls`, `getCallsStatus`) and the
 * wallet's `wallet_getCapabilities` reports `atomic` supported (or ready) there. A wallet that
 * lacks the method, fails, answers something malformed or not within ATOMIC_CHECK_TIMEOUT_MS
 * does not. Asked once per connection and chain; never rejects.
 */
export function supportsAtomicSwap(kit: Kit, context: SendContext): Promise<boolean> {
  const { adapter, address, network } = context
  const getWalletCapabilities = getCapability(adapter, 'getWalletCapabilities')
  if (
    !getWalletCapabilities ||
    !getCapability(adapter, 'sendCalls') ||
    !getCapability(adapter, 'getCallsStatus')
  )
    return Promise.resolve(false)
  const hexChainId = `0x${BigInt(network.id).toString(16)}`
  const cache = answersOf(kit)
  const key = `${connectionOf(kit.stores.chain.getState())}|${hexChainId}`
  let answer = cache.get(key)
  if (!answer) {
    answer = withTimeLimit(ATOMIC_CHECK_TIMEOUT_MS, () => getWalletCapabilities({ address })).then(
      (capabilities) => supportsAtomicBatch(capabilities, hexChainId),
      () => false,
    )
    cache.set(key, answer)
  }
  return answer
}

const batchError = (longMessage: string) => new KitError('SWAP_TRANSACTION_ERROR', { longMessage })

/**
 * Sends the approval and the swap as one atomic batch (`wallet_sendCalls`, atomicRequired),
 * within the wallet's time limit; the batch id goes into the swap state (`batchId`) while its
 * status is read (`wallet_getCallsStatus`, each read within the data time limit) until the wallet
 * reports it done or `receiptTimeoutMs` have passed. Resolves with the hash of the transaction
 * that carried the swap; rejects with SWAP_TRANSACTION_ERROR when the batch failed or reverted,
 * or is not confirmed in time.
 */
export async function sendSwapBatch(
  kit: Kit,
  context: SendContext,
  transactions: readonly SwapTransaction[],
  options: SwapSendOptions & { pollMs: number; receiptTimeoutMs: number },
): Promise<string> {
  const { adapter, address, network, namespace } = context
  const sendCalls = getCapability(adapter, 'sendCalls')
  const getCallsStatus = getCapability(adapter, 'getCallsStatus')
  if (!sendCalls || !getCallsStatus) throw new KitError('ADAPTER_NOT_FOUND')
  const walletTimeoutMs = options.walletTimeoutMs ?? TIMING.WALLET_REQUEST_TIMEOUT_MS
  const { id } = await withTimeout(
    sendCalls({
      address,
      caipNetwork: network,
      atomicRequired: true,
      calls: transactions.map(({ to, data, value }) => ({ to, data, value })),
    }),
    walletTimeoutMs,
    () =>
      new KitError('WALLET_TIMEOUT', {
        params: { namespace, method: 'swap', seconds: walletTimeoutMs / 1000 },
      }),
  )
  const controller = swapController(kit)
  controller.setSwapState({ batchId: id })
  try {
    const done = await pollUntil(
      async () => {
        const status = await withTimeLimit(TIMING.DATA_API_TIMEOUT_MS, () => getCallsStatus({ id }))
        return status.status === 100 ? undefined : status
      },
      { timeoutMs: options.receiptTimeoutMs, intervalMs: options.pollMs },
    )
    if (!done)
      throw batchError(
        `The wallet did not confirm batch ${id} within ${options.receiptTimeoutMs / 1000} seconds`,
      )
    const swapReceipt = done.receipts.at(-1)
    if (done.status !== 200 || !swapReceipt || done.receipts.some((r) => r.status !== 'success'))
      throw batchError(`Batch ${id} failed (status ${done.status})`)
    return swapReceipt.transactionHash
  } finally {
    controller.setSwapState({ batchId: undefined })
  }
}
