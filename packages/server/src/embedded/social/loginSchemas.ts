import { z } from '@hono/zod-openapi'

/** The frame's random device id (a UUID, or any 8–128 URL-safe characters). */
export const deviceIdSchema = z
  .string()
  .regex(/^[-_A-Za-z0-9]{8,128}$/, 'must be 8 to 128 letters, digits, - or _')

/** The project's id, when the body names it: it must be the request's (`?projectId`). */
export const projectIdSchema = z.string().min(1).max(64).optional()

/** A random token of ours (base64url, 32 bytes: 43 characters). */
export const tokenSchema = z.string().regex(/^[-_A-Za-z0-9]{43}$/, 'must be a token of this server')

/** The `user` of a login answer (as `GET /embedded/me` shows it). */
export const userAnswerSchema = z
  .object({
    id: z.string(),
    email: z.string().optional(),
    username: z.string().optional(),
    provider: z.string(),
    isNew: z.boolean(),
    addresses: z.object({ eip155: z.string().optional(), solana: z.string().optional() }),
  })
  .openapi('EmbeddedLoginUser')

export const loggedInSchema = z
  .object({ token: z.string(), user: userAnswerSchema })
  .openapi('EmbeddedLoggedIn')
