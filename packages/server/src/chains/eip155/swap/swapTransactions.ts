import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  maxUint256,
  numberToHex,
} from 'viem'
import type { ChainClient } from '../../chainClients.js'
import { isCallRejected, isCallReverted } from '../contractCall.js'
import type { SwapChain, SwapToken } from './swapChain.js'
import { erc20AllowanceAbi, multicall3ValueAbi, uniswapV2RouterAbi } from './uniswapV2Abi.js'

/** Gas assumed for a swap the node cannot estimate yet (e.g. before its approval; spec §9). */
export const SWAP_GAS_FALLBACK = 150_000n
/** Headroom over the node's estimate: the pools may move between the estimate and the swap. */
const GAS_HEADROOM_PERCENT = 120n

export interface SwapTrade {
  from: SwapToken
  to: SwapToken
  amountIn: bigint
  amountOutMin: bigint
  path: readonly Address[]
  recipient: Address
  deadline: bigint
}

/** The router call of a trade: swapExactETHForTokens, swapExactTokensForETH or swapExactTokensForTokens. */
export function swapCalldata(trade: SwapTrade): { data: Hex; value: bigint } {
  const { amountIn, amountOutMin, recipient, deadline } = trade
  const path = [...trade.path]
  if (trade.from.native) {
    const data = encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [amountOutMin, path, recipient, deadline],
    })
    return { data, value: amountIn }
  }
  const functionName = trade.to.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
  const data = encodeFunctionData({
    abi: uniswapV2RouterAbi,
    functionName,
    args: [amountIn, amountOutMin, path, recipient, deadline],
  })
  return { data, value: 0n }
}

/**
 * The provider fee a swap of `amount` of `from` pays on `chain`: the configured basis points of a
 * native-currency amount (the only source one transaction can take a fee from), else 0.
 */
export function providerFeeOf(chain: SwapChain, from: SwapToken, amount: bigint): bigint {
  const fee = chain.swap.fee
  return fee && from.native ? (amount * BigInt(fee.basisPoints)) / 10_000n : 0n
}

/**
 * The swap transaction: the router call, or, with a provider fee, the chain's Multicall3's
 * aggregate3Value paying the fee to its recipient and the rest into the router call (either
 * failing reverts both). `value` is the whole amount for a native source.
 */
export function swapTransaction(
  chain: SwapChain,
  trade: SwapTrade,
  providerFee: bigint,
): { to: Address; data: Hex; value: bigint } {
  const router = chain.swap.router
  const call = swapCalldata(trade)
  const fee = chain.swap.fee
  const multicall3 = chain.client.config.multicall3
  if (providerFee === 0n || !fee || !multicall3) return { to: router, ...call }
  const data = encodeFunctionData({
    abi: multicall3ValueAbi,
    functionName: 'aggregate3Value',
    args: [
      [
        {
          target: getAddress(fee.recipient),
          allowFailure: false,
          value: providerFee,
          callData: '0x',
        },
        { target: router, allowFailure: false, value: call.value, callData: call.data },
      ],
    ],
  })
  return { to: getAddress(multicall3), data, value: call.value + providerFee }
}

/** `approve(spender, amount)` calldata (no return value expected: USDT-style tokens work). */
export function approveCalldata(spender: Address, amount: bigint = maxUint256): Hex {
  return encodeFunctionData({
    abi: erc20AllowanceAbi,
    functionName: 'approve',
    args: [spender, amount],
  })
}

/** `amountOut` less `slippage` percent (two decimals at most): the router's amountOutMin. */
export function minimumAmountOut(amountOut: bigint, slippagePercent: number): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100))
  return (amountOut * (10_000n - basisPoints)) / 10_000n
}

/**
 * The swap's deadline: `seconds` after the later of this server's clock and the latest block's
 * timestamp (a node whose clock runs ahead, a fork, still gets the full window).
 */
export async function swapDeadline(chain: SwapChain): Promise<bigint> {
  const block = await chain.client.request<{ timestamp?: Hex } | null>('eth_getBlockByNumber', [
    'latest',
    false,
  ])
  const now = BigInt(Math.floor(Date.now() / 1000))
  const blockTime = block?.timestamp ? BigInt(block.timestamp) : 0n
  return (blockTime > now ? blockTime : now) + BigInt(chain.swap.deadlineSeconds)
}

export interface GasEstimateCall {
  from: Address
  to: Address
  data: Hex
  value: bigint
}

/**
 * The node's `eth_estimateGas` of a call, with 20 % headroom; `fallback` when the node rejects it
 * (it would revert now, e.g. no allowance yet). A failing node throws (UpstreamError).
 */
export async function estimateGas(
  client: ChainClient,
  call: GasEstimateCall,
  fallback: bigint = SWAP_GAS_FALLBACK,
): Promise<bigint> {
  try {
    const gas = await client.request<Hex>('eth_estimateGas', [
      { from: call.from, to: call.to, data: call.data, value: numberToHex(call.value) },
    ])
    return (BigInt(gas) * GAS_HEADROOM_PERCENT) / 100n
  } catch (error) {
    if (isCallRejected(error)) return fallback
    throw error
  }
}

/**
 * True when the node would run `approve(router, amount)` from `owner` now. USDT-style tokens
 * revert on a change from one non-zero allowance to another.
 */
export async function approveWouldSucceed(
  client: ChainClient,
  call: { owner: Address; token: Address; data: Hex },
): Promise<boolean> {
  try {
    await client.request('eth_call', [
      { from: call.owner, to: call.token, data: call.data },
      'latest',
    ])
    return true
  } catch (error) {
    if (isCallReverted(error)) return false
    throw error
  }
}
