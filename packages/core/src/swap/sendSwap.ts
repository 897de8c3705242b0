import { swapController } from '../controllers/swap/swapController.js'
import type { SwapState, SwapToken } from '../controllers/swap/types.js'
import { KitError } from '../errors/KitError.js'
import type { Kit } from '../kit/types.js'
import { addPendingTransaction, showTransactionStarted } from '../send/pendingTransaction.js'
import type { SendContext } from '../send/sendContext.js'
import type { TokenBalance } from '../types/account.js'
import { sendSwapBatch } from './swapBatch.js'
import { returnToAccount } from './swapRouter.js'
import {
  readReceipt,
  receiptError,
  requireSwapAccount,
  SWAP_POLL_MS,
  SWAP_RECEIPT_TIMEOUT_MS,
  sendThroughWallet,
  swapEventBase,
  swapSendFailed,
} from './swapWallet.js'
import type { SwapSendOptions } from './types.js'

/** A swap token as the Activity entry's token. */
const asBalance = (token: SwapToken, context: SendContext, amount: string): TokenBalance => ({
  name: token.name,
  symbol: token.symbol,
  chainId: context.network.caipNetworkId,
  address: token.address,
  value: 0,
  price: token.price,
  quantity: { decimals: String(token.decimals), numeric: amount },
  iconUrl: token.logoUri ?? '',
})

/**
 * The swap on top of Activity, pending (the Send flow's `addPendingTransaction`), as a trade
 * ('Swapped'): the source amount out, the quoted destination amount in.
 */
function addPendingSwap(kit: Kit, context: SendContext, hash: string, swap: SwapState): void {
  const { sourceToken, toToken, swapTransaction } = swap
  if (!sourceToken || !toToken || !swapTransaction) return
  addPendingTransaction(kit, {
    hash,
    from: context.address,
    to: swapTransaction.to,
    network: context.network,
    token: asBalance(sourceToken, context, swap.sourceTokenAmount),
    amount: swap.sourceTokenAmount,
  })
  kit.stores.activity.setState((state) => {
    const entry = state.pending.find((item) => item.id === hash)
    if (!entry) return
    entry.metadata.operationType = 'trade'
    entry.transfers.push({
      fungible_info: {
        name: toToken.name,
        symbol: toToken.symbol,
        icon: { url: toToken.logoUri ?? '' },
      },
      direction: 'in',
      quantity: { numeric: swap.toTokenAmount },
      ...(toToken.price > 0 && {
        price: toToken.price,
        value: Number(swap.toTokenAmount) * toToken.price,
      }),
    })
  })
}

/**
 * Sends the state's swap transaction through the wallet (spec §4 step 7), within the wallet's
 * time limit, and reads its receipt (a swap the node reverts, e.g. because the price moved past
 * the slippage bound, is a failure; one not mined within `receiptTimeoutMs` stays pending).
 * When the state holds the approval beside the swap (a wallet with atomic batching), both go as
 * one EIP-5792 batch (`sendSwapBatch`), which must be confirmed within `receiptTimeoutMs`:
 * INITIATE_SWAP, then on success 'Transaction started' (with the explorer link when
 * the network has one), SWAP_SUCCESS, the swap pending on top of Activity, the swap state reset,
 * balances and Activity read again, and the modal back on Account; resolves with the hash. Failure: the wallet's short message or 'Transaction error' (snackbar,
 * `transactionError`), SWAP_ERROR, the state kept; rejects with the catalogue error
 * (USER_REJECTED for the visitor's refusal). Without an account: 'No address found to swap the
 * tokens from.'; without a transaction (no quote yet, or an approval still due): 'Failed to
 * create transaction'.
 */
export async function sendSwap(kit: Kit, options: SwapSendOptions = {}): Promise<{ hash: string }> {
  const controller = swapController(kit)
  const context = requireSwapAccount(kit)
  const swap = controller.getState()
  const { swapTransaction: tx, approvalTransaction: approval, sourceToken, toToken } = swap
  if (!tx || !sourceToken || !toToken)
    throw new KitError('SWAP_TX_FAILED', {
      longMessage: 'There is no swap transaction to send: quote the swap (and approve) first.',
    })
  const { events, activity } = kit.controllers
  const data = {
    ...swapEventBase(context),
    swapFromToken: sourceToken.symbol,
    swapToToken: toToken.symbol,
    swapFromAmount: swap.sourceTokenAmount,
    swapToAmount: swap.toTokenAmount,
  }
  events.send('INITIATE_SWAP', data)
  controller.setSwapState({ loadingTransaction: true, transactionError: undefined })
  let hash: string
  const timeoutMs = options.receiptTimeoutMs ?? SWAP_RECEIPT_TIMEOUT_MS
  try {
    if (approval) {
      // The wallet batches atomically (buildSwapTransaction asked): approve + swap as one.
      hash = await sendSwapBatch(kit, context, [approval, tx], {
        ...options,
        receiptTimeoutMs: timeoutMs,
        pollMs: SWAP_POLL_MS,
      })
    } else {
      hash = await sendThroughWallet(context, tx, options)
      // A price that moved past the slippage bound reverts the swap on chain: that is an error
      // to show, not a success. A receipt that does not come in time leaves the swap pending.
      const status = await readReceipt(kit, context, hash, timeoutMs)
      if (status === 'reverted') throw receiptError(hash, status, timeoutMs)
    }
  } catch (error) {
    controller.setSwapState({ loadingTransaction: false })
    throw swapSendFailed(kit, context, 'SWAP_ERROR', error)
  }
  showTransactionStarted(kit, context.network, hash)
  events.send('SWAP_SUCCESS', data)
  addPendingSwap(kit, context, hash, swap)
  controller.resetSwap()
  // The balances and the Activity list are read again; a failed read shows its own message.
  void Promise.allSettled([kit.refreshBalances(), activity.fetchTransactions({ current: true })])
  returnToAccount(kit)
  return { hash }
}
