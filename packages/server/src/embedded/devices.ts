import type { Database } from '../db/database.js'
import { randomToken, sha256Hex } from './secrets.js'

type Queryable = Pick<Database, 'query'>

/** An approval link works once, for 15 minutes. */
export const APPROVAL_TTL_MS = 15 * 60_000

export async function isDeviceApproved(db: Queryable, userId: string, deviceId: string) {
  const rows = await db.query(
    'SELECT 1 FROM embedded_devices WHERE user_id = $1 AND device_id = $2',
    [userId, deviceId],
  )
  return rows.length > 0
}

/** A new approval token for the user's device; only its SHA-256 is stored. */
export async function issueApprovalToken(
  db: Queryable,
  input: { userId: string; deviceId: string; projectId: string },
  now = Date.now(),
) {
  const token = randomToken()
  await db.query(
    `INSERT INTO embedded_device_approvals (token_hash, user_id, device_id, project_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      sha256Hex(token),
      input.userId,
      input.deviceId,
      input.projectId,
      new Date(now),
      new Date(now + APPROVAL_TTL_MS),
    ],
  )
  // Old links go as new ones come.
  await db.query('DELETE FROM embedded_device_approvals WHERE expires_at < $1', [
    new Date(now - 86_400_000),
  ])
  return token
}

/**
 * Uses an approval token (once, within 15 minutes) and approves its device: the device's user,
 * or undefined for an unknown, used or expired token (nothing changed).
 */
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

export async function useApprovalToken(
  db: Queryable,
  token: string,
  projectId: string,
  now = Date.now(),
): Promise<{ userId: string; deviceId: string } | undefined> {
  const [row] = await db.query<{ user_id: string; device_id: string }>(
    `UPDATE embedded_device_approvals SET used_at = $3
      WHERE token_hash = $1 AND project_id = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING user_id, device_id`,
    [sha256Hex(token), projectId, new Date(now)],
  )
  if (!row) return undefined
  await db.query(
    `INSERT INTO embedded_devices (user_id, device_id) VALUES ($1, $2)
     ON CONFLICT (user_id, device_id) DO NOTHING`,
    [row.user_id, row.device_id],
  )
  return { userId: row.user_id, deviceId: row.device_id }
}

/**
 * Claims the one login-code mail an approval allows: true once per used approval of the
 * device (racing polls: one wins), false when none is due.
 */
export async function claimCodeAfterApproval(
  db: Queryable,
  userId: string,
  deviceId: string,
  now = Date.now(),
) {
  const rows = await db.query(
    `UPDATE embedded_device_approvals SET code_sent_at = $3
      WHERE user_id = $1 AND device_id = $2 AND used_at IS NOT NULL AND code_sent_at IS NULL
      RETURNING token_hash`,
    [userId, deviceId, new Date(now)],
  )
  return rows.length > 0
}

/** Gives the claim back when the code could not be mailed. */
export async function releaseCodeAfterApproval(db: Queryable, userId: string, deviceId: string) {
  await db.query(
    `UPDATE embedded_device_approvals SET code_sent_at = NULL
      WHERE user_id = $1 AND device_id = $2 AND used_at IS NOT NULL`,
    [userId, deviceId],
  )
}
