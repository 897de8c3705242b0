import { TIMING } from '../constants.js'
import { swapController } from '../controllers/swap/swapController.js'
import type { SwapTransaction } from '../controllers/swap/types.js'
import type { ErrorCode } from '../errors/catalogue.js'
import { KitError } from '../errors/KitError.js'
import { isUserRejectedError, mapProviderError } from '../errors/providerErrors.js'
import type { Kit } from '../kit/types.js'
import { getRpcUrls } from '../rpc/defaultRpcUrl.js'
import { loadJsonRpcTransport } from '../rpc/loadJsonRpcTransport.js'
import { getRpcTransportConfig } from '../rpc/transportConfig.js'
import { requireSendContext, type SendContext } from '../send/sendContext.js'
import { pollUntil } from '../utils/pollUntil.js'
import { withTimeout } from '../utils/withTimeout.js'
import type { SwapSendOptions } from './types.js'

/** How long the approval's receipt is waited for by default (ms). */
export const SWAP_RECEIPT_TIMEOUT_MS = 120_000
/** Pause between two reads of a receipt or a batch's status (ms). */
export const SWAP_POLL_MS = 500

/** The event data every swap event carries. */
export const swapEventBase = (context: SendContext) => ({
  namespace: context.namespace,
  isSmartAccount: context.isSmartAccount,
  network: context.network.caipNetworkId,
})

/**
 * The active account for a send; without one 'No address found to swap the tokens from.'
 * (spec §5).
 */
export function requireSwapAccount(kit: Kit): SendContext {
  try {
    return requireSendContext(kit)
  } catch (error) {
    throw new KitError('SWAP_NO_ADDRESS', { cause: error })
  }
}

/** Asks the wallet to send `tx` from the account, within the wallet's time limit. */
export async function sendThroughWallet(
  context: SendContext,
  tx: SwapTransaction,
  options: SwapSendOptions,
): Promise<string> {
  const { adapter, address, network, namespace } = context
  if (!adapter) throw new KitError('ADAPTER_NOT_FOUND')
  const timeoutMs = options.walletTimeoutMs ?? TIMING.WALLET_REQUEST_TIMEOUT_MS
  const { hash } = await withTimeout(
    adapter.sendTransaction({
      to: tx.to,
      data: tx.data,
      value: tx.value,
      gas: tx.gas,
      gasPrice: tx.gasPrice,
      address,
      caipNetwork: network,
    }),
    timeoutMs,
    () =>
      new KitError('WALLET_TIMEOUT', {
        params: { namespace, method: 'swap', seconds: timeoutMs / 1000 },
      }),
  )
  if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash))
    throw new KitError('SWAP_TRANSACTION_ERROR', { longMessage: 'The wallet sent no hash' })
  return hash
}

/** What the node says of a sent transaction: mined and succeeded, reverted, or not mined yet. */
export type ReceiptStatus = 'success' | 'reverted' | 'pending'

/**
 * Reads the transaction's receipt on the account's network (the kit's JSON-RPC transport) until
 * it is there or `timeoutMs` have passed ('pending' then). Never rejects.
 */
export async function readReceipt(
  kit: Kit,
  context: SendContext,
  hash: string,
  timeoutMs = SWAP_RECEIPT_TIMEOUT_MS,
): Promise<ReceiptStatus> {
  const { createJsonRpcTransport } = await loadJsonRpcTransport()
  const transport = createJsonRpcTransport(
    getRpcUrls(context.network, { projectId: kit.options.projectId }),
    { settings: getRpcTransportConfig() },
  )
  try {
    const status = await pollUntil<ReceiptStatus>(
      async () => {
        const receipt = (await transport.request({
          method: 'eth_getTransactionReceipt',
          params: [hash],
        })) as { status?: unknown } | null
        if (!receipt || typeof receipt !== 'object') return undefined
        return receipt.status === '0x1' ? 'success' : 'reverted'
      },
      { timeoutMs, intervalMs: SWAP_POLL_MS },
    )
    return status ?? 'pending'
  } finally {
    transport.destroy()
  }
}

/** The error of a transaction the node reverted, or did not mine in time. */
export const receiptError = (hash: string, status: ReceiptStatus, timeoutMs: number) =>
  new KitError('SWAP_TRANSACTION_ERROR', {
    longMessage:
      status === 'reverted'
        ? `Transaction ${hash} reverted`
        : `No receipt for ${hash} within ${timeoutMs / 1000} seconds`,
  })

/** A wallet's or viem's own short message, when it has a readable one. */
function shortMessageOf(error: unknown): string | undefined {
  const text = (error as { shortMessage?: unknown } | null)?.shortMessage
  return typeof text === 'string' && text.trim() !== '' && text.length <= 200 ? text : undefined
}

/**
 * Spec §8: a failed approval or swap shows the wallet's short message or 'Transaction error'
 * (snackbar and the state's `transactionError`) and sends SWAP_APPROVAL_ERROR or SWAP_ERROR. Returns the
 * catalogue error to reject with (USER_REJECTED for the visitor's refusal).
 */
export function swapSendFailed(
  kit: Kit,
  context: SendContext,
  event: 'SWAP_ERROR' | 'SWAP_APPROVAL_ERROR',
  error: unknown,
): KitError {
  const code: ErrorCode = 'SWAP_TRANSACTION_ERROR'
  const mapped = isUserRejectedError(error)
    ? new KitError('USER_REJECTED', { cause: error })
    : (mapProviderError(error) ?? new KitError(code, { cause: error }))
  const walletText = mapped.code === code ? shortMessageOf(error) : undefined
  const message = walletText ?? mapped.shortMessage
  swapController(kit).setSwapState({ transactionError: message })
  // The wallet's own words as they are; a catalogue error as itself (the modal translates it).
  kit.controllers.snackbar.showError(walletText ?? mapped)
  kit.controllers.events.send(event, { ...swapEventBase(context), message })
  return mapped
}
