import { createRoute, z } from '@hono/zod-openapi'
import { errorBody, invalidRequest } from '../../app/errors.js'
import type { RouteGroup } from '../../app/types.js'

const query = z.object({
  projectId: z.string().min(1, 'required'),
  st: z.string().max(64).optional(),
  sv: z.string().max(64).optional(),
})

/** spec §7: { eventId, url, domain, timestamp, props: { type, event, properties, address } }. */
const body = z
  .object({
    eventId: z.string().uuid('must be a UUID'),
    url: z.string().max(2_048).default(''),
    domain: z.string().max(253).default(''),
    timestamp: z.number().int().nonnegative('must be a time in ms').max(253_402_300_799_999),
    props: z
      .object({
        type: z.string().max(32).optional(),
        event: z
          .string()
          .regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'must be an event name such as MODAL_OPEN'),
        properties: z.record(z.string(), z.unknown()).optional(),
        address: z.string().max(128).optional(),
      })
      .strict(),
  })
  .openapi('AnalyticsEvent')

const postEvent = createRoute({
  method: 'post',
  path: '/e',
  summary: 'Analytics ingest: one kit event, stored for the project (origin-checked)',
  request: {
    query,
    body: {
      description:
        'JSON. The kit sends it as text/plain, so the browser sends no preflight; application/json is read the same way.',
      content: { 'text/plain': { schema: body } },
      required: true,
    },
  },
  responses: {
    200: {
      description: 'Stored (a repeated eventId is stored once)',
      content: { 'application/json': { schema: z.object({ stored: z.boolean() }) } },
    },
    403: { description: "The origin is not on the project's list" },
  },
})

export const analyticsRoutes: RouteGroup = (app, { db }) => {
  app.openapi(postEvent, async (c) => {
    const { st, sv } = c.req.valid('query')
    // Read by hand: the kit's text/plain body is not one Hono's JSON validator reads.
    let json: unknown
    try {
      json = JSON.parse(await c.req.text())
    } catch {
      return c.json(errorBody('INVALID_REQUEST', 'body: must be JSON', 'body'), 400)
    }
    const parsed = body.safeParse(json)
    if (!parsed.success) return invalidRequest(c, parsed.error)
    const event = parsed.data
    const rows = await db.query(
      `INSERT INTO analytics_events
         (project_id, event_id, event, origin, url, domain, sdk_type, sdk_version, occurred_at, props)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, to_timestamp($9 / 1000.0), $10)
       ON CONFLICT (project_id, event_id) DO NOTHING
       RETURNING id`,
      [
        c.get('project').id,
        event.eventId,
        event.props.event,
        c.req.header('origin') ?? null,
        event.url,
        event.domain,
        st ?? null,
        sv ?? null,
        event.timestamp,
        JSON.stringify(event.props),
      ],
    )
    return c.json({ stored: rows.length > 0 }, 200)
  })
}
