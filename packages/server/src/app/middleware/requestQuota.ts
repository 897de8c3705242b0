import type { Context, MiddlewareHandler } from 'hono'
import type { Quota } from '../../limits/quota.js'
import { errorBody } from '../errors.js'
import type { ServerEnv } from '../types.js'

export interface RequestQuotaOptions {
  /** The counter (shared by replicas: `createQuota`). */
  quota: Quota
  /** What one key may take per window (for the RateLimit headers). */
  limit: number
  /** The key to count the request under; undefined: not counted here. */
  keyOf: (c: Context<ServerEnv>) => string | undefined
  /** Who is over the limit, for the message: `this client`, `this project`. */
  who: string
  /** Send RateLimit-Limit / RateLimit-Remaining (the client's own limit, what it can act on). */
  advertise?: boolean
}

/**
 * One request taken from `quota` under its key: over the limit, 429 RATE_LIMITED with
 * Retry-After (seconds) naming who is over it; others are served as before.
 */
export function requestQuota(options: RequestQuotaOptions): MiddlewareHandler<ServerEnv> {
  const { quota, limit, keyOf, who, advertise = false } = options
  return async (c, next) => {
    const key = keyOf(c)
    if (key === undefined) return next()
    const taken = await quota.take(key)
    if (advertise) {
      c.header('ratelimit-limit', String(limit))
      c.header('ratelimit-remaining', String(Math.max(0, limit - taken.count)))
    }
    if (!taken.allowed) {
      const seconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000))
      c.header('retry-after', String(seconds))
      return c.json(
        errorBody('RATE_LIMITED', `too many requests from ${who}: try again in ${seconds} s`),
        429,
      )
    }
    await next()
  }
}
