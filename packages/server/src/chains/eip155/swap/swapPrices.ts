import { formatUnits } from 'viem'
import type { SwapChain, SwapToken } from './swapChain.js'
import type { UniswapV2Pools } from './uniswapV2Pools.js'

/** Node reads of a price list in flight at once. */
const CONCURRENCY = 8

/**
 * A token's USD price: what the router pays in the chain's `usdToken` for one whole token
 * (`getAmountsOut`, a direct pair or through WETH), times the usdToken's fixed price; the
 * usdToken itself is its fixed price. Undefined when no pools link the token to the usdToken.
 */
export async function readSwapPrice(
  chain: SwapChain,
  pools: UniswapV2Pools,
  token: SwapToken,
): Promise<number | undefined> {
  const usd = chain.usdToken
  const usdPrice = usd.price ?? 1
  if (!token.native && token.address === usd.address) return usdPrice
  const path = await pools.findPath(chain.routeAddress(token), usd.address)
  if (!path) return undefined
  const amounts = await pools.amountsOut(10n ** BigInt(token.decimals), path)
  const out = amounts?.at(-1)
  if (out === undefined) return undefined
  return Number(formatUnits(out, usd.decimals)) * usdPrice
}

/** readSwapPrice of each token, a few at a time, in order. */
export async function readSwapPrices(
  chain: SwapChain,
  pools: UniswapV2Pools,
  tokens: readonly SwapToken[],
): Promise<(number | undefined)[]> {
  const prices: (number | undefined)[] = new Array(tokens.length)
  let next = 0
  const worker = async () => {
    while (next < tokens.length) {
      const index = next++
      prices[index] = await readSwapPrice(chain, pools, tokens[index] as SwapToken)
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, tokens.length) }, worker))
  return prices
}
