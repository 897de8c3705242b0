import { z } from '@hono/zod-openapi'

const baseUnits = z.string().openapi({ description: 'Base units of the token (decimal)' })
const wei = z.string().openapi({ description: 'Wei (decimal)' })
const tokenId = z.string().openapi({ description: 'CAIP-10 token address' })

export const swapTokenSchema = z
  .object({
    name: z.string(),
    symbol: z.string(),
    address: tokenId,
    decimals: z.number().int(),
    logoUri: z.string().optional(),
    price: z.number().openapi({ description: 'USD per whole token (0: no price)' }),
  })
  .openapi('SwapToken')

export const swapTokensAnswer = z.object({ tokens: z.array(swapTokenSchema) }).openapi('SwapTokens')

export const swapPricesAnswer = z
  .object({
    fungibles: z.array(
      z.object({ address: tokenId, name: z.string(), symbol: z.string(), price: z.number() }),
    ),
  })
  .openapi('SwapPrices')

export const swapQuoteAnswer = z
  .object({
    quotes: z.array(
      z.object({
        fromAccount: tokenId.openapi({ description: 'The source token (CAIP-10)' }),
        toAccount: tokenId.openapi({ description: 'The destination token (CAIP-10)' }),
        fromAmount: baseUnits,
        toAmount: baseUnits.openapi({ description: "The router's getAmountsOut (base units)" }),
        path: z
          .array(tokenId)
          .openapi({ description: 'The router path (WETH for the native currency)' }),
        priceImpact: z
          .number()
          .openapi({ description: "Percent off the pools' mid price, the LP fee left out" }),
        providerFee: baseUnits.openapi({
          description:
            "What the built transaction pays the host's fee recipient out of fromAmount, base units of the source token: swap.fee's basis points of a native-currency amount, else 0",
        }),
      }),
    ),
  })
  .openapi('SwapQuotes')

export const swapAllowanceAnswer = z
  .object({ allowance: baseUnits.openapi({ description: 'allowance(user, router), base units' }) })
  .openapi('SwapAllowance')

export const approveTxAnswer = z
  .object({
    tx: z.object({
      from: z.string(),
      to: z.string().openapi({ description: 'The token contract' }),
      data: z.string(),
      value: wei,
      eip155: z.object({ gas: z.string(), gasPrice: wei }),
    }),
    resetsAllowance: z.boolean().openapi({
      description:
        'true: the token refuses to change a non-zero allowance (USDT-style), so this approves 0 first; ask again once it is mined',
    }),
  })
  .openapi('SwapApproveTransaction')

export const buildTxAnswer = z
  .object({
    tx: z.object({
      from: z.string(),
      to: z
        .string()
        .openapi({ description: 'The router, or Multicall3 when a provider fee is paid' }),
      data: z.string(),
      value: wei,
      eip155: z.object({
        gas: z.string().openapi({ description: 'Gas units: the estimate + 20 %, or 150000' }),
        gasPrice: wei,
      }),
    }),
    toAmount: baseUnits,
    minimumToAmount: baseUnits.openapi({ description: 'amountOutMin: toAmount less the slippage' }),
    deadline: z.number().int().openapi({ description: 'Unix seconds the swap is valid until' }),
  })
  .openapi('SwapTransaction')

/** The error answers of the swap routes: `{ error: { code, message, field? } }`. */
export const swapErrors = {
  400: { description: 'A malformed query (INVALID_REQUEST): the answer names the field' },
  404: {
    description:
      'A network without swaps here (NOT_FOUND), or no route between the tokens (NO_ROUTE)',
  },
  502: { description: 'The chain node failed or timed out (UPSTREAM_FAILED)' },
} as const
