import type { Context } from 'hono'
import type { ServerEnv } from '../app/types.js'
import { randomAlphanumeric } from '../auth/randomId.js'
import type { Database } from '../db/database.js'
import { EmbeddedRefusal } from './embeddedErrors.js'
import { randomToken, sha256Hex } from './secrets.js'
import { type EmbeddedUser, findUserById } from './users.js'

type Queryable = Pick<Database, 'query'>

/** Default session lifetime (the config's `embedded.sessionTtlSeconds` default): 7 days. */
export const DEFAULT_SESSION_TTL_SECONDS = 7 * 86_400

export interface CreateSessionOptions {
  /** The project the session is for: its bearer is refused on another project. */
  projectId?: string
  /** Lifetime in seconds (pass `config.embedded.sessionTtlSeconds`); default 7 days. */
  ttlSeconds?: number
  now?: number
}

export interface CreatedSession {
  /** The bearer token: 32 random bytes, base64url. Only its SHA-256 is stored. */
  token: string
  sessionId: string
  expiresAt: Date
}

/** Records the device as one the user approved (a login on it proved the user). */
export async function approveDevice(db: Queryable, userId: string, deviceId: string) {
  await db.query(
    `INSERT INTO embedded_devices (user_id, device_id) VALUES ($1, $2)
     ON CONFLICT (user_id, device_id) DO NOTHING`,
    [userId, deviceId],
  )
}

/**
 * Opens a session for the user on the device, after a login proved them (email code, social
 * provider, Farcaster): the device is recorded as approved, and the bearer token returned.
 */
export async function createSession(
  db: Queryable,
  userId: string,
  deviceId: string,
  {
    projectId,
    ttlSeconds = DEFAULT_SESSION_TTL_SECONDS,
    now = Date.now(),
  }: CreateSessionOptions = {},
): Promise<CreatedSession> {
  await approveDevice(db, userId, deviceId)
  const token = randomToken()
  const sessionId = randomAlphanumeric(24)
  const expiresAt = new Date(now + ttlSeconds * 1000)
  await db.query(
    `INSERT INTO embedded_sessions (token_hash, id, user_id, device_id, project_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, to_timestamp($6 / 1000.0), to_timestamp($7 / 1000.0))`,
    [sha256Hex(token), sessionId, userId, deviceId, projectId ?? null, now, expiresAt.getTime()],
  )
  // Sessions a day past their end go as new ones come.
  await db.query('DELETE FROM embedded_sessions WHERE expires_at < to_timestamp($1 / 1000.0)', [
    now - 86_400_000,
  ])
  return { token, sessionId, expiresAt }
}

export interface EmbeddedSession {
  id: string
  deviceId: string
  projectId: string | null
  expiresAt: Date
  user: EmbeddedUser
}

const BEARER = /^Bearer\s+([-_A-Za-z0-9]{16,128})\s*$/i

/**
 * The live session the request's `Authorization: Bearer <token>` proves, for the request's
 * project; else throws EmbeddedRefusal 401 SESSION_MISSING or SESSION_INVALID (unknown,
 * revoked, expired, or another project's).
 */
export async function authenticateEmbedded(
  c: Context<ServerEnv>,
  db: Queryable,
  now = Date.now(),
): Promise<EmbeddedSession> {
  const header = c.req.header('authorization')
  if (!header)
    throw new EmbeddedRefusal('SESSION_MISSING', 'authorization: Bearer <token> is required', 401, {
      field: 'authorization',
    })
  const token = BEARER.exec(header)?.[1]
  const [row] = token
    ? await db.query<{
        id: string
        user_id: string
        device_id: string
        project_id: string | null
        expires_at: Date | string
        revoked: boolean
      }>(
        `SELECT id, user_id, device_id, project_id, expires_at, revoked_at IS NOT NULL AS revoked
           FROM embedded_sessions WHERE token_hash = $1`,
        [sha256Hex(token)],
      )
    : []
  const expiresAt = row && new Date(row.expires_at)
  const project = c.get('project').id
  const user =
    row &&
    !row.revoked &&
    expiresAt &&
    expiresAt.getTime() > now &&
    (row.project_id === null || row.project_id === project)
      ? await findUserById(db, row.user_id)
      : undefined
  if (!row || !user || !expiresAt)
    throw new EmbeddedRefusal(
      'SESSION_INVALID',
      'authorization: the session is unknown, signed out or expired',
      401,
      { field: 'authorization' },
    )
  return { id: row.id, deviceId: row.device_id, projectId: row.project_id, expiresAt, user }
}

/** Ends the session: its token no longer passes. */
export async function revokeSession(db: Queryable, sessionId: string, now = Date.now()) {
  await db.query(
    `UPDATE embedded_sessions SET revoked_at = to_timestamp($2 / 1000.0)
      WHERE id = $1 AND revoked_at IS NULL`,
    [sessionId, now],
  )
}
