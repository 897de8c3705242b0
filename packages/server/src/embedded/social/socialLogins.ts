import { createHash } from 'node:crypto'
import type { Database } from '../../db/database.js'
import { randomToken, sha256Hex } from '../secrets.js'
import type { SocialProvider } from './socialProviders.js'

type Queryable = Pick<Database, 'query'>

/** How long a login's state is good for (redirect to callback): 10 minutes. */
export const STATE_TTL_MS = 600_000
/** How long the callback's result is good for (callback to complete): 5 minutes. */
export const RESULT_TTL_MS = 300_000

export interface PendingLogin {
  stateHash: string
  projectId: string
  provider: SocialProvider
  deviceId: string
  verifier: string
  nonce: string
  returnTo: string
  redirectUri: string
}

/** PKCE S256: the challenge of a verifier (RFC 7636). */
export const pkceChallenge = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url')

/**
 * Records a login about to go to the provider: a random `state` (32 bytes, kept as its SHA-256),
 * a PKCE verifier (32 bytes) and an OIDC nonce, with the device and the page to return to.
 */
export async function startSocialLogin(
  db: Queryable,
  login: Pick<PendingLogin, 'projectId' | 'provider' | 'deviceId' | 'returnTo' | 'redirectUri'>,
  now = Date.now(),
) {
  // Logins over for a day are of no use any more: each new one clears them (an indexed range).
  await db.query(
    `DELETE FROM embedded_social_logins WHERE expires_at < to_timestamp($1 / 1000.0) - interval '1 day'`,
    [now],
  )
  const state = randomToken(32)
  const verifier = randomToken(32)
  const nonce = randomToken(16)
  await db.query(
    `INSERT INTO embedded_social_logins
       (state_hash, project_id, provider, device_id, verifier, nonce, return_to, redirect_uri,
        created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, to_timestamp($9 / 1000.0), to_timestamp($10 / 1000.0))`,
    [
      sha256Hex(state),
      login.projectId,
      login.provider,
      login.deviceId,
      verifier,
      nonce,
      login.returnTo,
      login.redirectUri,
      now,
      now + STATE_TTL_MS,
    ],
  )
  return { state, challenge: pkceChallenge(verifier), nonce }
}

/**
 * Uses the state once: the pending login of this project it names, marked used in the same
 * statement (a second callback with it finds nothing); undefined when unknown, used or expired.
 */
export async function useState(
  db: Queryable,
  state: string,
  projectId: string,
  now = Date.now(),
): Promise<PendingLogin | undefined> {
  const [row] = await db.query<{
    state_hash: string
    project_id: string
    provider: SocialProvider
    device_id: string
    verifier: string
    nonce: string
    return_to: string
    redirect_uri: string
  }>(
    `UPDATE embedded_social_logins SET used_at = to_timestamp($3 / 1000.0)
      WHERE state_hash = $1 AND project_id = $2 AND used_at IS NULL
        AND expires_at > to_timestamp($3 / 1000.0)
      RETURNING state_hash, project_id, provider, device_id, verifier, nonce, return_to, redirect_uri`,
    [sha256Hex(state), projectId, now],
  )
  return (
    row && {
      stateHash: row.state_hash,
      projectId: row.project_id,
      provider: row.provider,
      deviceId: row.device_id,
      verifier: row.verifier,
      nonce: row.nonce,
      returnTo: row.return_to,
      redirectUri: row.redirect_uri,
    }
  )
}

/** Leaves the login's single-use result (random, kept as its SHA-256) for `complete`. */
export async function storeResult(
  db: Queryable,
  stateHash: string,
  user: { id: string; isNew: boolean },
  now = Date.now(),
): Promise<string> {
  const result = randomToken(32)
  await db.query(
    `UPDATE embedded_social_logins
        SET result_hash = $2, user_id = $3, is_new = $4, result_expires_at = to_timestamp($5 / 1000.0)
      WHERE state_hash = $1`,
    [stateHash, sha256Hex(result), user.id, user.isNew, now + RESULT_TTL_MS],
  )
  return result
}

/**
 * Uses the result once, on the device and project of the login: its user, the login marked
 * completed in the same statement; undefined when unknown, used, expired or another device's
 * (which leaves it as it was).
 */
export async function useResult(
  db: Queryable,
  login: { result: string; projectId: string; deviceId: string },
  now = Date.now(),
): Promise<{ userId: string; isNew: boolean } | undefined> {
  const [row] = await db.query<{ user_id: string; is_new: boolean }>(
    `UPDATE embedded_social_logins SET completed_at = to_timestamp($4 / 1000.0)
      WHERE result_hash = $1 AND project_id = $2 AND device_id = $3 AND completed_at IS NULL
        AND result_expires_at > to_timestamp($4 / 1000.0)
      RETURNING user_id, is_new`,
    [sha256Hex(login.result), login.projectId, login.deviceId, now],
  )
  return row && { userId: row.user_id, isNew: row.is_new }
}

/** Whether `returnTo` is an http(s) page under one of the project's origins (`*` never counts). */
export function isUnderOrigins(returnTo: string, origins: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(returnTo)
  } catch {
    return false
  }
  return (
    /^https?:$/.test(url.protocol) && !url.username && !url.password && origins.includes(url.origin)
  )
}
