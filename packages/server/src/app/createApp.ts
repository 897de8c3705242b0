import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { withLocalFallback } from '../limits/localQuota.js'
import { createQuota, leaseFor } from '../limits/quota.js'
import { mountRoutes } from '../routes/index.js'
import { clientAddress } from './clientAddress.js'
import { describeFailure, errorBody, Refusal, UpstreamError, withoutUrls } from './errors.js'
import { limitBody } from './middleware/bodyLimit.js'
import { inputGuard } from './middleware/inputGuard.js'
import { projectGate } from './middleware/project.js'
import { requestLog } from './middleware/requestLog.js'
import { requestQuota } from './middleware/requestQuota.js'
import { createServerApp } from './routeGroup.js'
import type { ServerApp, ServerDeps, ServerEnv } from './types.js'

/**
 * Paths served without a project: health, readiness, the OpenAPI document and the names'
 * CCIP-Read gateway (any ENS-aware app, from any origin, asks it).
 */
const OPEN_PATHS = new Set(['/health', '/ready', '/openapi.json', '/names/ccip'])

/**
 * Paths no request limit counts: the load balancer's probes, which must not depend on the
 * database (a liveness probe that failed with it would restart every replica at once).
 */
const UNCOUNTED_PATHS = new Set(['/health', '/ready'])

const MINUTE_MS = 60_000

/**
 * A request limit's lease: 1/32 of the limit, at most 1,000 requests (600 a minute per client →
 * 18; 60,000 per project → 1,000). What a replica may hold unused of a key's minute.
 */
const requestLease = (limit: number) => leaseFor(limit, 32, 1_000)

/**
 * The server's Hono app: request log, body limit, the per-client limit, the project/origin gate,
 * the per-project limit and the input guard at the edge, then every route group (`routes/`). Each
 * route validates its input with its zod schema (400 naming the field) and is described in the
 * OpenAPI document at `/openapi.json`.
 */
export function createApp(deps: ServerDeps): ServerApp {
  const { config, log } = deps
  const app = createServerApp()
  app.use(requestLog(log))
  app.use(limitBody(config.limits.bodyBytes))
  // Request limits counted in the database, so they hold for the deployment, not per replica:
  // per client before anything else, per project once the project is known. Each process leases
  // a share of a key's minute (REQUEST_LEASE) and answers from it: a statement per lease, not per
  // request; the replicas together never pass more than the limit (docs/scale.md).
  const sharedQuota = (name: string, limit: number) =>
    withLocalFallback(
      createQuota(deps.db, { name, limit, windowMs: MINUTE_MS, lease: requestLease(limit) }),
      { limit, windowMs: MINUTE_MS },
      (error) =>
        log.warn('quota unavailable: limiting in this process', {
          quota: name,
          error: error instanceof Error ? error.message : String(error),
        }),
    )
  const counted = (c: Context<ServerEnv>) => !UNCOUNTED_PATHS.has(c.req.path)
  app.use(
    requestQuota({
      quota: sharedQuota('requests-per-client', config.limits.requestsPerMinute),
      limit: config.limits.requestsPerMinute,
      keyOf: (c) => (counted(c) ? clientAddress(c, config.trustedProxies) : undefined),
      who: 'this client',
      advertise: true,
    }),
  )
  const gate = projectGate(config.projects, { publicUrl: config.publicUrl })
  app.use(async (c, next) => (OPEN_PATHS.has(c.req.path) ? next() : gate(c, next)))
  app.use(
    requestQuota({
      quota: sharedQuota('requests-per-project', config.limits.projectRequestsPerMinute),
      limit: config.limits.projectRequestsPerMinute,
      keyOf: (c) => (counted(c) ? c.get('project')?.id : undefined),
      who: 'this project',
    }),
  )
  // What no schema accepts (NUL, a lone surrogate, deep nesting) never reaches a route.
  app.use(inputGuard())

  mountRoutes(app, deps)

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Gangway server',
      version: '0.1.0',
      description:
        "The self-hosted backend of the Gangway connect-wallet kit. Every route but /health, /ready and /openapi.json takes the project as `projectId` (query) or `x-project-id` (header), or from the request's Origin.",
    },
  })
  app.notFound((c) => c.json(errorBody('NOT_FOUND', `no route ${c.req.method} ${c.req.path}`), 404))
  app.onError((error, c) => {
    // A refusal, thrown where its reason was found: its code, message and status.
    if (error instanceof Refusal) return c.json(error.body, error.status)
    // Hono's own 4xx (a body that is not JSON, ...): the same error shape.
    if (error instanceof HTTPException && error.status < 500)
      return c.json(errorBody('INVALID_REQUEST', `body: ${error.message}`, 'body'), error.status)
    if (error instanceof UpstreamError) {
      // The details (URLs, what the upstream said) are the operator's: the log's, not the body's.
      log.warn('upstream failed', { requestId: c.get('requestId'), error: describeFailure(error) })
      return c.json(errorBody('UPSTREAM_FAILED', withoutUrls(error.message)), 502)
    }
    log.error('unhandled error', {
      requestId: c.get('requestId'),
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    })
    return c.json(errorBody('INTERNAL', 'internal error'), 500)
  })
  return app
}
