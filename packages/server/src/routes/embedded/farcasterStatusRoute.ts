import { createRoute, z } from '@hono/zod-openapi'
import type { RegisterRoutes } from '../../app/types.js'
import { findChannel } from '../../embedded/farcaster/farcasterChannels.js'
import { LoginRefusal } from '../../embedded/social/loginRefusal.js'

const getStatus = createRoute({
  method: 'get',
  path: '/embedded/farcaster/status',
  summary: "A Farcaster channel's state: pending until its signer authenticated it",
  request: { query: z.object({ channelToken: z.string().max(128) }) },
  responses: {
    200: {
      description: 'pending, or completed with the fid and username',
      content: {
        'application/json': {
          schema: z
            .object({
              state: z.enum(['pending', 'completed']),
              fid: z.number().optional(),
              username: z.string().optional(),
            })
            .openapi('FarcasterStatus'),
        },
      },
    },
    404: { description: "FARCASTER_CHANNEL: unknown, expired or another project's" },
  },
})

export const farcasterStatusRoute: RegisterRoutes = (app, { db }) => {
  app.openapi(getStatus, async (c) => {
    const { channelToken } = c.req.valid('query')
    const channel = await findChannel(db, channelToken)
    if (!channel || channel.projectId !== c.get('project').id)
      throw new LoginRefusal(
        'FARCASTER_CHANNEL',
        'channelToken: unknown or expired',
        404,
        'channelToken',
      )
    c.header('cache-control', 'no-store')
    return c.json(
      channel.signed
        ? {
            state: 'completed' as const,
            fid: Number(channel.signed.fid),
            // The hub's username of the fid, read when the channel was authenticated.
            ...(channel.signed.username && { username: channel.signed.username }),
          }
        : { state: 'pending' as const },
      200,
    )
  })
}
