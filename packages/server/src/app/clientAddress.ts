import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { ServerEnv } from './types.js'

const connectionAddress = (c: Context<ServerEnv>) => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/**
 * The client's address: behind `trustedProxies` proxies, the X-Forwarded-For entry they added
 * (counted from the right, so entries a client wrote itself further left are never used);
 * otherwise, or when the header has fewer entries, the connection's.
 */
export function clientAddress(c: Context<ServerEnv>, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const entry = forwarded[forwarded.length - trustedProxies]
    if (entry && entry.length <= 64) return entry
  }
  return connectionAddress(c)
}
