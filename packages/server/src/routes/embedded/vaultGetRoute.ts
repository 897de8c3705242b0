import { createRoute, z } from '@hono/zod-openapi'
import { authenticateEmbedded } from '../../embedded/sessions.js'
import { readVault } from '../../embedded/vault.js'
import {
  bearerHeaders,
  type EmbeddedRoute,
  embeddedProject,
  errorResponses,
  noStore,
  sessionResponses,
} from './embeddedShared.js'

export const addressesSchema = z.object({
  eip155: z.string().optional(),
  solana: z.string().optional(),
})

const getVault = createRoute({
  method: 'get',
  path: '/embedded/vault',
  summary: "The user's server key (made on the first call) and recovery vault, to a live session",
  request: { headers: bearerHeaders },
  responses: {
    200: {
      description: 'The server key and the vault (null before the first PUT)',
      content: {
        'application/json': {
          schema: z
            .object({
              serverKey: z.string(),
              vault: z.object({ recovery: z.string(), addresses: addressesSchema }).nullable(),
            })
            .openapi('EmbeddedVault'),
        },
      },
    },
    ...errorResponses,
    ...sessionResponses,
  },
})

export const vaultGetRoute: EmbeddedRoute = (app, deps) => {
  app.openapi(getVault, async (c) => {
    embeddedProject(c)
    const session = await authenticateEmbedded(c, deps.db)
    noStore(c)
    return c.json(await readVault(deps.db, session.user.id), 200)
  })
}
