import { createRoute, z } from '@hono/zod-openapi'
import { getAddress } from 'viem'
import type { ServerApp } from '../../app/types.js'
import {
  estimateGas,
  minimumAmountOut,
  swapDeadline,
  swapTransaction,
} from '../../chains/eip155/swap/swapTransactions.js'
import { readGasPrice } from '../gas/gasRoutes.js'
import { quoteTrade } from './quoteTrade.js'
import { buildTxAnswer, swapErrors } from './swapAnswers.js'
import type { SwapContext } from './swapContext.js'
import {
  baseUnitsField,
  checkPair,
  projectIdField,
  slippageField,
  tokenIdField,
  userAddressField,
} from './swapQuery.js'

/** Spec §9: the default slippage tolerance, percent. */
const DEFAULT_SLIPPAGE = 1

const query = z
  .object({
    userAddress: userAddressField,
    from: tokenIdField,
    to: tokenIdField,
    amount: baseUnitsField,
    slippage: slippageField.optional(),
    projectId: projectIdField,
  })
  .superRefine(checkPair)

const route = createRoute({
  method: 'get',
  path: '/swap/build-tx',
  summary: 'The router transaction of a swap, quoted now',
  description:
    "swapExactETHForTokens / swapExactTokensForETH / swapExactTokensForTokens of amount, to userAddress, with amountOutMin = toAmount × (100 − slippage) / 100 and deadline = now + deadlineSeconds; with a provider fee (swap.fee, native source), Multicall3's aggregate3Value paying providerFee to the recipient and the rest into that call. gas: the node's estimate from userAddress + 20 %, or 150000 when it cannot estimate (no allowance yet); gasPrice: /gas-price's standard. 404 NO_ROUTE when no pools link the tokens.",
  request: { query },
  responses: {
    200: {
      description: 'The swap transaction',
      content: { 'application/json': { schema: buildTxAnswer } },
    },
    ...swapErrors,
  },
})

export function buildTxRoute(app: ServerApp, swap: SwapContext) {
  app.openapi(route, async (c) => {
    const input = c.req.valid('query')
    const trade = await quoteTrade(swap, input)
    const { chain } = trade
    const user = getAddress(input.userAddress)
    const amountOutMin = minimumAmountOut(trade.amountOut, input.slippage ?? DEFAULT_SLIPPAGE)
    const deadline = await swapDeadline(chain)
    const { to, data, value } = swapTransaction(
      chain,
      {
        from: trade.from,
        to: trade.to,
        amountIn: trade.amountIn,
        amountOutMin,
        path: trade.path,
        recipient: user,
        deadline,
      },
      trade.providerFee,
    )
    const [gas, gasPrice] = await Promise.all([
      estimateGas(chain.client, { from: user, to, data, value }),
      readGasPrice(chain.client),
    ])
    return c.json(
      {
        tx: {
          from: user,
          to,
          data,
          value: value.toString(),
          eip155: { gas: gas.toString(), gasPrice: gasPrice.standard.toString() },
        },
        toAmount: trade.amountOut.toString(),
        minimumToAmount: amountOutMin.toString(),
        deadline: Number(deadline),
      },
      200,
    )
  })
}
