import { createRoute, z } from '@hono/zod-openapi'
import { getAddress, maxUint256 } from 'viem'
import type { ServerApp } from '../../app/types.js'
import { callContract } from '../../chains/eip155/contractCall.js'
import {
  approveCalldata,
  approveWouldSucceed,
  estimateGas,
} from '../../chains/eip155/swap/swapTransactions.js'
import { erc20AllowanceAbi } from '../../chains/eip155/swap/uniswapV2Abi.js'
import { readGasPrice } from '../gas/gasRoutes.js'
import { approveTxAnswer, swapErrors } from './swapAnswers.js'
import { type SwapContext, SwapRequestError } from './swapContext.js'
import {
  baseUnitsField,
  checkPair,
  projectIdField,
  tokenIdField,
  userAddressField,
} from './swapQuery.js'

/** Gas assumed for an approval the node cannot estimate. */
const APPROVE_GAS_FALLBACK = 100_000n

const query = z
  .object({
    userAddress: userAddressField,
    from: tokenIdField.openapi({
      description: 'The token to approve (CAIP-10; not the native currency)',
    }),
    to: tokenIdField.openapi({ description: 'The token the swap buys (CAIP-10)' }),
    amount: baseUnitsField
      .optional()
      .openapi({ description: 'Base units to approve; default 2^256 - 1 (unlimited)' }),
    projectId: projectIdField,
  })
  .superRefine(checkPair)

const route = createRoute({
  method: 'get',
  path: '/swap/approve-tx',
  summary: 'The transaction that lets the router spend the source token',
  description:
    'approve(router, amount) on the source token, to be sent by userAddress. A token that refuses to change one non-zero allowance to another (USDT-style) and has one gets approve(router, 0) first (resetsAllowance: true): send it, then ask again. 400 for the native currency (it needs no approval).',
  request: { query },
  responses: {
    200: {
      description: 'The approval transaction',
      content: { 'application/json': { schema: approveTxAnswer } },
    },
    ...swapErrors,
  },
})

export function approveTxRoute(app: ServerApp, swap: SwapContext) {
  app.openapi(route, async (c) => {
    const input = c.req.valid('query')
    const { chain, token } = swap.tokenOf(input.from, 'from')
    swap.tokenOf(input.to, 'to', chain)
    if (token.native)
      throw new SwapRequestError(
        400,
        'INVALID_REQUEST',
        'from: the native currency needs no approval',
        'from',
      )
    const owner = getAddress(input.userAddress)
    const { router } = chain.swap
    const amount = input.amount === undefined ? maxUint256 : BigInt(input.amount)
    let data = approveCalldata(router, amount)
    const current = await callContract(chain.client, {
      address: token.address,
      abi: erc20AllowanceAbi,
      functionName: 'allowance',
      args: [owner, router],
    })
    const resetsAllowance =
      current > 0n &&
      !(await approveWouldSucceed(chain.client, { owner, token: token.address, data }))
    if (resetsAllowance) data = approveCalldata(router, 0n)
    const call = { from: owner, to: token.address, data, value: 0n }
    const [gas, gasPrice] = await Promise.all([
      estimateGas(chain.client, call, APPROVE_GAS_FALLBACK),
      readGasPrice(chain.client),
    ])
    const tx = {
      from: owner,
      to: token.address,
      data,
      value: '0',
      eip155: { gas: gas.toString(), gasPrice: gasPrice.standard.toString() },
    }
    return c.json({ tx, resetsAllowance }, 200)
  })
}
