import { createRoute, z } from '@hono/zod-openapi'
import { authenticateEmbedded } from '../../embedded/sessions.js'
import { userAnswer } from '../../embedded/users.js'
import {
  bearerHeaders,
  type EmbeddedRoute,
  embeddedProject,
  errorResponses,
  noStore,
  sessionResponses,
} from './embeddedShared.js'
import { userSchema } from './embeddedUserSchema.js'

const getMe = createRoute({
  method: 'get',
  path: '/embedded/me',
  summary: "The session's user",
  request: { headers: bearerHeaders },
  responses: {
    200: {
      description: 'The user',
      content: { 'application/json': { schema: z.object({ user: userSchema }) } },
    },
    ...errorResponses,
    ...sessionResponses,
  },
})

export const meRoute: EmbeddedRoute = (app, deps) => {
  app.openapi(getMe, async (c) => {
    embeddedProject(c)
    const session = await authenticateEmbedded(c, deps.db)
    noStore(c)
    return c.json({ user: await userAnswer(deps.db, session.user) }, 200)
  })
}
