import { z } from '@hono/zod-openapi'

/** A registered name as every `/names/*` route answers it. */
export const nameRecordSchema = z
  .object({
    name: z.string().openapi({ description: 'The full, lower-case name: <label>.<suffix>' }),
    addresses: z
      .record(z.string(), z.object({ address: z.string() }))
      .openapi({ description: 'Addresses by ENSIP-11 coin type (60, or 0x80000000 | chainId)' }),
    createdAt: z.string().openapi({ description: 'ISO 8601' }),
  })
  .openapi('AccountName')
