import { createRoute, z } from '@hono/zod-openapi'
import { assertMailSlot, issueCode, releaseMailSlot, useUserCode } from '../../embedded/codes.js'
import { emailUpdateAt, isEmailTaken, moveEmailUpdate } from '../../embedded/emailUpdates.js'
import { answering, EmbeddedRefusal } from '../../embedded/embeddedErrors.js'
import { authenticateEmbedded } from '../../embedded/sessions.js'
import {
  actionAnswer,
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
  .openapi('EmbeddedEmailUpdatePrimary')

const postPrimary = createRoute({
  method: 'post',
  path: '/embedded/email/update/primary',
  summary: 'The code mailed to the current email: then a code is mailed to the NEW email',
  description:
    'Same code rules as the login (OTP_INVALID, OTP_EXPIRED, OTP_LOCKED); 400 EMAIL_UPDATE_INVALID without a change at this stage; 409 EMAIL_TAKEN; 429 RETRY_AFTER for the new email.',
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
  app.openapi(postPrimary, (c) =>
    answering(c, async () => {
      const request = c.req.valid('json')
      const project = embeddedProject(c, request.projectId)
      const { user } = await authenticateEmbedded(c, deps.db)
      const update = await emailUpdateAt(deps.db, user.id, project.id, 'primary')
      if (!update || user.email === null)
        throw new EmbeddedRefusal(
          'EMAIL_UPDATE_INVALID',
          'no email change waits for this code',
          400,
        )
      if (await isEmailTaken(deps.db, update.newEmail, user.id))
        throw new EmbeddedRefusal('EMAIL_TAKEN', 'newEmail: belongs to another account', 409)
      const now = Date.now()
      // The new address's 30 s slot first: a refusal there leaves the current code usable.
      await assertMailSlot(deps.db, update.newEmail, now)
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
        await deps.mailer.sendCode(
          update.newEmail,
          code,
          Math.ceil(deps.embedded.otpTtlSeconds / 60),
        )
      } catch (error) {
        await releaseMailSlot(deps.db, update.newEmail, now)
        throw error
      }
      noStore(c)
      return c.json({ action: 'VERIFY_SECONDARY_OTP' as const }, 200)
    }),
  )
}
