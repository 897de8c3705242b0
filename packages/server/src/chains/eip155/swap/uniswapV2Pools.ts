import { type Address, getAddress, zeroAddress } from 'viem'
import { callContract, isCallReverted } from '../contractCall.js'
import type { SwapChain } from './swapChain.js'
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './uniswapV2Abi.js'

/**
 * Reads a chain's Uniswap V2-style pools through its router and factory: routes (a direct pair,
 * else through WETH), the router's `getAmountsOut`, and price impact from the reserves. The
 * factory's address and the pairs that exist are remembered (a pair is never removed); a pair
 * not there is asked again next time, as it may be created.
 */
export interface UniswapV2Pools {
  /** The router path from `from` to `to` (route addresses), or undefined when no pools link them. */
  findPath(from: Address, to: Address): Promise<Address[] | undefined>
  /** The router's `getAmountsOut`; undefined when the router rejects it (e.g. an empty pool). */
  amountsOut(amountIn: bigint, path: readonly Address[]): Promise<bigint[] | undefined>
  /**
   * The price impact of trading `amountIn` for `amountOut` along `path`, in percent: how far
   * the price paid is from the pools' mid price, the 0.3 % LP fee of each hop left out.
   */
  priceImpact(amountIn: bigint, amountOut: bigint, path: readonly Address[]): Promise<number>
}

const lower = (address: string) => address.toLowerCase()

export function createUniswapV2Pools(chain: SwapChain): UniswapV2Pools {
  const { client, swap } = chain
  let factory: Promise<Address> | undefined
  const pairs = new Map<string, Address>()

  const readFactory = () => {
    factory ??= callContract(client, {
      address: swap.router,
      abi: uniswapV2RouterAbi,
      functionName: 'factory',
      args: [],
    }).then(getAddress, (error: unknown) => {
      factory = undefined
      throw error
    })
    return factory
  }

  /** The pair of a and b, or undefined when the factory has none. */
  const pairOf = async (a: Address, b: Address): Promise<Address | undefined> => {
    const key = [lower(a), lower(b)].sort().join(':')
    const known = pairs.get(key)
    if (known) return known
    const pair = await callContract(client, {
      address: await readFactory(),
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [a, b],
    })
    if (pair === zeroAddress) return undefined
    pairs.set(key, getAddress(pair))
    return getAddress(pair)
  }

  return {
    async findPath(from, to) {
      if (lower(from) === lower(to)) return undefined
      if (await pairOf(from, to)) return [from, to]
      const weth = swap.weth
      if (lower(from) === lower(weth) || lower(to) === lower(weth)) return undefined
      const [first, second] = await Promise.all([pairOf(from, weth), pairOf(weth, to)])
      return first && second ? [from, weth, to] : undefined
    },

    async amountsOut(amountIn, path) {
      try {
        const amounts = await callContract(client, {
          address: swap.router,
          abi: uniswapV2RouterAbi,
          functionName: 'getAmountsOut',
          args: [amountIn, [...path]],
        })
        return [...amounts]
      } catch (error) {
        // INSUFFICIENT_LIQUIDITY (an empty pool), INSUFFICIENT_INPUT_AMOUNT, ...: no route.
        if (isCallReverted(error)) return undefined
        throw error
      }
    },

    async priceImpact(amountIn, amountOut, path) {
      // The amount at the mid price, less each hop's 0.3 % fee: amountIn × Π(rOut·997 / rIn·1000).
      let ideal = amountIn
      let scale = 1n
      for (let hop = 0; hop + 1 < path.length; hop++) {
        const tokenIn = path[hop] as Address
        const tokenOut = path[hop + 1] as Address
        const pair = await pairOf(tokenIn, tokenOut)
        if (!pair) return 100
        const [reserve0, reserve1] = await callContract(client, {
          address: pair,
          abi: uniswapV2PairAbi,
          functionName: 'getReserves',
          args: [],
        })
        // token0 is the lower address (UniswapV2Factory sorts them).
        const inIsToken0 = BigInt(tokenIn) < BigInt(tokenOut)
        const [reserveIn, reserveOut] = inIsToken0 ? [reserve0, reserve1] : [reserve1, reserve0]
        if (reserveIn === 0n || reserveOut === 0n) return 100
        ideal *= reserveOut * 997n
        scale *= reserveIn * 1000n
      }
      if (ideal === 0n) return 0
      // (ideal − actual) / ideal, in millionths of a percent.
      const actual = amountOut * scale
      if (actual >= ideal) return 0
      const micro = ((ideal - actual) * 100_000_000n) / ideal
      return Number(micro) / 1_000_000
    },
  }
}
