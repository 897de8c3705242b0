import { createRoute, z } from '@hono/zod-openapi'
import { startEmailLogin } from './emailLoginFlow.js'
import {
  actionAnswer,
  checkedEmail,
  clientOf,
  deviceIdField,
  type EmbeddedRoute,
  emailField,
  embeddedProject,
  errorResponses,
  noStore,
  projectIdField,
  serverBaseOf,
} from './embeddedShared.js'

const body = z
  .object({ projectId: projectIdField, email: emailField, deviceId: deviceIdField })
  .openapi('EmbeddedEmailLogin')

const postEmailLogin = createRoute({
  method: 'post',
  path: '/embedded/email/login',
  summary: 'Starts an email login: mails a device approval link, or a 6-digit code',
  description:
    "A device the email's user approved: a code is mailed (VERIFY_OTP). Any other device, for a known or an unknown email alike: an approval link is mailed (VERIFY_DEVICE), the code follows once it is approved. 400 INVALID_EMAIL; 429 RETRY_AFTER within 30 s of the last mail to the mailbox for this device, or over an hourly mail quota (per client, mailbox, project).",
  request: { body: { content: { 'application/json': { schema: body } }, required: true } },
  responses: {
    200: {
      description: 'The next step',
      content: { 'application/json': { schema: actionAnswer(['VERIFY_OTP', 'VERIFY_DEVICE']) } },
    },
    ...errorResponses,
    429: { description: "RETRY_AFTER: 'Please try again after N seconds', with `seconds`" },
    502: { description: 'MAIL_FAILED: the mail server did not take the mail (details in the log)' },
  },
})

export const emailLoginRoute: EmbeddedRoute = (app, deps) => {
  app.openapi(postEmailLogin, async (c) => {
    const request = c.req.valid('json')
    const project = embeddedProject(c, request.projectId)
    const action = await startEmailLogin(deps, {
      email: checkedEmail(request.email),
      deviceId: request.deviceId,
      projectId: project.id,
      client: clientOf(c, deps),
      serverBase: serverBaseOf(deps),
    })
    noStore(c)
    return c.json({ action }, 200)
  })
}
