import { createRoute, z } from '@hono/zod-openapi'
import type { ServerApp } from '../../app/types.js'
import type { SwapToken } from '../../chains/eip155/swap/swapChain.js'
import { readSwapPrices } from '../../chains/eip155/swap/swapPrices.js'
import { swapErrors, swapPricesAnswer } from './swapAnswers.js'
import { type SwapContext, tokenIdOf } from './swapContext.js'
import { networkOf, projectIdField, tokenIdField } from './swapQuery.js'

/** Most tokens priced in one request. */
const MAX_ADDRESSES = 50

const addresses = z
  .string()
  .max(MAX_ADDRESSES * 70)
  .transform((value, context) => {
    const ids = value.split(',').map((id) => id.trim())
    if (value.trim() === '' || ids.length > MAX_ADDRESSES) {
      context.addIssue({ code: 'custom', message: `must list 1 to ${MAX_ADDRESSES} tokens` })
      return z.NEVER
    }
    for (const id of ids) {
      if (!tokenIdField.safeParse(id).success) {
        context.addIssue({
          code: 'custom',
          message: `${id.slice(0, 80)}: must be a CAIP-10 token address (eip155:<chain id>:0x and 40 hex digits)`,
        })
        return z.NEVER
      }
    }
    if (new Set(ids.map(networkOf)).size > 1) {
      context.addIssue({ code: 'custom', message: 'must all be tokens of one network' })
      return z.NEVER
    }
    return ids
  })
  .openapi({
    description: `Comma-separated CAIP-10 token addresses of one network (at most ${MAX_ADDRESSES})`,
    example: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  })

const route = createRoute({
  method: 'get',
  path: '/swap/prices',
  summary: 'USD prices of swap tokens, read from the pools',
  description:
    "A token's price is what the router pays in the chain's usdToken for one whole token (getAmountsOut, a direct pool or through WETH); the usdToken is its fixed price. A token with no route, or not a swap token here, is left out.",
  request: { query: z.object({ addresses, projectId: projectIdField }) },
  responses: {
    200: { description: 'Prices', content: { 'application/json': { schema: swapPricesAnswer } } },
    ...swapErrors,
  },
})

export function pricesRoute(app: ServerApp, swap: SwapContext) {
  app.openapi(route, async (c) => {
    const ids = c.req.valid('query').addresses
    const chain = swap.chainOf(networkOf(ids[0] as string), 'addresses')
    const seen = new Set<string>()
    const tokens: SwapToken[] = []
    for (const id of ids) {
      const token = chain.find(id.slice(id.lastIndexOf(':') + 1))
      if (token && !seen.has(token.address)) {
        seen.add(token.address)
        tokens.push(token)
      }
    }
    const prices = await readSwapPrices(chain, swap.poolsOf(chain), tokens)
    const fungibles = tokens.flatMap((token, index) => {
      const price = prices[index]
      return price === undefined
        ? []
        : [{ address: tokenIdOf(chain, token), name: token.name, symbol: token.symbol, price }]
    })
    return c.json({ fungibles }, 200)
  })
}
