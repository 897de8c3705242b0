import { fieldOf, Refusal } from '../../app/errors.js'
import type { ServerDeps } from '../../app/types.js'
import {
  createSwapChains,
  type SwapChain,
  type SwapToken,
  splitTokenId,
} from '../../chains/eip155/swap/swapChain.js'
import {
  createUniswapV2Pools,
  type UniswapV2Pools,
} from '../../chains/eip155/swap/uniswapV2Pools.js'

/**
 * A request the swap routes refuse: 400 (bad input, naming the field) or 404, answered by the
 * app's `onError` (see `Refusal`).
 */
export class SwapRequestError extends Refusal<'INVALID_REQUEST' | 'NOT_FOUND' | 'NO_ROUTE'> {
  override readonly name = 'SwapRequestError'
  constructor(
    status: 400 | 404,
    code: 'INVALID_REQUEST' | 'NOT_FOUND' | 'NO_ROUTE',
    message: string,
    field?: string,
  ) {
    super(code, message, status, fieldOf(field))
  }
}

/** What every swap route shares: the swap chains and their pools (built once per chain). */
export function createSwapContext(deps: ServerDeps) {
  const chains = createSwapChains(deps.chains)
  const pools = new WeakMap<SwapChain, UniswapV2Pools>()

  /** The chain serving swaps, or 404 naming `field`. */
  const chainOf = (caipNetworkId: string, field: string): SwapChain => {
    const chain = chains.get(caipNetworkId)
    if (!chain)
      throw new SwapRequestError(
        404,
        'NOT_FOUND',
        `${field}: swaps are not served on ${caipNetworkId}`,
        field,
      )
    return chain
  }

  return {
    /** The swap chains (undefined for a chain served without swaps). */
    chains,
    chainOf,
    /** The swap token a CAIP-10 id names, with its chain; 404 / 400 naming `field`. */
    tokenOf(
      tokenId: string,
      field: string,
      chain?: SwapChain,
    ): { chain: SwapChain; token: SwapToken } {
      const { caipNetworkId, address } = splitTokenId(tokenId)
      const served = chain ?? chainOf(caipNetworkId, field)
      const token = served.find(address)
      if (!token)
        throw new SwapRequestError(
          400,
          'INVALID_REQUEST',
          `${field}: ${tokenId} is not a swap token of ${caipNetworkId}`,
          field,
        )
      return { chain: served, token }
    },
    poolsOf(chain: SwapChain): UniswapV2Pools {
      let chainPools = pools.get(chain)
      if (!chainPools) {
        chainPools = createUniswapV2Pools(chain)
        pools.set(chain, chainPools)
      }
      return chainPools
    },
  }
}

export type SwapContext = ReturnType<typeof createSwapContext>

/** The CAIP-10 id of a swap token on its chain. */
export const tokenIdOf = (chain: SwapChain, token: SwapToken) =>
  `${chain.caipNetworkId}:${token.address}`
