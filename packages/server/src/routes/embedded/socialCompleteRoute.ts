import { createRoute, z } from '@hono/zod-openapi'
import type { RegisterRoutes } from '../../app/types.js'
import { createSession } from '../../embedded/sessions.js'
import { checkLoginProject, LoginRefusal } from '../../embedded/social/loginRefusal.js'
import { tokenSchema } from '../../embedded/social/loginSchemas.js'
import { useResult } from '../../embedded/social/socialLogins.js'
import { findUserById, userAnswer } from '../../embedded/users.js'
import { deviceIdField, projectIdField } from './embeddedShared.js'
import { loginAnswer } from './embeddedUserSchema.js'

/** The transaction lock of a completion (the result used and the session opened together). */
const COMPLETE_LOCK = 0x736f64

const body = z
  .object({
    projectId: projectIdField,
    /** The callback's `gangway_social` value. */
    result: z.string().max(128),
    deviceId: deviceIdField,
  })
  .openapi('SocialCompleteRequest')

const postComplete = createRoute({
  method: 'post',
  path: '/embedded/social/complete',
  summary: 'Finishes a social login: the callback’s result becomes a session',
  description:
    'The result is used once, within 5 minutes, by the device that asked for the redirect and on its project: then a session opens (the device approved) and `{token, user}` is answered. Otherwise 400 SOCIAL_RESULT and nothing changes.',
  request: { body: { content: { 'application/json': { schema: body } }, required: true } },
  responses: {
    200: {
      description: 'Logged in',
      content: { 'application/json': { schema: loginAnswer } },
    },
    400: { description: 'SOCIAL_RESULT: unknown, used, expired or another device’s result' },
  },
})

export const socialCompleteRoute: RegisterRoutes = (app, { db, config }) => {
  app.openapi(postComplete, async (c) => {
    const input = c.req.valid('json')
    const project = c.get('project')
    checkLoginProject(project, input.projectId)
    const refused = () =>
      new LoginRefusal(
        'SOCIAL_RESULT',
        'result: unknown, used, expired or not this device’s',
        400,
        'result',
      )
    if (!tokenSchema.safeParse(input.result).success) throw refused()
    const answer = await db.exclusive(COMPLETE_LOCK, async (tx) => {
      const used = await useResult(tx, { ...input, projectId: project.id })
      const user = used && (await findUserById(tx, used.userId))
      if (!used || !user) return undefined
      const { token } = await createSession(tx, user.id, input.deviceId, {
        projectId: project.id,
        ...(config.embedded && { ttlSeconds: config.embedded.sessionTtlSeconds }),
      })
      return { token, user: await userAnswer(tx, user, used.isNew) }
    })
    if (!answer) throw refused()
    c.header('cache-control', 'no-store')
    return c.json(answer, 200)
  })
}
