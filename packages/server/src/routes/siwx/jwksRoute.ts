import { createRoute, z } from '@hono/zod-openapi'
import type { RegisterRoutes } from '../../app/types.js'
import type { SessionTokens } from '../../auth/sessionTokens.js'

const jwk = z
  .object({
    kty: z.literal('EC'),
    crv: z.literal('P-256'),
    x: z.string(),
    y: z.string(),
    kid: z.string(),
    alg: z.literal('ES256'),
    use: z.literal('sig'),
  })
  .openapi('SiwxJwk')

const getJwks = createRoute({
  method: 'get',
  path: '/siwx/jwks.json',
  summary:
    "The public key sign-in tokens are signed with (JWKS): a host's backend verifies tokens with it",
  responses: {
    200: {
      description: 'The JWK set',
      content: { 'application/json': { schema: z.object({ keys: z.array(jwk) }) } },
    },
  },
})

export const jwksRoute =
  (tokens: SessionTokens): RegisterRoutes =>
  (app) => {
    app.openapi(getJwks, async (c) => {
      c.header('cache-control', 'public, max-age=300')
      return c.json(await tokens.jwks(), 200)
    })
  }
