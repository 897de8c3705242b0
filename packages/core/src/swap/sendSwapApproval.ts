import { swapController } from '../controllers/swap/swapController.js'
import { KitError } from '../errors/KitError.js'
import type { Kit } from '../kit/types.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import {
  readReceipt,
  receiptError,
  requireSwapAccount,
  SWAP_RECEIPT_TIMEOUT_MS,
  sendThroughWallet,
  swapSendFailed,
} from './swapWallet.js'
import type { SwapSendOptions } from './types.js'

/**
 * Sends the state's approval transaction through the wallet (within the wallet's time limit),
 * waits for its receipt on the node, then quotes again and builds the swap transaction (spec §4
 * step 6). Resolves with the approval's hash once the swap is rebuilt. Failure (refused,
 * reverted, no answer): the wallet's short message or 'Transaction error' (snackbar,
 * `transactionError`), SWAP_APPROVAL_ERROR, the approval kept to try again; rejects with the
 * catalogue error (USER_REJECTED for the visitor's refusal). Without an account: 'No address
 * found to swap the tokens from.'; without an approval to send: 'Failed to create approval
 * transaction'.
 */
export async function sendSwapApproval(
  kit: Kit,
  options: SwapSendOptions = {},
): Promise<{ hash: string }> {
  const controller = swapController(kit)
  const context = requireSwapAccount(kit)
  const tx = controller.getState().approvalTransaction
  if (!tx)
    throw new KitError('SWAP_APPROVAL_TX_FAILED', {
      longMessage: 'There is no approval to send: quote the swap first.',
    })
  controller.setSwapState({ loadingApprovalTransaction: true, transactionError: undefined })
  let hash: string
  try {
    hash = await sendThroughWallet(context, tx, options)
    const timeoutMs = options.receiptTimeoutMs ?? SWAP_RECEIPT_TIMEOUT_MS
    const status = await readReceipt(kit, context, hash, timeoutMs)
    if (status !== 'success') throw receiptError(hash, status, timeoutMs)
  } catch (error) {
    controller.setSwapState({ loadingApprovalTransaction: false })
    throw swapSendFailed(kit, context, 'SWAP_APPROVAL_ERROR', error)
  }
  controller.setSwapState({ loadingApprovalTransaction: false, approvalTransaction: undefined })
  await fetchSwapQuote(kit, options)
  return { hash }
}
