import type { Logger } from '../app/logger.js'
import type { TokenBalance } from '../routes/shared/answerSchemas.js'
import { type SwapChain, splitTokenId } from './eip155/swap/swapChain.js'
import { readSwapPrice } from './eip155/swap/swapPrices.js'
import type { UniswapV2Pools } from './eip155/swap/uniswapV2Pools.js'
import { readPrices } from './prices.js'

/**
 * `balances` (priced at their tokens' fixed prices) repriced from the configured price source:
 * a balance the source prices gets its price and value from it; the others keep their fixed
 * price (or 0). A failing source changes nothing.
 */
export async function withSourcePrices(
  balances: Promise<TokenBalance[]>,
  source: { url: string } | undefined,
  addresses: readonly string[],
  context: { timeoutMs: number; log: Logger },
): Promise<TokenBalance[]> {
  if (!source) return balances
  const [read, prices] = await Promise.all([
    balances,
    readPrices(source.url, addresses, context.timeoutMs, context.log),
  ])
  return read.map((balance) => {
    const price = prices.get(balance.address.toLowerCase())
    if (price === undefined) return balance
    return { ...balance, price, value: price * Number(balance.quantity.numeric) }
  })
}

/**
 * `balances` whose price is still unknown (0: no price source price, no fixed price) priced from
 * the chain's swap pools when it serves swaps: what the router pays in its usdToken for one whole
 * token, as `/swap/tokens` answers (the native currency through WETH). A token the pools do not
 * link to the usdToken, or a failing read, keeps price 0 (logged): a balance never fails for want
 * of a price.
 */
export async function withPoolPrices(
  balances: TokenBalance[],
  swap: { chain: SwapChain; pools: UniswapV2Pools } | undefined,
  log: Logger,
): Promise<TokenBalance[]> {
  if (!swap) return balances
  return Promise.all(
    balances.map(async (balance) => {
      if (balance.price > 0) return balance
      const token = swap.chain.find(splitTokenId(balance.address).address)
      if (!token) return balance
      try {
        const price = await readSwapPrice(swap.chain, swap.pools, token)
        if (price === undefined || !(price > 0)) return balance
        return { ...balance, price, value: price * Number(balance.quantity.numeric) }
      } catch (error) {
        log.warn('pool price failed', {
          token: balance.address,
          error: error instanceof Error ? error.message : String(error),
        })
        return balance
      }
    }),
  )
}
