import { randomAlphanumeric } from '../../auth/randomId.js'
import type { Database } from '../../db/database.js'
import { sweepSchedule } from '../../db/sweepSchedule.js'

/** A nonce is good for 10 minutes, once. */
export const NONCE_TTL_MS = 10 * 60_000
/**
 * Nonces are kept an hour past their expiry (a late replay is still named a replay), then
 * dropped: a replay after that is refused as an unknown nonce.
 */
const NONCE_KEEP_MS = 3_600_000

export type NonceState = 'unknown' | 'used' | 'expired' | 'fresh'

/** How often a process drops the nonces past NONCE_KEEP_MS (a statement, not one per nonce). */
const SWEEP_EVERY_MS = 60_000
/** When this process sweeps each database's nonces. */
const sweeps = new WeakMap<Database, (at: number) => boolean>()

/**
 * A new nonce of the project: 24 random letters and digits, stored with its expiry. Nonces
 * kept past NONCE_KEEP_MS go about once a minute (indexed on expires_at); `nonceState` reads
 * them as unknown from then on, swept or not.
 */
export async function issueNonce(db: Database, projectId: string, now = Date.now()) {
  const nonce = randomAlphanumeric(24)
  await db.query(
    `INSERT INTO siwx_nonces (nonce, project_id, created_at, expires_at)
     VALUES ($1, $2, to_timestamp($3 / 1000.0), to_timestamp($4 / 1000.0))`,
    [nonce, projectId, now, now + NONCE_TTL_MS],
  )
  let sweepDue = sweeps.get(db)
  if (!sweepDue) {
    sweepDue = sweepSchedule(SWEEP_EVERY_MS)
    sweeps.set(db, sweepDue)
  }
  if (sweepDue(now)) {
    await db.query('DELETE FROM siwx_nonces WHERE expires_at < to_timestamp($1 / 1000.0)', [
      now - NONCE_KEEP_MS,
    ])
  }
  return { nonce, expiresAt: new Date(now + NONCE_TTL_MS) }
}

/** What the database says of a nonce of the project (read only: a refusal changes nothing). */
export async function nonceState(
  db: Database,
  projectId: string,
  nonce: string,
  now = Date.now(),
): Promise<NonceState> {
  // A nonce kept past NONCE_KEEP_MS is dropped: unknown, whether the sweep reached it yet or not.
  const [row] = await db.query<{ used: boolean; expired: boolean }>(
    `SELECT used_at IS NOT NULL AS used, expires_at <= to_timestamp($3 / 1000.0) AS expired
       FROM siwx_nonces
      WHERE nonce = $1 AND project_id = $2 AND expires_at >= to_timestamp($4 / 1000.0)`,
    [nonce, projectId, now, now - NONCE_KEEP_MS],
  )
  if (!row) return 'unknown'
  if (row.used) return 'used'
  return row.expired ? 'expired' : 'fresh'
}

export interface NewSession {
  id: string
  projectId: string
  /** CAIP-10. */
  address: string
  chainId: string
  domain: string
  uri: string
  nonce: string
  message: string
  signature: string
  issuedAt: Date
  expiresAt: Date
}

/**
 * Consumes the nonce and stores the session in one statement: when another request consumed
 * the nonce first (or it expired meanwhile), nothing is stored and the answer is false.
 */
export async function storeSession(db: Database, session: NewSession, now = Date.now()) {
  const rows = await db.query(
    `WITH consumed AS (
       UPDATE siwx_nonces SET used_at = to_timestamp($12 / 1000.0)
        WHERE nonce = $7 AND project_id = $2 AND used_at IS NULL
          AND expires_at > to_timestamp($12 / 1000.0)
        RETURNING nonce)
     INSERT INTO siwx_sessions
       (id, project_id, address, chain_id, domain, uri, nonce, message, signature, issued_at, expires_at)
     SELECT $1, $2, $3, $4, $5, $6, consumed.nonce, $8, $9, $10, $11 FROM consumed
     RETURNING id`,
    [
      session.id,
      session.projectId,
      session.address,
      session.chainId,
      session.domain,
      session.uri,
      session.nonce,
      session.message,
      session.signature,
      session.issuedAt.toISOString(),
      session.expiresAt.toISOString(),
      now,
    ],
  )
  return rows.length === 1
}

export interface StoredSession {
  id: string
  address: string
  chainId: string
  domain: string
  issuedAt: Date
  expiresAt: Date
  revokedAt: Date | null
}

export async function readSession(
  db: Database,
  projectId: string,
  id: string,
): Promise<StoredSession | undefined> {
  const [row] = await db.query<{
    id: string
    address: string
    chain_id: string
    domain: string
    issued_at: Date | string
    expires_at: Date | string
    revoked_at: Date | string | null
  }>(
    `SELECT id, address, chain_id, domain, issued_at, expires_at, revoked_at
       FROM siwx_sessions WHERE id = $1 AND project_id = $2`,
    [id, projectId],
  )
  if (!row) return undefined
  return {
    id: row.id,
    address: row.address,
    chainId: row.chain_id,
    domain: row.domain,
    issuedAt: new Date(row.issued_at),
    expiresAt: new Date(row.expires_at),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
  }
}

/** Signs a session out; false when it was signed out already. */
export async function revokeSession(db: Database, projectId: string, id: string) {
  const rows = await db.query(
    `UPDATE siwx_sessions SET revoked_at = now()
      WHERE id = $1 AND project_id = $2 AND revoked_at IS NULL RETURNING id`,
    [id, projectId],
  )
  return rows.length === 1
}

/** The session as the routes answer it. */
export const sessionAnswer = (session: Omit<StoredSession, 'revokedAt'>) => ({
  id: session.id,
  address: session.address,
  chainId: session.chainId,
  domain: session.domain,
  issuedAt: session.issuedAt.toISOString(),
  expiresAt: session.expiresAt.toISOString(),
})
