import { z } from '@hono/zod-openapi'

/** The `user` of login answers and of `GET /embedded/me`. */
export const userSchema = z
  .object({
    id: z.string(),
    email: z.string().optional(),
    username: z.string().optional(),
    provider: z.enum([
      'email',
      'google',
      'x',
      'discord',
      'github',
      'apple',
      'facebook',
      'farcaster',
    ]),
    isNew: z.boolean(),
    addresses: z.object({ eip155: z.string().optional(), solana: z.string().optional() }),
  })
  .openapi('EmbeddedUser')

/** A completed login: the bearer token (32 random bytes, base64url) and the user. */
export const loginAnswer = z
  .object({ token: z.string(), user: userSchema })
  .openapi('EmbeddedLogin')
