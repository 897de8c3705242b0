import { isCaipNetworkId } from '@gangway/core/internal'
// zod as @hono/zod-openapi extends it (see schema.ts).
import { z } from '@hono/zod-openapi'

/** `namespace:reference` (CAIP-2), e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export const caipNetworkIdSchema = z
  .string()
  .refine((value) => isCaipNetworkId(value), 'must be a CAIP-2 id (namespace:reference)')

export const httpUrl = z
  .string()
  .url()
  .refine((url) => /^https?:\/\//.test(url), 'must be an http(s) URL')

export const evmAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address (0x and 40 hex digits)')
