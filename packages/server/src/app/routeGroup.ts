import { OpenAPIHono } from '@hono/zod-openapi'
import { invalidRequest } from './errors.js'
import type { RegisterRoutes, RouteGroup, ServerApp, ServerEnv } from './types.js'

/**
 * A Hono app of the server's routes: a request its zod schemas refuse is answered 400 naming
 * the field (errors and unknown paths are the mounting app's: its `onError` and `notFound`).
 */
export const createServerApp = (): ServerApp =>
  new OpenAPIHono<ServerEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return invalidRequest(c, result.error)
    },
  })

/** A route group whose sub-app holds the routes `register` adds (none, when it adds none). */
export const routeGroup =
  (register: RegisterRoutes): RouteGroup =>
  (deps) => {
    const app = createServerApp()
    register(app, deps)
    return app
  }
