import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { ServerEnv } from '../../app/types.js'
import { type CodePurpose, useUserCode } from '../../embedded/codes.js'
import {
  emailUpdateAt,
  finishEmailUpdate,
  isEmailTaken,
  moveEmailUpdate,
  startEmailUpdate,
  type UpdateStage,
} from '../../embedded/emailUpdates.js'
import { EmbeddedRefusal } from '../../embedded/embeddedErrors.js'
import { authenticateEmbedded } from '../../embedded/sessions.js'
import { mailCode, sendLimited } from './codeMail.js'
import {
  actionAnswer,
  bearerHeaders,
  checkedEmail,
  clientOf,
  type EmbeddedDeps,
  type EmbeddedRoute,
  emailField,
  embeddedProject,
  errorResponses,
  noStore,
  otpField,
  projectIdField,
  sessionResponses,
} from './embeddedShared.js'

/** The request of a step: the session's token, and the step's body. */
const stepRequest = <Body extends z.ZodType>(body: Body) => ({
  headers: bearerHeaders,
  body: { content: { 'application/json': { schema: body } }, required: true },
})

/** The refusals every step may answer, besides its own. */
const stepRefusals = (tooMany: string) => ({
  ...errorResponses,
  ...sessionResponses,
  409: { description: 'EMAIL_TAKEN' },
  429: { description: tooMany },
})

const postEmailUpdate = createRoute({
  method: 'post',
  path: '/embedded/email/update',
  summary: "Starts an email change: mails a code to the user's CURRENT email",
  description:
    'For email-login users. 400 INVALID_EMAIL; 400 EMAIL_UPDATE_INVALID (not an email login, or the same email); 409 EMAIL_TAKEN; 429 RETRY_AFTER within 30 s of the last mail to the current email for this device, or over its hourly mail budget.',
  request: stepRequest(
    z.object({ projectId: projectIdField, newEmail: emailField }).openapi('EmbeddedEmailUpdate'),
  ),
  responses: {
    200: {
      description: 'The next step',
      content: { 'application/json': { schema: actionAnswer(['VERIFY_PRIMARY_OTP']) } },
    },
    ...stepRefusals('RETRY_AFTER'),
  },
})

const postPrimary = createRoute({
  method: 'post',
  path: '/embedded/email/update/primary',
  summary: 'The code mailed to the current email: then a code is mailed to the NEW email',
  description:
    'Same code rules as the login (OTP_INVALID, OTP_EXPIRED, OTP_LOCKED); 400 EMAIL_UPDATE_INVALID without a change at this stage; 409 EMAIL_TAKEN; 429 RETRY_AFTER for the new email (its cooldown, or an hourly mail quota: the new address may be anyone’s, so the client, mailbox and project quotas apply).',
  request: stepRequest(
    z.object({ projectId: projectIdField, otp: otpField }).openapi('EmbeddedEmailUpdatePrimary'),
  ),
  responses: {
    200: {
      description: 'The next step',
      content: { 'application/json': { schema: actionAnswer(['VERIFY_SECONDARY_OTP']) } },
    },
    ...stepRefusals('OTP_LOCKED or RETRY_AFTER'),
  },
})

const postSecondary = createRoute({
  method: 'post',
  path: '/embedded/email/update/secondary',
  summary: 'The code mailed to the new email: the email is changed',
  request: stepRequest(
    z.object({ projectId: projectIdField, otp: otpField }).openapi('EmbeddedEmailUpdateSecondary'),
  ),
  responses: {
    200: {
      description: 'Changed',
      content: { 'application/json': { schema: z.object({ newEmail: z.string() }) } },
    },
    ...stepRefusals('OTP_LOCKED'),
  },
})

const updateInvalid = (message: string, field?: string) =>
  new EmbeddedRefusal('EMAIL_UPDATE_INVALID', message, 400, field ? { field } : {})

const emailTaken = (extra: { field?: string } = {}) =>
  new EmbeddedRefusal('EMAIL_TAKEN', 'newEmail: belongs to another account', 409, extra)

/** Who asks (the session's user and device) and for which project: every step's start. */
async function stepCaller(c: Context<ServerEnv>, deps: EmbeddedDeps, projectId?: string) {
  const project = embeddedProject(c, projectId)
  const { user, deviceId } = await authenticateEmbedded(c, deps.db)
  return { project, user, deviceId }
}

/** The user's email change waiting at this stage, else 400 EMAIL_UPDATE_INVALID. */
async function waitingUpdate(
  deps: EmbeddedDeps,
  userId: string,
  projectId: string,
  stage: UpdateStage,
) {
  const update = await emailUpdateAt(deps.db, userId, projectId, stage)
  if (!update) throw updateInvalid('no email change waits for this code')
  return update
}

/** Uses the step's mailed code (the login's code rules: OTP_INVALID, OTP_EXPIRED, OTP_LOCKED). */
const useStepCode = (
  deps: EmbeddedDeps,
  input: { purpose: CodePurpose; email: string; code: string; projectId: string; userId: string },
) => useUserCode(deps.db, { ...input, maxTries: deps.embedded.otpMaxTries }, input.userId)

/**
 * The email change of an email-login user, in three steps: the new email given (a code mailed
 * to the current email), that code (then a code mailed to the new email), then the new email's
 * code (the email changed). Every mail goes through the mail limits.
 */
export const emailUpdateRoutes: EmbeddedRoute = (app, deps) => {
  app.openapi(postEmailUpdate, async (c) => {
    const request = c.req.valid('json')
    const { project, user, deviceId } = await stepCaller(c, deps, request.projectId)
    const newEmail = checkedEmail(request.newEmail, 'newEmail')
    const current = user.email
    if (user.provider !== 'email' || current === null)
      throw updateInvalid('only the email of an email login can be changed')
    if (newEmail === current) throw updateInvalid('newEmail: is the current email', 'newEmail')
    if (await isEmailTaken(deps.db, newEmail, user.id)) throw emailTaken({ field: 'newEmail' })
    // The signed-in owner's own mailbox, from their session's device: its own budget.
    const claim = { email: current, deviceId, client: clientOf(c, deps), projectId: project.id }
    await sendLimited(deps, { ...claim, ownDevice: true }, async () => {
      await startEmailUpdate(deps.db, { userId: user.id, projectId: project.id, newEmail })
      await mailCode(deps, {
        purpose: 'update_primary',
        email: current,
        projectId: project.id,
        userId: user.id,
      })
    })
    noStore(c)
    return c.json({ action: 'VERIFY_PRIMARY_OTP' as const }, 200)
  })

  app.openapi(postPrimary, async (c) => {
    const request = c.req.valid('json')
    const { project, user, deviceId } = await stepCaller(c, deps, request.projectId)
    const { newEmail } = await waitingUpdate(deps, user.id, project.id, 'primary')
    const current = user.email
    if (current === null) throw updateInvalid('no email change waits for this code')
    if (await isEmailTaken(deps.db, newEmail, user.id)) throw emailTaken()
    // The new address's limits first: a refusal there leaves the current code usable. The new
    // address is not (yet) the user's: it counts like a stranger's mailbox.
    const claim = { email: newEmail, deviceId, client: clientOf(c, deps), projectId: project.id }
    const step = { projectId: project.id, userId: user.id }
    await sendLimited(deps, { ...claim, ownDevice: false }, async () => {
      await useStepCode(deps, {
        ...step,
        purpose: 'update_primary',
        email: current,
        code: request.otp,
      })
      await moveEmailUpdate(deps.db, user.id, 'secondary')
      await mailCode(deps, { ...step, purpose: 'update_secondary', email: newEmail })
    })
    noStore(c)
    return c.json({ action: 'VERIFY_SECONDARY_OTP' as const }, 200)
  })

  app.openapi(postSecondary, async (c) => {
    const request = c.req.valid('json')
    const { project, user } = await stepCaller(c, deps, request.projectId)
    const { newEmail } = await waitingUpdate(deps, user.id, project.id, 'secondary')
    await useStepCode(deps, {
      purpose: 'update_secondary',
      email: newEmail,
      code: request.otp,
      projectId: project.id,
      userId: user.id,
    })
    if (!(await finishEmailUpdate(deps.db, user.id, newEmail))) throw emailTaken()
    noStore(c)
    return c.json({ newEmail }, 200)
  })
}
