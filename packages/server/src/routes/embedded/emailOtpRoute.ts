import { createRoute, z } from '@hono/zod-openapi'
import { useCode } from '../../embedded/codes.js'
import { EmbeddedRefusal } from '../../embedded/embeddedErrors.js'
import { createSession } from '../../embedded/sessions.js'
import { findOrCreateUser, userAnswer } from '../../embedded/users.js'
import {
  checkedEmail,
  deviceIdField,
  type EmbeddedRoute,
  emailField,
  embeddedProject,
  errorResponses,
  noStore,
  otpField,
  projectIdField,
} from './embeddedShared.js'
import { loginAnswer } from './embeddedUserSchema.js'

const body = z
  .object({
    projectId: projectIdField,
    email: emailField,
    deviceId: deviceIdField,
    otp: otpField,
  })
  .openapi('EmbeddedEmailOtp')

const postEmailOtp = createRoute({
  method: 'post',
  path: '/embedded/email/otp',
  summary: 'Completes an email login with the mailed code: a session token and the user',
  description:
    "The code of this email's last login mail, from the device that asked for it, once. Wrong: 400 OTP_INVALID ('Invalid code', with `triesLeft`); past its time or none: 400 OTP_EXPIRED ('The code has expired'); out of tries: 429 OTP_LOCKED ('Too many attempts, request a new code').",
  request: { body: { content: { 'application/json': { schema: body } }, required: true } },
  responses: {
    200: {
      description: 'Logged in; the device is approved for the user',
      content: { 'application/json': { schema: loginAnswer } },
    },
    ...errorResponses,
    429: { description: 'OTP_LOCKED' },
  },
})

export const emailOtpRoute: EmbeddedRoute = (app, deps) => {
  app.openapi(postEmailOtp, async (c) => {
    const request = c.req.valid('json')
    const project = embeddedProject(c, request.projectId)
    const email = checkedEmail(request.email)
    const used = await useCode(deps.db, {
      purpose: 'login',
      email,
      code: request.otp,
      projectId: project.id,
      deviceId: request.deviceId,
      maxTries: deps.embedded.otpMaxTries,
    })
    const { user, isNew } = await findOrCreateUser(deps.db, { provider: 'email', subject: email })
    // A code mailed to a known user names them; the email cannot have changed hands since.
    if (used.userId !== null && used.userId !== user.id)
      throw new EmbeddedRefusal('OTP_EXPIRED', 'The code has expired', 400)
    const session = await createSession(deps.db, user.id, request.deviceId, {
      projectId: project.id,
      ttlSeconds: deps.embedded.sessionTtlSeconds,
    })
    noStore(c)
    return c.json({ token: session.token, user: await userAnswer(deps.db, user, isNew) }, 200)
  })
}
