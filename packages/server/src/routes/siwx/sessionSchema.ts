import { z } from '@hono/zod-openapi'

/** A sign-in session as the routes answer it. */
export const sessionSchema = z
  .object({
    id: z.string(),
    /** CAIP-10: `<namespace>:<reference>:<address>`. */
    address: z.string(),
    /** CAIP-2 network of the sign-in. */
    chainId: z.string(),
    domain: z.string(),
    /** ISO 8601: the message's Issued At. */
    issuedAt: z.string(),
    /** ISO 8601: the message's Expiration Time, else issue + `siwx.sessionTtlMs`. */
    expiresAt: z.string(),
  })
  .openapi('SiwxSession')
