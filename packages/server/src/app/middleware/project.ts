import type { MiddlewareHandler } from 'hono'
import type { ProjectConfig } from '../../config/schema.js'
import { embeddedAccessOf } from '../../embedded/routeAccess.js'
import { errorBody } from '../errors.js'
import type { ServerEnv } from '../types.js'

const allows = (project: ProjectConfig, origin: string) =>
  project.origins.includes('*') || project.origins.includes(origin)

/**
 * Finds the request's project and checks its origin. The project is the `projectId` query
 * parameter (or `x-project-id` header); without one, the project whose origins list the
 * request's Origin (or the only project). A browser request (one with an Origin) from an origin
 * the project does not allow gets 403 ORIGIN_NOT_ALLOWED, which the kit shows as "Invalid App
 * Configuration"; an unknown project id gets 403 UNKNOWN_PROJECT. Allowed browser requests get
 * CORS headers for their origin; preflights are answered here. Requests from the server's own
 * origin (`publicUrl`'s) are its own pages' and pass as same-origin.
 *
 * The embedded wallet's routes follow their own table (`embedded/routeAccess.ts`): most answer
 * the frame (the server's own origin) only, with no CORS for anyone; the few reached by
 * navigations or by the Farcaster client ignore the Origin.
 */
export function projectGate(
  projects: readonly ProjectConfig[],
  options: { publicUrl?: string | undefined } = {},
): MiddlewareHandler<ServerEnv> {
  const byId = new Map(projects.map((project) => [project.id, project]))
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined
  return async (c, next) => {
    // The server's own pages (the embedded wallet's secure frame) call it from its own origin,
    // `publicUrl`'s: such a request is not a host's, and counts as one without an Origin (no
    // CORS either). Never the origin the request's Host header names: with `Host: evil.example`
    // a page on evil.example (DNS rebinding) would pass as the server's own.
    const sent = c.req.header('origin')
    const access = embeddedAccessOf(c.req.method, c.req.path)
    const origin = (sent && sent === publicOrigin) || access === 'anyone' ? undefined : sent
    // A frame route asked from anywhere but the frame: the Origin says so, or (a GET carries no
    // Origin) the browser's Sec-Fetch-Site, which page scripts cannot set.
    const site = c.req.header('sec-fetch-site')
    if (access === 'frame' && (origin || site === 'cross-site' || site === 'same-site'))
      return c.json(
        errorBody(
          'ORIGIN_NOT_ALLOWED',
          `${c.req.path.slice(0, 100)} answers the embedded wallet's secure frame only (its own origin), not ${(origin ?? `a ${site} page`).slice(0, 200)}`,
          'origin',
        ),
        403,
      )
    const id = c.req.query('projectId') ?? c.req.header('x-project-id')
    let project: ProjectConfig | undefined
    if (id !== undefined) {
      project = byId.get(id)
      if (!project)
        return c.json(
          errorBody('UNKNOWN_PROJECT', 'projectId: no project with this id', 'projectId'),
          403,
        )
    } else if (origin) {
      project = projects.find((candidate) => allows(candidate, origin))
    } else if (projects.length === 1) {
      project = projects[0]
    } else {
      return c.json(
        errorBody('PROJECT_REQUIRED', 'projectId: required (several projects)', 'projectId'),
        400,
      )
    }
    if (origin && (!project || !allows(project, origin)))
      return c.json(
        errorBody('ORIGIN_NOT_ALLOWED', `origin ${origin.slice(0, 200)} is not allowed`, 'origin'),
        403,
      )
    if (!project) return c.json(errorBody('UNKNOWN_PROJECT', 'no project for this request'), 403)
    c.set('project', project)
    if (origin) {
      c.header('access-control-allow-origin', origin)
      c.header('vary', 'Origin')
      // Credentialed calls (the sign-in session cookie) only from origins listed by name.
      if (project.origins.includes(origin)) c.header('access-control-allow-credentials', 'true')
    }
    if (c.req.method === 'OPTIONS') {
      c.header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
      // authorization: the sign-in token (`Authorization: Bearer`) of /siwx/session;
      // cache-control: `no-cache` asks /balance, /history and /nfts for the chain's current head
      // (the kit's reads after its own send).
      c.header(
        'access-control-allow-headers',
        'content-type, x-project-id, authorization, cache-control',
      )
      c.header('access-control-max-age', '600')
      return c.body(null, 204)
    }
    await next()
  }
}
