import { createRoute, z } from '@hono/zod-openapi'
import { issueCode, useUserCode } from '../../embedded/codes.js'
import { emailUpdateAt, isEmailTaken, moveEmailUpdate } from '../../embedded/emailUpdates.js'
import { EmbeddedRefusal } from '../../embedded/embeddedErrors.js'
import { authenticateEmbedded } from '../../embedded/sessions.js'
import {
  actionAnswer,
  bearerHeaders,
  clientOf,
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
  .openapi('EmbeddedEmailUpdatePrimary')

const postPrimary = createRoute({
  method: 'post',
  path: '/embedded/email/update/primary',
  summary: 'The code mailed to the current email: then a code is mailed to the NEW email',
  description:
    'Same code rules as the login (OTP_INVALID, OTP_EXPIRED, OTP_LOCKED); 400 EMAIL_UPDATE_INVALID without a change at this stage; 409 EMAIL_TAKEN; 429 RETRY_AFTER for the new email (its cooldown, or an hourly mail quota: the new address may be anyone’s, so the client, mailbox and project quotas apply).',
  request: {
    headers: bearerHeaders,
    body: { content: { 'application/json': { schema: body } }, required: true },
  },
  responses: {
    200: {
      description: 'The next step',
      content: { 'application/json': { schema: actionAnswer(['VERIFY_SECONDARY_OTP']) } },
    },
    ...errorResponses,
    ...sessionResponses,
    409: { description: 'EMAIL_TAKEN' },
    429: { description: 'OTP_LOCKED or RETRY_AFTER' },
  },
})

export const emailUpdatePrimaryRoute: EmbeddedRoute = (app, deps) => {
  app.openapi(postPrimary, async (c) => {
    const request = c.req.valid('json')
    const project = embeddedProject(c, request.projectId)
    const { user, deviceId } = await authenticateEmbedded(c, deps.db)
    const update = await emailUpdateAt(deps.db, user.id, project.id, 'primary')
    if (!update || user.email === null)
      throw new EmbeddedRefusal('EMAIL_UPDATE_INVALID', 'no email change waits for this code', 400)
    if (await isEmailTaken(deps.db, update.newEmail, user.id))
      throw new EmbeddedRefusal('EMAIL_TAKEN', 'newEmail: belongs to another account', 409)
    // The new address's limits first: a refusal there leaves the current code usable. The new
    // address is not (yet) the user's: it counts like a stranger's mailbox.
    const release = await deps.mailGate.claim({
      email: update.newEmail,
      deviceId,
      client: clientOf(c, deps),
      projectId: project.id,
      ownDevice: false,
    })
    try {
      await useUserCode(
        deps.db,
        {
          purpose: 'update_primary',
          email: user.email,
          code: request.otp,
          projectId: project.id,
          maxTries: deps.embedded.otpMaxTries,
        },
        user.id,
      )
      const code = await issueCode(deps.db, {
        purpose: 'update_secondary',
        email: update.newEmail,
        projectId: project.id,
        userId: user.id,
        ttlSeconds: deps.embedded.otpTtlSeconds,
      })
      await moveEmailUpdate(deps.db, user.id, 'secondary')
      await deps.mailer.sendCode(update.newEmail, code, Math.ceil(deps.embedded.otpTtlSeconds / 60))
    } catch (error) {
      await release()
      throw error
    }
    noStore(c)
    return c.json({ action: 'VERIFY_SECONDARY_OTP' as const }, 200)
  })
}
