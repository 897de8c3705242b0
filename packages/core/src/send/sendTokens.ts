import { getCapability } from '../adapters/getCapability.js'
import { TIMING } from '../constants.js'
import type { ErrorCode } from '../errors/catalogue.js'
import { KitError } from '../errors/KitError.js'
import { isUserRejectedError, mapProviderError } from '../errors/providerErrors.js'
import type { Kit } from '../kit/types.js'
import type { TokenBalance } from '../types/account.js'
import { withTimeout } from '../utils/withTimeout.js'
import { estimateSendFee, readGasPrice } from './estimateSendFee.js'
import { addPendingTransaction, showTransactionStarted } from './pendingTransaction.js'
import {
  isNativeToken,
  requireSendContext,
  type SendContext,
  tokenContract,
  tokenDecimals,
  toUnits,
} from './sendContext.js'
import { validateSend } from './validateSend.js'

export interface SendTokensOptions {
  /** Time limit of the wallet's answer (ms); default 5 min (the visitor approves in the wallet). */
  walletTimeoutMs?: number
  /** Time limit of the gas price read from the node (ms); default 10 s. */
  nodeTimeoutMs?: number
}

export interface SendTokensResult {
  hash: string
}

interface Send {
  context: SendContext
  token: TokenBalance
  amount: string
  value: bigint
  to: string
}

/** The event data every SEND_* event carries. */
const eventData = ({ context, token, amount }: Send) => ({
  namespace: context.namespace,
  isSmartAccount: context.isSmartAccount,
  network: context.network.caipNetworkId,
  token: token.symbol,
  amount: Number(amount),
})

/**
 * The wallet call the chain decides (spec §4): the native currency through the adapter's
 * `sendTransaction` (with the gas price when the family has one), a token through its
 * `transferToken` capability; 'Unsupported chain' when the family has no send or the adapter
 * cannot transfer the token.
 */
async function walletCall(kit: Kit, send: Send, options: SendTokensOptions) {
  const { context, token, value, to } = send
  const { adapter, family, network, address } = context
  if (!adapter || !family.features?.send) throw new KitError('UNSUPPORTED_CHAIN')
  if (isNativeToken(kit, token, network)) {
    const gasPrice =
      kit.stores.send.getState().gasPrice ??
      (await readGasPrice(kit, network, { timeoutMs: options.nodeTimeoutMs }))
    return adapter.sendTransaction({
      to,
      value,
      address,
      caipNetwork: network,
      ...(gasPrice === undefined ? {} : { gasPrice }),
    })
  }
  const transferToken = getCapability(adapter, 'transferToken')
  const tokenAddress = tokenContract(token)
  if (!transferToken || !tokenAddress) throw new KitError('UNSUPPORTED_CHAIN')
  return transferToken({
    tokenAddress,
    to,
    amount: value,
    decimals: tokenDecimals(token),
    address,
    caipNetwork: network,
  })
}

/** Through the auth (email / social) connector the approval shows in the embedded wallet. */
function approvalStack(kit: Kit, context: SendContext) {
  const connector = kit.controllers.connection.getConnectedConnector(context.namespace)
  if (connector?.type !== 'AUTH') return undefined
  const { router } = kit.controllers
  router.pushTransactionStack({ view: 'Account' })
  router.push('ApproveTransaction')
  return (status: 'success' | 'error' | 'cancel') => {
    if (router.getState().transactionStack.length > 0) router.popTransactionStack(status)
  }
}

function succeeded(kit: Kit, send: Send, hash: string) {
  const { events, send: state, activity } = kit.controllers
  showTransactionStarted(kit, send.context.network, hash)
  events.send('SEND_SUCCESS', { ...eventData(send), hash })
  addPendingTransaction(kit, {
    hash,
    from: send.context.address,
    to: send.to,
    network: send.context.network,
    token: send.token,
    amount: send.amount,
  })
  state.resetSend()
  // The balances and the Activity list are read again; a failed read shows its own message.
  void Promise.allSettled([kit.refreshBalances(), activity.fetchTransactions({ current: true })])
}

function failed(kit: Kit, send: Send, error: unknown): KitError {
  const rejected = isUserRejectedError(error)
  const failedCode: ErrorCode = send.context.family.send?.failedError ?? 'SEND_FAILED'
  const mapped = rejected
    ? new KitError('USER_REJECTED', { cause: error })
    : (mapProviderError(error) ?? new KitError(failedCode, { cause: error }))
  // A refusal says so; any other failure the spec's text ('Something went wrong' / Solana's).
  kit.controllers.snackbar.showError(rejected ? mapped : new KitError(failedCode))
  kit.controllers.events.send('SEND_ERROR', { ...eventData(send), message: mapped.shortMessage })
  return mapped
}

/**
 * Sends what the send state describes (spec §4 send flow) and resolves with the transaction hash
 * once the wallet sent it: the state is checked first (`validateSend`, throws its catalogue
 * error); SEND_INITIATED; the wallet is asked (through ApproveTransaction for the auth
 * connector), within a time limit. Success: 'Transaction started' (with the explorer link when
 * the network has an explorer), SEND_SUCCESS, the send state reset, balances and Activity read
 * again with the transaction pending on top. Failure: 'Something went wrong' (the family's own
 * text, e.g. Solana's), SEND_ERROR, the state kept; rejects with the catalogue error
 * (USER_REJECTED for the wallet's refusal).
 */
export async function sendTokens(
  kit: Kit,
  options: SendTokensOptions = {},
): Promise<SendTokensResult> {
  const context = requireSendContext(kit)
  // The fee is checked too when it can be priced (an unpriced send is left to the wallet).
  const fee = validateSend(kit)
    ? undefined
    : await estimateSendFee(kit, { timeoutMs: options.nodeTimeoutMs }).catch(() => undefined)
  const invalid = validateSend(kit, { fee: fee?.fee })
  if (invalid) throw new KitError(invalid.code, { longMessage: invalid.message })
  const { token, sendTokenAmount, receiverAddress } = kit.stores.send.getState()
  if (!token || !sendTokenAmount || !receiverAddress) throw new KitError('SEND_SOLANA_INVALID')
  const value = toUnits(sendTokenAmount, tokenDecimals(token)) ?? 0n
  const send: Send = { context, token, amount: sendTokenAmount, value, to: receiverAddress.trim() }
  const { events, send: state } = kit.controllers
  events.send('SEND_INITIATED', eventData(send))
  state.setSendState({ loading: true })
  const approval = approvalStack(kit, context)
  const timeoutMs = options.walletTimeoutMs ?? TIMING.WALLET_REQUEST_TIMEOUT_MS
  try {
    const { hash } = await withTimeout(
      walletCall(kit, send, options),
      timeoutMs,
      () =>
        new KitError('WALLET_TIMEOUT', {
          params: { namespace: context.namespace, method: 'send', seconds: timeoutMs / 1000 },
        }),
    )
    approval?.('success')
    state.setSendState({ loading: false })
    succeeded(kit, send, hash)
    return { hash }
  } catch (error) {
    approval?.(isUserRejectedError(error) ? 'cancel' : 'error')
    state.setSendState({ loading: false })
    throw failed(kit, send, error)
  }
}
