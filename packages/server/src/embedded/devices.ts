import type { Database } from '../db/database.js'
import { sweepSchedule } from '../db/sweepSchedule.js'
import { randomToken, sha256Hex } from './secrets.js'
import { findEmailUserAndDevice } from './users.js'

type Queryable = Pick<Database, 'query'>

/** An approval link works once, for 15 minutes. */
export const APPROVAL_TTL_MS = 15 * 60_000

/** How often a process sweeps the links a day past their end (per database it writes to). */
export const APPROVAL_SWEEP_EVERY_MS = 60_000
const approvalSweeps = new WeakMap<Queryable, (at: number) => boolean>()

/**
 * Whether the device is one the email's user approved (a login on it, or a used link): one
 * query whether or not the email has a user, so both take the same time.
 */
export async function isOwnDevice(db: Queryable, email: string, deviceId: string) {
  return (await findEmailUserAndDevice(db, email, deviceId)).ownDevice
}

/**
 * A new approval token for a device logging in with `email`; only its SHA-256 is stored.
 * `userId` is the email's user, or null for an email without one yet (it is created at the code).
 */
export async function issueApprovalToken(
  db: Queryable,
  input: { email: string; userId: string | null; deviceId: string; projectId: string },
  now = Date.now(),
) {
  const token = randomToken()
  await db.query(
    `INSERT INTO embedded_device_approvals (token_hash, email, user_id, device_id, project_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      sha256Hex(token),
      input.email,
      input.userId,
      input.deviceId,
      input.projectId,
      new Date(now),
      new Date(now + APPROVAL_TTL_MS),
    ],
  )
  // Links a day past their end go as new ones come: about once a minute per process and
  // database, not on every login.
  let sweepDue = approvalSweeps.get(db)
  if (!sweepDue) {
    sweepDue = sweepSchedule(APPROVAL_SWEEP_EVERY_MS)
    approvalSweeps.set(db, sweepDue)
  }
  if (sweepDue(now))
    await db.query('DELETE FROM embedded_device_approvals WHERE expires_at < $1', [
      new Date(now - 86_400_000),
    ])
  return token
}

/** Whether an approval token is good now (unused, unexpired, this project's), without using it. */
export async function isApprovalTokenUsable(
  db: Queryable,
  token: string,
  projectId: string,
  now = Date.now(),
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM embedded_device_approvals
      WHERE token_hash = $1 AND project_id = $2 AND used_at IS NULL AND expires_at > $3`,
    [sha256Hex(token), projectId, new Date(now)],
  )
  return rows.length > 0
}

/**
 * Uses an approval token (once, within 15 minutes): the device is approved for the email's
 * login (and for its user, when it has one). Undefined for an unknown, used or expired token
 * (nothing changed).
 */
export async function useApprovalToken(
  db: Queryable,
  token: string,
  projectId: string,
  now = Date.now(),
): Promise<{ deviceId: string } | undefined> {
  const [row] = await db.query<{ user_id: string | null; device_id: string }>(
    `UPDATE embedded_device_approvals SET used_at = $3
      WHERE token_hash = $1 AND project_id = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING user_id, device_id`,
    [sha256Hex(token), projectId, new Date(now)],
  )
  if (!row) return undefined
  if (row.user_id !== null)
    await db.query(
      `INSERT INTO embedded_devices (user_id, device_id) VALUES ($1, $2)
       ON CONFLICT (user_id, device_id) DO NOTHING`,
      [row.user_id, row.device_id],
    )
  return { deviceId: row.device_id }
}

/**
 * Claims the one login-code mail an approval allows: once per used approval of the email's
 * device (racing polls: one wins), with the user the link was mailed for (null: a new email);
 * undefined when none is due.
 */
export async function claimCodeAfterApproval(
  db: Queryable,
  email: string,
  deviceId: string,
  now = Date.now(),
): Promise<{ userId: string | null } | undefined> {
  const [row] = await db.query<{ user_id: string | null }>(
    `UPDATE embedded_device_approvals SET code_sent_at = $3
      WHERE token_hash = (
        SELECT token_hash FROM embedded_device_approvals
         WHERE email = $1 AND device_id = $2 AND used_at IS NOT NULL AND code_sent_at IS NULL
         ORDER BY used_at DESC LIMIT 1)
        AND code_sent_at IS NULL
      RETURNING user_id`,
    [email, deviceId, new Date(now)],
  )
  return row && { userId: row.user_id }
}

/** Gives the claim back when the code could not be mailed. */
export async function releaseCodeAfterApproval(db: Queryable, email: string, deviceId: string) {
  await db.query(
    `UPDATE embedded_device_approvals SET code_sent_at = NULL
      WHERE email = $1 AND device_id = $2 AND used_at IS NOT NULL`,
    [email, deviceId],
  )
}

/** Whether a link mailed to `email` approved the device (its code went out, or is due). */
export async function wasApprovedByLink(db: Queryable, email: string, deviceId: string) {
  const rows = await db.query(
    `SELECT 1 FROM embedded_device_approvals
      WHERE email = $1 AND device_id = $2 AND used_at IS NOT NULL LIMIT 1`,
    [email, deviceId],
  )
  return rows.length > 0
}
