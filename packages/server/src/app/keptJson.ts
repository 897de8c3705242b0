import type { Context, TypedResponse } from 'hono'
import type { JSONParsed } from 'hono/utils/types'

/**
 * A 200 JSON answer sent from its text, serialised before (a route that keeps its answers as
 * sent): typed as `c.json(value)` would be for the `T` the text was made from, which only the
 * caller knows (it serialised a `T`).
 */
export function keptJson<T>(c: Context, text: string): KeptJson<T> {
  c.header('content-type', 'application/json')
  // The body's type says 'a text'; this text is a `T` in JSON, as the caller made it.
  return c.body(text, 200) as unknown as KeptJson<T>
}

type KeptJson<T> = Response & TypedResponse<JSONParsed<T>, 200, 'json'>
