import { createRoute, z } from '@hono/zod-openapi'
import { embeddedBaseUrl } from '../../app/serverUrl.js'
import type { RegisterRoutes } from '../../app/types.js'
import type { ServerConfig } from '../../config/schema.js'
import { openChannel } from '../../embedded/farcaster/farcasterChannels.js'
import { checkLoginProject } from '../../embedded/social/loginRefusal.js'
import { deviceIdField, projectIdField } from './embeddedShared.js'

const body = z
  .object({ projectId: projectIdField, deviceId: deviceIdField })
  .openapi('FarcasterChannelRequest')

const postChannel = createRoute({
  method: 'post',
  path: '/embedded/farcaster/channel',
  summary: 'Opens a Sign In With Farcaster channel (the relay) for the device',
  description:
    "A random channel token and SIWE nonce, good for 10 minutes; `url` is the Farcaster deep link (shown as a QR) with the channel token, nonce, siweUri and domain in its query, as Farcaster clients read it. The message to sign names the server's SIWF domain (`embedded.farcaster.domain`, default the server's host), a URI on it and this nonce.",
  request: { body: { content: { 'application/json': { schema: body } }, required: true } },
  responses: {
    200: {
      description: 'The channel',
      content: {
        'application/json': {
          schema: z
            .object({ channelToken: z.string(), url: z.string(), nonce: z.string() })
            .openapi('FarcasterChannel'),
        },
      },
    },
    400: { description: 'PROJECT_MISMATCH' },
    403: { description: 'EMBEDDED_ORIGINS_REQUIRED (a * project)' },
  },
})

/** The SIWF domain of this server: the configured one, else `publicUrl`'s host (never the request's). */
export const siwfDomain = (config: ServerConfig) =>
  config.embedded?.farcaster?.domain ?? new URL(embeddedBaseUrl(config)).host

export const farcasterChannelRoute: RegisterRoutes = (app, { db, config }) => {
  app.openapi(postChannel, async (c) => {
    const input = c.req.valid('json')
    const project = c.get('project')
    checkLoginProject(project, input.projectId)
    const base = embeddedBaseUrl(config)
    const domain = siwfDomain(config)
    // The URI the message names: this server when it is on the domain, else the domain itself.
    const siweUri = new URL(base).host === domain ? `${base}/` : `https://${domain}/`
    const { channelToken, nonce } = await openChannel(db, {
      projectId: project.id,
      deviceId: input.deviceId,
      domain,
    })
    c.header('cache-control', 'no-store')
    return c.json(
      {
        channelToken,
        url: `https://warpcast.com/~/siwf?${new URLSearchParams({ channelToken, nonce, siweUri, domain })}`,
        nonce,
      },
      200,
    )
  })
}
