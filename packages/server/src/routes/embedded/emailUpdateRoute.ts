import { createRoute, z } from '@hono/zod-openapi'
import { issueCode } from '../../embedded/codes.js'
import { isEmailTaken, startEmailUpdate } from '../../embedded/emailUpdates.js'
import { EmbeddedRefusal } from '../../embedded/embeddedErrors.js'
import { authenticateEmbedded } from '../../embedded/sessions.js'
import {
  actionAnswer,
  bearerHeaders,
  checkedEmail,
  clientOf,
  type EmbeddedRoute,
  emailField,
  embeddedProject,
  errorResponses,
  noStore,
  projectIdField,
  sessionResponses,
} from './embeddedShared.js'

const body = z
  .object({ projectId: projectIdField, newEmail: emailField })
  .openapi('EmbeddedEmailUpdate')

const postEmailUpdate = createRoute({
  method: 'post',
  path: '/embedded/email/update',
  summary: "Starts an email change: mails a code to the user's CURRENT email",
  description:
    'For email-login users. 400 INVALID_EMAIL; 400 EMAIL_UPDATE_INVALID (not an email login, or the same email); 409 EMAIL_TAKEN; 429 RETRY_AFTER within 30 s of the last mail to the current email for this device, or over its hourly mail budget.',
  request: {
    headers: bearerHeaders,
    body: { content: { 'application/json': { schema: body } }, required: true },
  },
  responses: {
    200: {
      description: 'The next step',
      content: { 'application/json': { schema: actionAnswer(['VERIFY_PRIMARY_OTP']) } },
    },
    ...errorResponses,
    ...sessionResponses,
    409: { description: 'EMAIL_TAKEN' },
    429: { description: 'RETRY_AFTER' },
  },
})

export const emailUpdateRoute: EmbeddedRoute = (app, deps) => {
  app.openapi(postEmailUpdate, async (c) => {
    const request = c.req.valid('json')
    const project = embeddedProject(c, request.projectId)
    const { user, deviceId } = await authenticateEmbedded(c, deps.db)
    const newEmail = checkedEmail(request.newEmail, 'newEmail')
    if (user.provider !== 'email' || user.email === null)
      throw new EmbeddedRefusal(
        'EMAIL_UPDATE_INVALID',
        'only the email of an email login can be changed',
        400,
      )
    if (newEmail === user.email)
      throw new EmbeddedRefusal('EMAIL_UPDATE_INVALID', 'newEmail: is the current email', 400, {
        field: 'newEmail',
      })
    if (await isEmailTaken(deps.db, newEmail, user.id))
      throw new EmbeddedRefusal('EMAIL_TAKEN', 'newEmail: belongs to another account', 409, {
        field: 'newEmail',
      })
    const current = user.email
    // The signed-in owner's own mailbox, from their session's device: its own budget.
    const release = await deps.mailGate.claim({
      email: current,
      deviceId,
      client: clientOf(c, deps),
      projectId: project.id,
      ownDevice: true,
    })
    try {
      await startEmailUpdate(deps.db, { userId: user.id, projectId: project.id, newEmail })
      const code = await issueCode(deps.db, {
        purpose: 'update_primary',
        email: current,
        projectId: project.id,
        userId: user.id,
        ttlSeconds: deps.embedded.otpTtlSeconds,
      })
      await deps.mailer.sendCode(current, code, Math.ceil(deps.embedded.otpTtlSeconds / 60))
    } catch (error) {
      await release()
      throw error
    }
    noStore(c)
    return c.json({ action: 'VERIFY_PRIMARY_OTP' as const }, 200)
  })
}
