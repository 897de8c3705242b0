import type { Database } from '../db/database.js'

type Queryable = Pick<Database, 'query'>

export type UpdateStage = 'primary' | 'secondary'

/** Starts (or restarts) the user's email change to `newEmail`, at the primary-code stage. */
export async function startEmailUpdate(
  db: Queryable,
  input: { userId: string; projectId: string; newEmail: string },
  now = Date.now(),
) {
  await db.query(
    `INSERT INTO embedded_email_updates (user_id, project_id, new_email, stage, created_at)
     VALUES ($1, $2, $3, 'primary', $4)
     ON CONFLICT (user_id) DO UPDATE SET project_id = EXCLUDED.project_id,
       new_email = EXCLUDED.new_email, stage = 'primary', created_at = EXCLUDED.created_at`,
    [input.userId, input.projectId, input.newEmail, new Date(now)],
  )
}

/** The user's email change at this stage, for this project, else undefined. */
export async function emailUpdateAt(
  db: Queryable,
  userId: string,
  projectId: string,
  stage: UpdateStage,
): Promise<{ newEmail: string } | undefined> {
  const [row] = await db.query<{ new_email: string }>(
    `SELECT new_email FROM embedded_email_updates
      WHERE user_id = $1 AND project_id = $2 AND stage = $3`,
    [userId, projectId, stage],
  )
  return row && { newEmail: row.new_email }
}

export async function moveEmailUpdate(db: Queryable, userId: string, stage: UpdateStage) {
  await db.query('UPDATE embedded_email_updates SET stage = $2 WHERE user_id = $1', [userId, stage])
}

/** Whether another email-login user has this email. */
export async function isEmailTaken(db: Queryable, email: string, userId: string) {
  const rows = await db.query(
    `SELECT 1 FROM embedded_users WHERE provider = 'email' AND email = $1 AND id <> $2`,
    [email, userId],
  )
  return rows.length > 0
}

/**
 * Makes `newEmail` the user's login email and ends the change: false when another user took
 * the email meanwhile (the unique index answers, nothing changed).
 */
export async function finishEmailUpdate(db: Queryable, userId: string, newEmail: string) {
  try {
    await db.query(
      `UPDATE embedded_users SET email = $2, subject = $2 WHERE id = $1 AND provider = 'email'`,
      [userId, newEmail],
    )
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return false
    throw error
  }
  await db.query('DELETE FROM embedded_email_updates WHERE user_id = $1', [userId])
  return true
}
