import { createRoute, z } from '@hono/zod-openapi'
import { getAddress, maxUint256 } from 'viem'
import type { ServerApp } from '../../app/types.js'
import { callContract } from '../../chains/eip155/contractCall.js'
import { erc20AllowanceAbi } from '../../chains/eip155/swap/uniswapV2Abi.js'
import { swapAllowanceAnswer, swapErrors } from './swapAnswers.js'
import type { SwapContext } from './swapContext.js'
import { projectIdField, tokenIdField, userAddressField } from './swapQuery.js'

const route = createRoute({
  method: 'get',
  path: '/swap/allowance',
  summary: "What the router may spend of the user's token",
  description:
    'ERC-20 allowance(userAddress, router) in base units; the native currency needs no approval and answers 2^256 - 1.',
  request: {
    query: z.object({
      tokenAddress: tokenIdField,
      userAddress: userAddressField,
      projectId: projectIdField,
    }),
  },
  responses: {
    200: {
      description: 'The allowance',
      content: { 'application/json': { schema: swapAllowanceAnswer } },
    },
    ...swapErrors,
  },
})

export function allowanceRoute(app: ServerApp, swap: SwapContext) {
  app.openapi(route, async (c) => {
    const { tokenAddress, userAddress } = c.req.valid('query')
    const { chain, token } = swap.tokenOf(tokenAddress, 'tokenAddress')
    const allowance = token.native
      ? maxUint256
      : await callContract(chain.client, {
          address: token.address,
          abi: erc20AllowanceAbi,
          functionName: 'allowance',
          args: [getAddress(userAddress), chain.swap.router],
        })
    return c.json({ allowance: allowance.toString() }, 200)
  })
}
