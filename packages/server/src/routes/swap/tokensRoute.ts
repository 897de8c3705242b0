import { createRoute, z } from '@hono/zod-openapi'
import type { ServerApp } from '../../app/types.js'
import { readSwapPrices } from '../../chains/eip155/swap/swapPrices.js'
import { swapErrors, swapTokensAnswer } from './swapAnswers.js'
import { type SwapContext, tokenIdOf } from './swapContext.js'
import { chainIdField, projectIdField } from './swapQuery.js'

const route = createRoute({
  method: 'get',
  path: '/swap/tokens',
  summary: 'The tokens a network swaps: the native currency first, then the swap tokens',
  description:
    "Each with its USD price read from the pools (what the router pays in the chain's usdToken for one whole token), else its configured fixed price, else 0.",
  request: { query: z.object({ chainId: chainIdField, projectId: projectIdField }) },
  responses: {
    200: {
      description: 'Swap tokens',
      content: { 'application/json': { schema: swapTokensAnswer } },
    },
    ...swapErrors,
  },
})

export function tokensRoute(app: ServerApp, swap: SwapContext) {
  app.openapi(route, async (c) => {
    const chain = swap.chainOf(c.req.valid('query').chainId, 'chainId')
    const prices = await readSwapPrices(chain, swap.poolsOf(chain), chain.tokens)
    const tokens = chain.tokens.map((token, index) => ({
      name: token.name,
      symbol: token.symbol,
      address: tokenIdOf(chain, token),
      decimals: token.decimals,
      ...(token.iconUrl && { logoUri: token.iconUrl }),
      price: prices[index] ?? token.price ?? 0,
    }))
    return c.json({ tokens }, 200)
  })
}
