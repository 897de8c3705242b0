import { createRoute, z } from '@hono/zod-openapi'
import type { RouteGroup } from '../../app/types.js'
import { findChannel, recordSignature } from '../../embedded/farcaster/farcasterChannels.js'
import { checkSiwfMessage } from '../../embedded/farcaster/siwfMessage.js'
import { answeringLogin, LoginRefusal } from '../../embedded/social/loginRefusal.js'
import { tokenSchema } from '../../embedded/social/loginSchemas.js'

const body = z
  .object({
    channelToken: tokenSchema,
    /** The EIP-4361 message the custody address signed. */
    message: z.string().min(1).max(4_096),
    signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte hex signature'),
    fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    username: z.string().min(1).max(64),
  })
  .openapi('FarcasterAuthenticateRequest')

const postAuthenticate = createRoute({
  method: 'post',
  path: '/embedded/farcaster/authenticate',
  summary: "The Farcaster client's side of the relay: the signed message for a channel",
  description:
    "Records the signer's message once per channel (a second one: 409 FARCASTER_AUTHENTICATED; unknown or expired channel: 404 FARCASTER_CHANNEL). The message must already say the channel's domain and nonce, a URI on that domain, the fid's resource, and carry its address's signature (400 FARCASTER_INVALID); the custody of the fid is checked on chain at `complete`.",
  request: { body: { content: { 'application/json': { schema: body } }, required: true } },
  responses: {
    200: {
      description: 'Recorded',
      content: {
        'application/json': {
          schema: z.object({ state: z.literal('completed') }).openapi('FarcasterAuthenticated'),
        },
      },
    },
    400: { description: 'FARCASTER_INVALID' },
    404: { description: 'FARCASTER_CHANNEL' },
    409: { description: 'FARCASTER_AUTHENTICATED' },
  },
})

export const farcasterAuthenticateRoute: RouteGroup = (app, { db }) => {
  app.openapi(postAuthenticate, async (c) =>
    answeringLogin(c, async () => {
      const input = c.req.valid('json')
      const channel = await findChannel(db, input.channelToken)
      if (!channel)
        throw new LoginRefusal(
          'FARCASTER_CHANNEL',
          'channelToken: unknown or expired',
          404,
          'channelToken',
        )
      if (channel.signed)
        throw new LoginRefusal(
          'FARCASTER_AUTHENTICATED',
          'channelToken: authenticated already',
          409,
          'channelToken',
        )
      const fid = String(input.fid)
      await checkSiwfMessage(input, { nonce: channel.nonce, domain: channel.domain, fid })
      const recorded = await recordSignature(db, input.channelToken, {
        message: input.message,
        signature: input.signature,
        fid,
        username: input.username,
      })
      if (!recorded)
        throw new LoginRefusal(
          'FARCASTER_AUTHENTICATED',
          'channelToken: authenticated already',
          409,
          'channelToken',
        )
      return c.json({ state: 'completed' as const }, 200)
    }),
  )
}
