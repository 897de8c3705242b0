import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { clientAddress } from '../../app/clientAddress.js'
import { invalidInput, refusal } from '../../app/errors.js'
import { routeGroup } from '../../app/routeGroup.js'
import type { RouteGroup } from '../../app/types.js'
import type { ProjectConfig } from '../../config/schema.js'
import { createAnalyticsQuotas, createAnalyticsRetention, propsProblem } from './analyticsLimits.js'
import { createEventWriter } from './eventWriter.js'

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
  summary:
    "Analytics ingest: one kit event from a browser on the project's origins, stored for the project within its quotas",
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
    400: { description: 'Not an event (the field named), or props over its size or depth cap' },
    403: {
      description:
        "ORIGIN_REQUIRED: no Origin of the project's (analytics come from the kit in a browser); ORIGIN_NOT_ALLOWED: another origin",
    },
    429: {
      description:
        "RATE_LIMITED: the client's bytes per minute or the project's events per day are used up (Retry-After)",
    },
    503: {
      description:
        'OVERLOADED: analytics.queuedEvents events are waiting for the batch write already (Retry-After); nothing stored',
    },
  },
})

/** A browser on one of the project's origins sends the kit's events: its Origin says which. */
const fromProjectOrigin = (project: ProjectConfig, origin: string | undefined): origin is string =>
  origin !== undefined && (project.origins.includes('*') || project.origins.includes(origin))

const WHO = {
  client: 'analytics from this client: its bytes per minute are used up',
  project: "analytics for this project: today's events are used up",
} as const

/** 503 with Retry-After: the batch writer's queue is full, nothing was stored. */
const overloaded = (c: Context, queuedEvents: number) => {
  c.header('retry-after', '1')
  return refusal(
    503,
    'OVERLOADED',
    `analytics: ${queuedEvents} events are waiting to be written already: try again in 1 s`,
  )
}

export const analyticsRoutes: RouteGroup = routeGroup((app, { db, config }) => {
  const limits = config.analytics
  const quotas = createAnalyticsQuotas(db, limits)
  const sweep = createAnalyticsRetention(db, limits.retentionDays)
  const writer = createEventWriter(db, { maxQueued: limits.queuedEvents })
  app.openapi(postEvent, async (c) => {
    const { st, sv } = c.req.valid('query')
    const project = c.get('project')
    const origin = c.req.header('origin')
    if (!fromProjectOrigin(project, origin))
      throw refusal(
        403,
        'ORIGIN_REQUIRED',
        "origin: analytics are taken from a browser on one of the project's origins; this request has none",
        'origin',
      )
    // Read by hand: the kit's text/plain body is not one Hono's JSON validator reads.
    let json: unknown
    try {
      json = JSON.parse(await c.req.text())
    } catch {
      throw refusal(400, 'INVALID_REQUEST', 'body: must be JSON', 'body')
    }
    const parsed = body.safeParse(json)
    if (!parsed.success) throw invalidInput(parsed.error)
    const event = parsed.data
    const tooLarge = propsProblem(event.props, limits)
    if (tooLarge) throw refusal(400, 'INVALID_REQUEST', tooLarge, 'props')
    // Shed before any quota is spent on an event that would not be queued.
    if (writer.queued >= limits.queuedEvents) throw overloaded(c, limits.queuedEvents)
    // What the row holds, roughly: the client's byte budget is spent on it.
    const bytes = Buffer.byteLength(JSON.stringify([event, origin, st, sv]))
    const refused = await quotas.take(clientAddress(c, config.trustedProxies), project.id, bytes)
    if (refused) {
      const seconds = Math.max(1, Math.ceil(refused.retryAfterMs / 1000))
      c.header('retry-after', String(seconds))
      throw refusal(429, 'RATE_LIMITED', `too many ${WHO[refused.who]}: try again in ${seconds} s`)
    }
    await sweep()
    const stored = writer.write({
      projectId: project.id,
      eventId: event.eventId,
      event: event.props.event,
      origin,
      url: event.url,
      domain: event.domain,
      sdkType: st ?? null,
      sdkVersion: sv ?? null,
      occurredAt: event.timestamp,
      props: event.props,
    })
    if (!stored) throw overloaded(c, limits.queuedEvents)
    return c.json({ stored: await stored }, 200)
  })
})
