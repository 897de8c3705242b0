import { z } from '@hono/zod-openapi'
import { splitTokenId } from '../../chains/eip155/swap/swapChain.js'

const MAX_UINT256 = 2n ** 256n - 1n

/** `eip155:1` or `1`: the network, answered as `eip155:1`. */
export const chainIdField = z
  .string()
  .regex(/^(eip155:)?\d{1,20}$/, 'must be an EVM chain id (eip155:1 or 1)')
  .transform((value) => (value.startsWith('eip155:') ? value : `eip155:${value}`))
  .openapi({
    description: 'The network: a CAIP-2 id (eip155:1) or the bare chain id',
    example: 'eip155:1',
  })

const TOKEN_ID = /^eip155:\d{1,20}:0x[0-9a-fA-F]{40}$/
const TOKEN_WORDING = 'must be a CAIP-10 token address (eip155:<chain id>:0x and 40 hex digits)'

/** A token as CAIP-10 (`eip155:1:0x…`); the native currency is the all-e placeholder. */
export const tokenIdField = z.string().max(128).regex(TOKEN_ID, TOKEN_WORDING).openapi({
  description:
    'A token, CAIP-10: eip155:<chain id>:<contract>; the native currency is eip155:<chain id>:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  example: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
})

export const userAddressField = z
  .string()
  .max(64)
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address (0x and 40 hex digits)')
  .openapi({ description: 'The account that swaps (the transaction sender and recipient)' })

/** A whole number of base units, > 0 and < 2^256, decimal. */
export const baseUnitsField = z
  .string()
  .max(78)
  .superRefine((value, context) => {
    if (!/^\d+$/.test(value)) {
      context.addIssue({
        code: 'custom',
        message: "must be a whole number of the token's base units (decimal digits)",
      })
    } else if (BigInt(value) === 0n) {
      context.addIssue({ code: 'custom', message: 'must be greater than 0' })
    } else if (BigInt(value) > MAX_UINT256) {
      context.addIssue({ code: 'custom', message: 'must be below 2^256' })
    }
  })
  .openapi({
    description: "Base units of the token (decimal): '1000000' is 1 USDC",
    example: '1000000',
  })

export const weiField = z
  .string()
  .regex(/^\d{1,78}$/, 'must be wei per gas (decimal digits)')
  .openapi({ description: 'Wei per gas (decimal)' })

/** Percent, 0 to 50, at most two decimals (default 1). */
export const slippageField = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percentage from 0 to 50 (at most two decimals)')
  .transform(Number)
  .refine((value) => value <= 50, 'must be at most 50 (percent)')
  .openapi({
    description:
      'Percent of the quoted amount the swap may lose to price moves (default 1, max 50)',
    example: '1',
  })

export const projectIdField = z.string().optional()

/** The network of a CAIP-10 token id. */
export const networkOf = (tokenId: string) => splitTokenId(tokenId).caipNetworkId

/** `from` and `to` are two different tokens of the same network: else 400 naming `to`. */
export function checkPair(value: { from: string; to: string }, context: z.RefinementCtx) {
  if (networkOf(value.from) !== networkOf(value.to)) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `must be a token of the same network as from (${networkOf(value.from)})`,
    })
  } else if (value.from.toLowerCase() === value.to.toLowerCase()) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'must be another token than from' })
  }
}
