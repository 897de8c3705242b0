import { createRoute, z } from '@hono/zod-openapi'
import { EmbeddedRefusal } from '../../embedded/embeddedErrors.js'
import { authenticateEmbedded } from '../../embedded/sessions.js'
import { storeVault } from '../../embedded/vault.js'
import {
  bearerHeaders,
  type EmbeddedRoute,
  embeddedProject,
  errorResponses,
  sessionResponses,
} from './embeddedShared.js'

const body = z
  .object({
    /** `Enc_R(S)`: the seed encrypted with the recovery code's key, made in the frame (opaque here). */
    recovery: z
      .string()
      .min(16)
      .max(4_096)
      .regex(/^[-_A-Za-z0-9.:=+/]+$/, 'must be an encoded blob'),
    addresses: z
      .object({
        eip155: z
          .string()
          .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address (0x and 40 hex digits)')
          .optional(),
        solana: z
          .string()
          .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a base58 solana address')
          .optional(),
      })
      .refine((value) => value.eip155 || value.solana, 'at least one address is required'),
  })
  .openapi('EmbeddedVaultPut')

const putVault = createRoute({
  method: 'put',
  path: '/embedded/vault',
  summary: "Stores the user's recovery blob and addresses, once",
  request: {
    headers: bearerHeaders,
    body: { content: { 'application/json': { schema: body } }, required: true },
  },
  responses: {
    204: { description: 'Stored' },
    ...errorResponses,
    ...sessionResponses,
    409: { description: 'VAULT_EXISTS: the vault holds a recovery blob already (never replaced)' },
  },
})

export const vaultPutRoute: EmbeddedRoute = (app, deps) => {
  app.openapi(putVault, async (c) => {
    embeddedProject(c)
    const session = await authenticateEmbedded(c, deps.db)
    const request = c.req.valid('json')
    if (!(await storeVault(deps.db, session.user.id, request)))
      throw new EmbeddedRefusal('VAULT_EXISTS', 'the vault holds a recovery blob already', 409)
    return c.body(null, 204)
  })
}
