import { createRoute } from '@hono/zod-openapi'
import { authenticateEmbedded, revokeSession } from '../../embedded/sessions.js'
import {
  bearerHeaders,
  type EmbeddedRoute,
  embeddedProject,
  errorResponses,
  sessionResponses,
} from './embeddedShared.js'

const postSignout = createRoute({
  method: 'post',
  path: '/embedded/signout',
  summary: 'Ends the session: its token no longer passes',
  request: { headers: bearerHeaders },
  responses: { 204: { description: 'Signed out' }, ...errorResponses, ...sessionResponses },
})

export const signoutRoute: EmbeddedRoute = (app, deps) => {
  app.openapi(postSignout, async (c) => {
    embeddedProject(c)
    const session = await authenticateEmbedded(c, deps.db)
    await revokeSession(deps.db, session.id)
    return c.body(null, 204)
  })
}
