import { createRoute, z } from '@hono/zod-openapi'
import { deleteCookie } from 'hono/cookie'
import type { RegisterRoutes } from '../../app/types.js'
import type { SessionTokens } from '../../auth/sessionTokens.js'
import { authenticate, cookieNameOf, isSecureRequest } from './sessionAuth.js'
import { sessionSchema } from './sessionSchema.js'
import { revokeSession, sessionAnswer } from './siwxStore.js'

const authHeaders = z.object({
  authorization: z
    .string()
    .optional()
    .openapi({ description: 'Bearer <token> (else the session cookie is read)' }),
})

const refused = {
  401: {
    description:
      'No valid session: SIWX_SESSION_MISSING, SIWX_SESSION_INVALID, SIWX_SESSION_EXPIRED or SIWX_SESSION_REVOKED',
  },
}

const getSession = createRoute({
  method: 'get',
  path: '/siwx/session',
  summary: "The request's sign-in session (the one call a host's backend makes to trust it)",
  request: { headers: authHeaders },
  responses: {
    200: {
      description: 'Signed in',
      content: { 'application/json': { schema: z.object({ session: sessionSchema }) } },
    },
    ...refused,
  },
})

const deleteSession = createRoute({
  method: 'delete',
  path: '/siwx/session',
  summary: "Signs the request's session out (revoked in the database; its token no longer passes)",
  request: { headers: authHeaders },
  responses: { 204: { description: 'Signed out' }, ...refused },
})

export const sessionRoutes =
  (tokens: SessionTokens): RegisterRoutes =>
  (app, { db, config }) => {
    app.openapi(getSession, async (c) => {
      const session = await authenticate(c, db, tokens)
      c.header('cache-control', 'no-store')
      return c.json({ session: sessionAnswer(session) }, 200)
    })
    app.openapi(deleteSession, async (c) => {
      const session = await authenticate(c, db, tokens)
      await revokeSession(db, c.get('project').id, session.id)
      deleteCookie(c, cookieNameOf(c.get('project').id), {
        path: '/',
        secure: isSecureRequest(c, config),
      })
      return c.body(null, 204)
    })
  }
