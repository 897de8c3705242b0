import { createRoute, z } from '@hono/zod-openapi'
import { useUserCode } from '../../embedded/codes.js'
import { emailUpdateAt, finishEmailUpdate } from '../../embedded/emailUpdates.js'
import { EmbeddedRefusal } from '../../embedded/embeddedErrors.js'
import { authenticateEmbedded } from '../../embedded/sessions.js'
import {
  bearerHeaders,
  type EmbeddedRoute,
  embeddedProject,
  errorResponses,
  noStore,
  otpField,
  projectIdField,
  sessionResponses,
} from './embeddedShared.js'

const body = z
  .object({ projectId: projectIdField, otp: otpField })
  .openapi('EmbeddedEmailUpdateSecondary')

const postSecondary = createRoute({
  method: 'post',
  path: '/embedded/email/update/secondary',
  summary: 'The code mailed to the new email: the email is changed',
  request: {
    headers: bearerHeaders,
    body: { content: { 'application/json': { schema: body } }, required: true },
  },
  responses: {
    200: {
      description: 'Changed',
      content: { 'application/json': { schema: z.object({ newEmail: z.string() }) } },
    },
    ...errorResponses,
    ...sessionResponses,
    409: { description: 'EMAIL_TAKEN' },
    429: { description: 'OTP_LOCKED' },
  },
})

export const emailUpdateSecondaryRoute: EmbeddedRoute = (app, deps) => {
  app.openapi(postSecondary, async (c) => {
    const request = c.req.valid('json')
    const project = embeddedProject(c, request.projectId)
    const { user } = await authenticateEmbedded(c, deps.db)
    const update = await emailUpdateAt(deps.db, user.id, project.id, 'secondary')
    if (!update)
      throw new EmbeddedRefusal('EMAIL_UPDATE_INVALID', 'no email change waits for this code', 400)
    await useUserCode(
      deps.db,
      {
        purpose: 'update_secondary',
        email: update.newEmail,
        code: request.otp,
        projectId: project.id,
        maxTries: deps.embedded.otpMaxTries,
      },
      user.id,
    )
    if (!(await finishEmailUpdate(deps.db, user.id, update.newEmail)))
      throw new EmbeddedRefusal('EMAIL_TAKEN', 'newEmail: belongs to another account', 409)
    noStore(c)
    return c.json({ newEmail: update.newEmail }, 200)
  })
}
