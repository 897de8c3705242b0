import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { serverBaseUrl } from '../../app/serverUrl.js'
import type { ServerEnv } from '../../app/types.js'
import type { SessionTokens } from '../../auth/sessionTokens.js'
import type { ServerConfig } from '../../config/schema.js'
import type { Database } from '../../db/database.js'
import { SiwxRefusal } from './siwxErrors.js'
import { readSession, type StoredSession } from './siwxStore.js'

/** The session cookie of a project (one per project: two apps on one server do not clash). */
export const cookieNameOf = (projectId: string) => `gangway_siwx_${projectId}`

/** The token's issuer: the server's publicUrl, else its own address (never the request's Host). */
export const issuerOf = (c: Context, config: ServerConfig) => serverBaseUrl(c, config)

/** Cookies are Secure when the server is reached over https (directly, per publicUrl, or per a trusted proxy). */
export function isSecureRequest(c: Context, config: ServerConfig) {
  if (new URL(c.req.url).protocol === 'https:') return true
  if (config.publicUrl?.startsWith('https:')) return true
  return config.trustedProxies > 0 && c.req.header('x-forwarded-proto') === 'https'
}

/** The request's token: `Authorization: Bearer <token>` first, else the project's session cookie. */
export function tokenOf(c: Context<ServerEnv>): string | undefined {
  const authorization = c.req.header('authorization')
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  return bearer ?? getCookie(c, cookieNameOf(c.get('project').id))
}

/**
 * The session the request proves: a token this server signed for the request's project, whose
 * session the database holds, not expired and not revoked. Else the named refusal (401).
 */
export async function authenticate(
  c: Context<ServerEnv>,
  db: Database,
  tokens: SessionTokens,
  now = Date.now(),
): Promise<StoredSession> {
  const token = tokenOf(c)
  if (!token)
    throw new SiwxRefusal(
      'SIWX_SESSION_MISSING',
      'authorization: a session token is required (Authorization: Bearer <token>, or the session cookie)',
      'authorization',
    )
  const project = c.get('project')
  const claims = await tokens.verify(token, project.id)
  const session = claims && (await readSession(db, project.id, claims.sid))
  if (!session || session.address !== claims?.sub)
    throw new SiwxRefusal(
      'SIWX_SESSION_INVALID',
      'authorization: not a session token of this server for this project',
      'authorization',
    )
  if (session.revokedAt)
    throw new SiwxRefusal('SIWX_SESSION_REVOKED', 'the session was signed out', 'authorization')
  if (session.expiresAt.getTime() <= now)
    throw new SiwxRefusal('SIWX_SESSION_EXPIRED', 'the session has expired', 'authorization')
  return session
}
