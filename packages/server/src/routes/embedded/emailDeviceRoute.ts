import { createRoute, z } from '@hono/zod-openapi'
import {
  claimCodeAfterApproval,
  isDeviceApproved,
  releaseCodeAfterApproval,
} from '../../embedded/devices.js'
import { answering, EmbeddedRefusal } from '../../embedded/embeddedErrors.js'
import { findEmailUser } from '../../embedded/users.js'
import { mailLoginCode } from './emailLoginFlow.js'
import {
  actionAnswer,
  checkedEmail,
  deviceIdField,
  type EmbeddedRoute,
  emailField,
  embeddedProject,
  errorResponses,
  noStore,
  projectIdField,
} from './embeddedShared.js'

/** The longest a device poll waits for the approval before answering VERIFY_DEVICE. */
export const DEVICE_POLL_MS = 25_000
const POLL_EVERY_MS = 500

const body = z
  .object({ projectId: projectIdField, email: emailField, deviceId: deviceIdField })
  .openapi('EmbeddedEmailDevice')

const postEmailDevice = createRoute({
  method: 'post',
  path: '/embedded/email/device',
  summary: 'Waits (up to 25 s) for the device approval, then mails the login code',
  description:
    'Long poll: answers VERIFY_OTP once the user opened the approval link (the code is mailed then, once per approval; a later poll mails nothing), else VERIFY_DEVICE after 25 s. A client that goes away ends the wait. 403 DEVICE_NOT_APPROVED when no login of this email waits for an approval.',
  request: { body: { content: { 'application/json': { schema: body } }, required: true } },
  responses: {
    200: {
      description: 'The next step',
      content: { 'application/json': { schema: actionAnswer(['VERIFY_OTP', 'VERIFY_DEVICE']) } },
    },
    ...errorResponses,
    502: { description: 'MAIL_FAILED' },
  },
})

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })

export const emailDeviceRoute: EmbeddedRoute = (app, deps) => {
  app.openapi(postEmailDevice, (c) =>
    answering(c, async () => {
      const request = c.req.valid('json')
      const project = embeddedProject(c, request.projectId)
      const email = checkedEmail(request.email)
      const user = await findEmailUser(deps.db, email)
      if (!user)
        throw new EmbeddedRefusal(
          'DEVICE_NOT_APPROVED',
          'no login of this email waits for a device approval',
          403,
        )
      noStore(c)
      const signal = c.req.raw.signal
      const deadline = Date.now() + DEVICE_POLL_MS
      while (!signal.aborted) {
        if (await isDeviceApproved(deps.db, user.id, request.deviceId)) {
          if (await claimCodeAfterApproval(deps.db, user.id, request.deviceId))
            await mailLoginCode(deps, {
              email,
              deviceId: request.deviceId,
              projectId: project.id,
              userId: user.id,
            }).catch(async (error) => {
              // Not mailed: the next poll tries again.
              await releaseCodeAfterApproval(deps.db, user.id, request.deviceId)
              throw error
            })
          return c.json({ action: 'VERIFY_OTP' as const }, 200)
        }
        const left = deadline - Date.now()
        if (left <= 0) break
        await pause(Math.min(POLL_EVERY_MS, left), signal)
      }
      return c.json({ action: 'VERIFY_DEVICE' as const }, 200)
    }),
  )
}
