import { createRoute, z } from '@hono/zod-openapi'
import type { RegisterRoutes } from '../../app/types.js'
import { custodyOf } from '../../embedded/farcaster/custodyOf.js'
import { findChannel, recordSignature } from '../../embedded/farcaster/farcasterChannels.js'
import { hubUsername } from '../../embedded/farcaster/hubUsername.js'
import { checkSiwfMessage } from '../../embedded/farcaster/siwfMessage.js'
import { LoginRefusal } from '../../embedded/social/loginRefusal.js'
import { tokenSchema } from '../../embedded/social/loginSchemas.js'

const body = z
  .object({
    channelToken: tokenSchema,
    /** The EIP-4361 message the custody address signed. */
    message: z.string().min(1).max(4_096),
    signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte hex signature'),
    fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    /** What the client says the username is: ignored (read from the configured hub instead). */
    username: z.string().max(64).optional(),
  })
  .openapi('FarcasterAuthenticateRequest')

const postAuthenticate = createRoute({
  method: 'post',
  path: '/embedded/farcaster/authenticate',
  summary: "The Farcaster client's side of the relay: the signed message for a channel",
  description:
    "Records the signer's message once per channel (a second one: 409 FARCASTER_AUTHENTICATED; unknown or expired channel: 404 FARCASTER_CHANNEL). The message must say the channel's domain and nonce, a URI on that domain, the fid's resource, carry its address's signature, and that address must be `custodyOf(fid)` on the IdRegistry (400 FARCASTER_INVALID; the channel stays open). The username is the one the configured hub has for the fid (`username` in the body is ignored). 502 when the chain or the hub does not answer.",
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
    502: { description: 'The IdRegistry or the hub could not be read' },
  },
})

export const farcasterAuthenticateRoute: RegisterRoutes = (app, { db, config, chains }) => {
  app.openapi(postAuthenticate, async (c) => {
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
    const farcaster = config.embedded?.farcaster
    if (!farcaster)
      throw new LoginRefusal('FARCASTER_CHANNEL', 'channelToken: unknown or expired', 404)
    const fid = String(input.fid)
    const address = await checkSiwfMessage(input, {
      nonce: channel.nonce,
      domain: channel.domain,
      fid,
    })
    // The channel has one authenticate: only the fid's custody address may take it, so a
    // stranger's valid signature cannot use it up before the real signer comes.
    if ((await custodyOf(chains, farcaster, BigInt(fid))) !== address)
      throw new LoginRefusal(
        'FARCASTER_INVALID',
        `signature: not by the custody address of fid ${fid}`,
        400,
        'signature',
      )
    const username = farcaster.hubUrl
      ? await hubUsername(farcaster.hubUrl, fid, config.limits.upstreamTimeoutMs)
      : undefined
    const recorded = await recordSignature(db, input.channelToken, {
      message: input.message,
      signature: input.signature,
      fid,
      username: username ?? '',
    })
    if (!recorded)
      throw new LoginRefusal(
        'FARCASTER_AUTHENTICATED',
        'channelToken: authenticated already',
        409,
        'channelToken',
      )
    return c.json({ state: 'completed' as const }, 200)
  })
}
