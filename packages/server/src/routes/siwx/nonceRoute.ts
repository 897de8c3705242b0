import { createRoute, z } from '@hono/zod-openapi'
import type { RegisterRoutes } from '../../app/types.js'
import { issueNonce } from './siwxStore.js'

const postNonce = createRoute({
  method: 'post',
  path: '/siwx/nonce',
  summary: 'A sign-in nonce: single use, valid for 10 minutes, for the request’s project',
  responses: {
    200: {
      description: 'The nonce to put in the sign-in message',
      content: {
        'application/json': {
          schema: z.object({ nonce: z.string().regex(/^[a-zA-Z0-9]{24}$/) }).openapi('SiwxNonce'),
        },
      },
    },
  },
})

export const nonceRoute: RegisterRoutes = (app, { db }) => {
  app.openapi(postNonce, async (c) => {
    const { nonce } = await issueNonce(db, c.get('project').id)
    c.header('cache-control', 'no-store')
    return c.json({ nonce }, 200)
  })
}
