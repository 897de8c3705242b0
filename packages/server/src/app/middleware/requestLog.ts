import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../logger.js'
import type { ServerEnv } from '../types.js'

/**
 * Gives each request an id (`x-request-id`, echoed) and logs one line when it ends: method,
 * path (never the query: it holds addresses), status and duration.
 */
export function requestLog(log: Logger): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const started = performance.now()
    const given = c.req.header('x-request-id')
    const requestId = given && /^[-\w]{1,64}$/.test(given) ? given : crypto.randomUUID()
    c.set('requestId', requestId)
    c.header('x-request-id', requestId)
    await next()
    const fields = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    }
    if (c.res.status >= 500) log.error('request', fields)
    else log.info('request', fields)
  }
}
