import { createRoute, z } from '@hono/zod-openapi'
import { routeGroup } from '../../app/routeGroup.js'
import type { RouteGroup } from '../../app/types.js'

const status = z.object({ status: z.enum(['ok', 'unavailable']) })

const health = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Liveness: the process is up',
  responses: { 200: { description: 'Up', content: { 'application/json': { schema: status } } } },
})

const ready = createRoute({
  method: 'get',
  path: '/ready',
  summary: 'Readiness: the database answers and the server is not shutting down',
  responses: {
    200: { description: 'Ready', content: { 'application/json': { schema: status } } },
    503: { description: 'Not ready', content: { 'application/json': { schema: status } } },
  },
})

export const healthRoutes: RouteGroup = routeGroup((app, { db, isAccepting }) => {
  app.openapi(health, (c) => c.json({ status: 'ok' as const }, 200))
  app.openapi(ready, async (c) => {
    if (!isAccepting()) return c.json({ status: 'unavailable' as const }, 503)
    try {
      await db.query('SELECT 1 FROM gangway_migrations LIMIT 1')
      return c.json({ status: 'ok' as const }, 200)
    } catch {
      return c.json({ status: 'unavailable' as const }, 503)
    }
  })
})
