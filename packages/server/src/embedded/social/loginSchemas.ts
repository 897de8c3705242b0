import { z } from '@hono/zod-openapi'

/** A random token of ours (base64url, 32 bytes: 43 characters): a channel token, a result. */
export const tokenSchema = z.string().regex(/^[-_A-Za-z0-9]{43}$/, 'must be a token of this server')
