import { routeGroup } from '../../app/routeGroup.js'
import type { RouteGroup } from '../../app/types.js'
import { allowanceRoute } from './allowanceRoute.js'
import { approveTxRoute } from './approveTxRoute.js'
import { buildTxRoute } from './buildTxRoute.js'
import { pricesRoute } from './pricesRoute.js'
import { quoteRoute } from './quoteRoute.js'
import { createSwapContext } from './swapContext.js'
import { tokensRoute } from './tokensRoute.js'

/**
 * `/swap/*`: token list, prices, quotes, allowance, approval and swap transactions through a
 * chain's Uniswap V2-style router (its `swap` configuration), read from the pools on-chain.
 */
export const swapRoutes: RouteGroup = routeGroup((app, deps) => {
  const swap = createSwapContext(deps)
  for (const register of [
    tokensRoute,
    pricesRoute,
    quoteRoute,
    allowanceRoute,
    approveTxRoute,
    buildTxRoute,
  ])
    register(app, swap)
})
