import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { errorBody } from '../errors.js'
import type { ServerEnv } from '../types.js'

/** Methods whose requests carry no body. */
const WITHOUT_BODY = new Set(['GET', 'HEAD'])

/**
 * Refuses a request body over `maxBytes` with 413 PAYLOAD_TOO_LARGE before anything reads it.
 * A request that states its length (Content-Length without Transfer-Encoding) is judged by that
 * header, as Hono's `bodyLimit` judges it (Node's HTTP parser reads no byte past it); unlike
 * Hono's, the body is not asked for first: on @hono/node-server, asking for `.body` builds a
 * whole fetch Request and a web stream over the socket, where a route's `c.req.text()` reads the
 * light request's body straight from the socket. A chunked body goes through Hono's
 * `bodyLimit`, which counts its bytes as they come. GET and HEAD carry none: not asked.
 */
export function limitBody(maxBytes: number): MiddlewareHandler<ServerEnv> {
  const tooLarge = (c: Context) =>
    c.json(errorBody('PAYLOAD_TOO_LARGE', `body: larger than ${maxBytes} bytes`), 413)
  const counted = bodyLimit({ maxSize: maxBytes, onError: tooLarge })
  return (c, next) => {
    if (WITHOUT_BODY.has(c.req.method)) return next()
    const length = c.req.header('content-length')
    if (length === undefined || c.req.header('transfer-encoding') !== undefined)
      return counted(c, next)
    return Number.parseInt(length, 10) > maxBytes ? Promise.resolve(tooLarge(c)) : next()
  }
}
