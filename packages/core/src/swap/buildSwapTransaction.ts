import { getCapability } from '../adapters/getCapability.js'
import { LIMITS, SWAP, TIMING } from '../constants.js'
import { type SwapTicket, swapController } from '../controllers/swap/swapController.js'
import type { SwapState, SwapToken, SwapTransaction } from '../controllers/swap/types.js'
import type { ErrorCode } from '../errors/catalogue.js'
import { errorText, KitError } from '../errors/KitError.js'
import type { Kit } from '../kit/types.js'
import type { SendContext } from '../send/sendContext.js'
import { formatUnits } from '../utils/decimal.js'
import { withTimeLimit } from '../utils/timeLimit.js'
import type { SwapApi, SwapPair } from './swapApi.js'
import { supportsAtomicSwap } from './swapBatch.js'
import { lacksFunds } from './swapInputError.js'
import { goBackFromSwap } from './swapRouter.js'
import { sameToken } from './swapTokens.js'

/** What the build needs from the quote that led to it. */
export interface SwapBuild {
  ticket: SwapTicket
  api: SwapApi
  context: SendContext
  pair: SwapPair
  source: SwapToken
  target: SwapToken
  native: SwapToken | undefined
  /** The quote's destination amount (base units). */
  toAmount: bigint
  /** The timeout of the adapter's gas estimate (ms). */
  timeoutMs?: number
}

const NOT_LOADING = {
  loadingBuildTransaction: false,
  loadingApprovalTransaction: false,
} as const satisfies Partial<SwapState>

/** The network fee in wei and in USD (when the native price is known). */
export function feePatch(state: SwapState, fee: bigint, decimals: number): Partial<SwapState> {
  return {
    gasFee: fee.toString(),
    gasPriceInUSD:
      state.networkPrice > 0 ? Number(formatUnits(fee, decimals)) * state.networkPrice : undefined,
  }
}

/**
 * Spec §8: 'Failed to check allowance' (and the two build texts) show in the snackbar, go back,
 * clear the swap and approval transactions and turn fetchError on.
 */
function failed(kit: Kit, code: ErrorCode): void {
  const controller = swapController(kit)
  controller.setSwapState({
    ...NOT_LOADING,
    swapTransaction: undefined,
    approvalTransaction: undefined,
    fetchError: true,
  })
  kit.controllers.snackbar.showError(new KitError(code))
  goBackFromSwap(kit)
}

/** Gas units of the approval: the wallet's estimate, else spec §9's 150000. */
async function approvalGas(build: SwapBuild, to: string, data: string): Promise<bigint> {
  const { context } = build
  const estimateGas = getCapability(context.adapter, 'estimateGas')
  if (!estimateGas) return SWAP.GAS_UNITS_ESTIMATE
  try {
    const { gas } = await withTimeLimit(build.timeoutMs ?? TIMING.DATA_API_TIMEOUT_MS, () =>
      estimateGas({ address: context.address, caipNetwork: context.network, to, data, value: 0n }),
    )
    return gas > 0n ? gas : SWAP.GAS_UNITS_ESTIMATE
  } catch {
    return SWAP.GAS_UNITS_ESTIMATE
  }
}

/**
 * The swap transaction (`/swap/build-tx`) into the state: its own destination amount replaces
 * the quote's (what the wallet is asked for is what the state shows), and its fee — with the
 * approval's when both go as one batch — is checked against the balance again.
 */
async function buildSwap(kit: Kit, build: SwapBuild, approval?: SwapTransaction): Promise<void> {
  const controller = swapController(kit)
  const { ticket, api, pair, target, native } = build
  try {
    const state = controller.getState()
    const tx = await api.buildTx({
      ...pair,
      slippage: state.slippage,
      nativeValue: sameToken(build.source, native),
    })
    if (!ticket.current()) return
    const fee = tx.gas * tx.gasPrice + (approval ? approval.gas * approval.gasPrice : 0n)
    const toAmount = BigInt(tx.toAmount)
    const patch: Partial<SwapState> = {
      ...NOT_LOADING,
      ...feePatch(state, fee, native?.decimals ?? 18),
      swapTransaction: tx,
      approvalTransaction: approval,
      toTokenAmount: formatSwapAmount(toAmount, target.decimals),
      maxSlippage: maxSlippageOf(toAmount, state.slippage, target.decimals),
    }
    const insufficient = lacksFunds(
      { ...state, ...patch },
      { native, fee, isSmartAccount: build.context.isSmartAccount },
    )
    controller.setSwapState({
      ...patch,
      inputError: insufficient ? errorText('INSUFFICIENT_BALANCE') : undefined,
    })
  } catch {
    if (ticket.current()) failed(kit, 'SWAP_TX_FAILED')
  }
}

/**
 * Spec §4 step 5: reads the allowance (`/swap/allowance`; the native currency needs none) and
 * builds the swap transaction (`/swap/build-tx`) when it covers the amount, else the approval of
 * exactly the amount (`/swap/approve-tx`) — and, when the wallet reports atomic batching on the
 * chain (EIP-5792, asked beside the allowance), the swap too, so that both go as one batch.
 * Writes nothing once the ticket is stale.
 */
export async function buildSwapTransaction(kit: Kit, build: SwapBuild): Promise<void> {
  const controller = swapController(kit)
  const { ticket, api, pair, source, native } = build
  const nativeSource = sameToken(source, native)
  controller.setSwapState({ loadingBuildTransaction: true })
  if (nativeSource) return buildSwap(kit, build)
  const batching = supportsAtomicSwap(kit, build.context)
  let allowance: bigint
  try {
    allowance = await api.allowance(source.address, pair.userAddress)
  } catch {
    if (ticket.current()) failed(kit, 'SWAP_ALLOWANCE_FAILED')
    return
  }
  if (!ticket.current()) return
  if (allowance >= pair.amount) return buildSwap(kit, build)
  controller.setSwapState({ loadingApprovalTransaction: true })
  let approval: SwapTransaction
  try {
    const contract = source.address.split(':').at(-1) ?? ''
    const approveTx = await api.approveTx({ ...pair, tokenContract: contract })
    const gas = await approvalGas(build, approveTx.to, approveTx.data)
    approval = { ...approveTx, gas, toAmount: build.toAmount.toString() }
  } catch {
    if (ticket.current()) failed(kit, 'SWAP_APPROVAL_TX_FAILED')
    return
  }
  if (!ticket.current()) return
  if (await batching) return buildSwap(kit, build, approval)
  if (!ticket.current()) return
  controller.setSwapState({
    ...NOT_LOADING,
    approvalTransaction: approval,
    swapTransaction: undefined,
  })
}

/** Spec §9: max slippage is slippage % of the destination amount (in its units). */
export function maxSlippageOf(toAmount: bigint, slippage: number, decimals: number): string {
  return formatUnits((toAmount * BigInt(Math.round(slippage * 100))) / 10_000n, decimals)
}

/** Spec §9: the destination amount to 6 places at most (floored, trailing zeros trimmed). */
export function formatSwapAmount(units: bigint, decimals: number): string {
  const places = LIMITS.SWAP_DESTINATION_DECIMALS
  const cut = decimals > places ? 10n ** BigInt(decimals - places) : 1n
  return formatUnits((units / cut) * cut, decimals)
}
