import { createRoute, z } from '@hono/zod-openapi'
import type { ServerApp } from '../../app/types.js'
import { quoteTrade } from './quoteTrade.js'
import { swapErrors, swapQuoteAnswer } from './swapAnswers.js'
import { type SwapContext, tokenIdOf } from './swapContext.js'
import {
  baseUnitsField,
  checkPair,
  projectIdField,
  tokenIdField,
  userAddressField,
  weiField,
} from './swapQuery.js'

const query = z
  .object({
    userAddress: userAddressField,
    from: tokenIdField,
    to: tokenIdField,
    amount: baseUnitsField,
    gasPrice: weiField.optional().openapi({ description: 'Accepted for the kit; not used' }),
    projectId: projectIdField,
  })
  .superRefine(checkPair)

const route = createRoute({
  method: 'get',
  path: '/swap/quote',
  summary: 'What the router pays for an amount of a token, read from the pools now',
  description:
    "toAmount is the router's getAmountsOut over a direct pool, else through WETH (the native currency trades as WETH). priceImpact is the percentage the pools' mid price is missed by, the 0.3 % LP fee per hop left out. providerFee is what the built transaction pays the host's fee recipient besides the pools (swap.fee, swaps from the native currency only; else 0), toAmount is quoted for the amount less it. 404 NO_ROUTE when no pools link the tokens.",
  request: { query },
  responses: {
    200: { description: 'One quote', content: { 'application/json': { schema: swapQuoteAnswer } } },
    ...swapErrors,
  },
})

export function quoteRoute(app: ServerApp, swap: SwapContext) {
  app.openapi(route, async (c) => {
    const input = c.req.valid('query')
    const trade = await quoteTrade(swap, input)
    const { chain, path } = trade
    const impact = await swap.poolsOf(chain).priceImpact(trade.amountIn, trade.amountOut, path)
    const quote = {
      fromAccount: tokenIdOf(chain, trade.from),
      toAccount: tokenIdOf(chain, trade.to),
      fromAmount: trade.amount.toString(),
      toAmount: trade.amountOut.toString(),
      path: path.map((address) => `${chain.caipNetworkId}:${address}`),
      priceImpact: impact,
      // What /swap/build-tx's transaction pays the fee recipient (the pools' 0.3 % LP fee is in
      // toAmount): the configured fee of a native-currency source, else 0.
      providerFee: trade.providerFee.toString(),
    }
    return c.json({ quotes: [quote] }, 200)
  })
}
