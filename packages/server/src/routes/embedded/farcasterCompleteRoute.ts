import { createRoute, z } from '@hono/zod-openapi'
import type { RegisterRoutes } from '../../app/types.js'
import { custodyOf } from '../../embedded/farcaster/custodyOf.js'
import { findChannel, markCompleted } from '../../embedded/farcaster/farcasterChannels.js'
import { checkSiwfMessage } from '../../embedded/farcaster/siwfMessage.js'
import { createSession } from '../../embedded/sessions.js'
import { checkLoginProject, LoginRefusal } from '../../embedded/social/loginRefusal.js'
import { tokenSchema } from '../../embedded/social/loginSchemas.js'
import { findOrCreateUser, userAnswer } from '../../embedded/users.js'
import { deviceIdField, projectIdField } from './embeddedShared.js'
import { loginAnswer } from './embeddedUserSchema.js'

/** The transaction lock of a completion (the channel used and the session opened together). */
const COMPLETE_LOCK = 0x666301

const body = z
  .object({ projectId: projectIdField, channelToken: tokenSchema, deviceId: deviceIdField })
  .openapi('FarcasterCompleteRequest')

const postComplete = createRoute({
  method: 'post',
  path: '/embedded/farcaster/complete',
  summary: 'Finishes a Farcaster login: the authenticated channel becomes a session',
  description:
    'For the device and project that opened the channel, once: the signed message is checked again (domain, nonce, URI, times, fid resource, signature) and its address must be `custodyOf(fid)` on the configured IdRegistry (an eth_call on its chain); then the user (provider farcaster, subject the fid, username kept) gets a session. Otherwise 400 FARCASTER_INVALID and nothing changes; 502 when the chain does not answer.',
  request: { body: { content: { 'application/json': { schema: body } }, required: true } },
  responses: {
    200: { description: 'Logged in', content: { 'application/json': { schema: loginAnswer } } },
    400: { description: 'FARCASTER_INVALID' },
    502: { description: 'The IdRegistry could not be read' },
  },
})

export const farcasterCompleteRoute: RegisterRoutes = (app, { db, config, chains }) => {
  app.openapi(postComplete, async (c) => {
    const input = c.req.valid('json')
    const project = c.get('project')
    checkLoginProject(project, input.projectId)
    const farcaster = config.embedded?.farcaster
    const refuse = (message: string) => new LoginRefusal('FARCASTER_INVALID', message, 400)
    const channel = await findChannel(db, input.channelToken)
    if (!farcaster || !channel || channel.projectId !== project.id || channel.completed)
      throw refuse('channelToken: unknown, expired or used')
    if (channel.deviceId !== input.deviceId) throw refuse("deviceId: not the channel's device")
    if (!channel.signed) throw refuse('channelToken: not approved by a Farcaster client yet')
    const { signed } = channel
    const address = await checkSiwfMessage(signed, {
      nonce: channel.nonce,
      domain: channel.domain,
      fid: signed.fid,
    })
    const custody = await custodyOf(chains, farcaster, BigInt(signed.fid))
    if (custody !== address)
      throw refuse(`signature: not by the custody address of fid ${signed.fid}`)
    const answer = await db.exclusive(COMPLETE_LOCK, async (tx) => {
      if (!(await markCompleted(tx, { ...input, projectId: project.id }))) return undefined
      const { user, isNew } = await findOrCreateUser(tx, {
        provider: 'farcaster',
        subject: signed.fid,
        username: signed.username || null,
        fid: signed.fid,
      })
      const { token } = await createSession(tx, user.id, input.deviceId, {
        projectId: project.id,
        ...(config.embedded && { ttlSeconds: config.embedded.sessionTtlSeconds }),
      })
      return { token, user: await userAnswer(tx, user, isNew) }
    })
    if (!answer) throw refuse('channelToken: unknown, expired or used')
    c.header('cache-control', 'no-store')
    return c.json(answer, 200)
  })
}
