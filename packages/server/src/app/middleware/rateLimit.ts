import type { Context, MiddlewareHandler } from 'hono'
import { errorBody } from '../errors.js'
import type { ServerEnv } from '../types.js'

export interface RateLimitOptions {
  /** Requests one client may make per window. */
  max: number
  windowMs?: number
  /** The client's key (default: its address as the connection reports it). */
  keyOf: (c: Context<ServerEnv>) => string
  now?: () => number
}

/**
 * A fixed-window limit per client, kept in this process (each replica limits on its own; a
 * client spread over N replicas gets at most N × max). Over the limit: 429 RATE_LIMITED with
 * Retry-After; other clients are served as before. Windows of idle clients are dropped.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<ServerEnv> {
  const windowMs = options.windowMs ?? 60_000
  const now = options.now ?? Date.now
  const windows = new Map<string, { start: number; count: number }>()
  let lastSweep = now()
  return async (c, next) => {
    const at = now()
    if (at - lastSweep > windowMs) {
      for (const [key, window] of windows) if (at - window.start >= windowMs) windows.delete(key)
      lastSweep = at
    }
    const key = options.keyOf(c)
    let window = windows.get(key)
    if (!window || at - window.start >= windowMs) {
      window = { start: at, count: 0 }
      windows.set(key, window)
    }
    window.count += 1
    c.header('ratelimit-limit', String(options.max))
    c.header('ratelimit-remaining', String(Math.max(0, options.max - window.count)))
    if (window.count > options.max) {
      c.header('retry-after', String(Math.ceil((window.start + windowMs - at) / 1000)))
      return c.json(errorBody('RATE_LIMITED', 'too many requests: try again later'), 429)
    }
    await next()
  }
}
