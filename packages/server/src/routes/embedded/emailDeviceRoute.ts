import { createRoute, z } from '@hono/zod-openapi'
import type { Database } from '../../db/database.js'
import {
  claimCodeAfterApproval,
  isOwnDevice,
  releaseCodeAfterApproval,
  wasApprovedByLink,
} from '../../embedded/devices.js'
import { findEmailUser } from '../../embedded/users.js'
import { mailCode } from './codeMail.js'
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

/** How often a waiting poll looks at the database again. */
const POLL_EVERY_MS = 500

const body = z
  .object({ projectId: projectIdField, email: emailField, deviceId: deviceIdField })
  .openapi('EmbeddedEmailDevice')

const postEmailDevice = createRoute({
  method: 'post',
  path: '/embedded/email/device',
  summary: 'Waits (`embedded.devicePollMs`, 25 s) for the device approval, then mails the code',
  description:
    'Long poll: answers VERIFY_OTP once the approval link mailed for this email and device was approved (the code is mailed then, once per approval; a later poll mails nothing), else VERIFY_DEVICE after the wait. An email with no account and one whose login waits for no approval wait the same: the answer says nothing of who has an account. A client that goes away ends the wait.',
  request: { body: { content: { 'application/json': { schema: body } }, required: true } },
  responses: {
    200: {
      description: 'The next step',
      content: { 'application/json': { schema: actionAnswer(['VERIFY_OTP', 'VERIFY_DEVICE']) } },
    },
    ...errorResponses,
    502: { description: 'MAIL_FAILED (details in the log)' },
  },
})

/**
 * Whether the client has gone, once the connection events already waiting in the event loop have
 * been seen (a socket closed while this request waited on the database is reported in the loop's
 * I/O phase; `setImmediate` runs after it).
 */
const clientGone = (signal: AbortSignal) =>
  new Promise<boolean>((resolve) => setImmediate(() => resolve(signal.aborted)))

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

/**
 * One look at the device's approval: 'due' when a used link's code is still to be mailed (this
 * poll claims it: racing polls mail once), 'approved' when it went out already or the device is
 * the user's, else 'waiting'.
 */
async function approvalOf(db: Database, email: string, deviceId: string) {
  const due = await claimCodeAfterApproval(db, email, deviceId)
  if (due) return { state: 'due' as const, userId: due.userId }
  const approved =
    (await wasApprovedByLink(db, email, deviceId)) || (await isOwnDevice(db, email, deviceId))
  return { state: approved ? ('approved' as const) : ('waiting' as const) }
}

export const emailDeviceRoute: EmbeddedRoute = (app, deps) => {
  app.openapi(postEmailDevice, async (c) => {
    const request = c.req.valid('json')
    const project = embeddedProject(c, request.projectId)
    const email = checkedEmail(request.email)
    const { deviceId } = request
    noStore(c)
    const signal = c.req.raw.signal
    const deadline = Date.now() + deps.embedded.devicePollMs
    while (!signal.aborted) {
      const approval = await approvalOf(deps.db, email, deviceId)
      if (approval.state === 'due') {
        // A code is mailed to a poll that is still there: one whose client went away while the
        // link was being used leaves it to the client's next poll.
        if (await clientGone(signal)) {
          await releaseCodeAfterApproval(deps.db, email, deviceId)
          break
        }
        // The link was mailed before the email's user existed (a new email): read it now.
        const userId = approval.userId ?? (await findEmailUser(deps.db, email))?.id ?? null
        await mailCode(deps, {
          purpose: 'login',
          email,
          deviceId,
          projectId: project.id,
          userId,
        }).catch(async (error) => {
          // Not mailed: the next poll tries again.
          await releaseCodeAfterApproval(deps.db, email, deviceId)
          throw error
        })
      }
      if (approval.state !== 'waiting') return c.json({ action: 'VERIFY_OTP' as const }, 200)
      const left = deadline - Date.now()
      if (left <= 0) break
      await pause(Math.min(POLL_EVERY_MS, left), signal)
    }
    return c.json({ action: 'VERIFY_DEVICE' as const }, 200)
  })
}
