import type { Address } from 'viem'
import type { SwapChain, SwapToken } from '../../chains/eip155/swap/swapChain.js'
import { providerFeeOf } from '../../chains/eip155/swap/swapTransactions.js'
import { type SwapContext, SwapRequestError } from './swapContext.js'

export interface QuotedTrade {
  chain: SwapChain
  from: SwapToken
  to: SwapToken
  /** What goes into the router: the amount less the provider fee. */
  amountIn: bigint
  /** What the visitor pays: amountIn plus the provider fee. */
  amount: bigint
  /** The provider fee taken from the amount before the router (providerFeeOf; 0 without one). */
  providerFee: bigint
  /** The router path (route addresses: WETH for the native currency). */
  path: Address[]
  /** The router's getAmountsOut(amountIn, path), last hop. */
  amountOut: bigint
}

/**
 * The trade of `amount` base units of `from` for `to` (less the provider fee, when the chain
 * configures one for this source): the path (a direct pool, else through
 * WETH) and the router's getAmountsOut. 404 NO_ROUTE when no pools link them, or the router
 * refuses (an empty pool, an amount too small to give anything).
 */
export async function quoteTrade(
  swap: SwapContext,
  query: { from: string; to: string; amount: string },
): Promise<QuotedTrade> {
  const { chain, token: from } = swap.tokenOf(query.from, 'from')
  const { token: to } = swap.tokenOf(query.to, 'to', chain)
  const pools = swap.poolsOf(chain)
  const amount = BigInt(query.amount)
  const providerFee = providerFeeOf(chain, from, amount)
  const amountIn = amount - providerFee
  const path = await pools.findPath(chain.routeAddress(from), chain.routeAddress(to))
  const amounts = path && (await pools.amountsOut(amountIn, path))
  const amountOut = amounts?.at(-1)
  if (!path || amountOut === undefined || amountOut === 0n) {
    throw new SwapRequestError(
      404,
      'NO_ROUTE',
      `to: no route from ${from.symbol} to ${to.symbol} on ${chain.caipNetworkId} for this amount`,
      'to',
    )
  }
  return { chain, from, to, amount, providerFee, amountIn, path, amountOut }
}
