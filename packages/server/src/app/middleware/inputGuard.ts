import type { MiddlewareHandler } from 'hono'
import { errorBody } from '../errors.js'
import type { ServerEnv } from '../types.js'
import { type HostileFinding, MAX_JSON_DEPTH, scanBody, scanUrl } from './hostileText.js'

const REFUSALS = {
  nul: ['NUL_CHARACTER', 'contains a NUL character (U+0000), which no field accepts'],
  surrogate: [
    'INVALID_CHARACTER',
    'contains a UTF-16 surrogate escape without its pair (\\ud800 alone), which no field accepts',
  ],
  depth: ['BODY_TOO_DEEP', `nested deeper than ${MAX_JSON_DEPTH} levels`],
} as const

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Refuses, at the edge and for every route, what no route's schema accepts and what would
 * otherwise reach the database or the JSON encoder as it is (`hostileText.ts`): 400 with its
 * own code, naming the field, before any route reads the request (so nothing is written).
 * The body is read once here (within the body limit) and Hono keeps it for the route.
 */
export function inputGuard(): MiddlewareHandler<ServerEnv> {
  const refuse = (finding: HostileFinding) => {
    const [code, why] = REFUSALS[finding.kind]
    return errorBody(code, `${finding.field}: ${why}`, finding.field)
  }
  return async (c, next) => {
    const inUrl = scanUrl(c.req.url)
    if (inUrl) return c.json(refuse(inUrl), 400)
    // Read as text without asking for `.body` first (bodyLimit.ts says why): none reads ''.
    if (METHODS_WITH_BODY.has(c.req.method)) {
      const text = await c.req.text()
      const inBody = text ? scanBody(text, c.req.header('content-type') ?? '') : undefined
      if (inBody) return c.json(refuse(inBody), 400)
    }
    await next()
  }
}
