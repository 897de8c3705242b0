import type { Database } from '../db/database.js'
import { EmbeddedRefusal } from './embeddedErrors.js'
import { codeHash, randomCode, sameDigest } from './secrets.js'

type Queryable = Pick<Database, 'query'>

/** What a mailed code is for: a login, or the two steps of an email change. */
export type CodePurpose = 'login' | 'update_primary' | 'update_secondary'

const at = (ms: number) => new Date(ms)

export interface IssueCodeInput {
  purpose: CodePurpose
  email: string
  projectId: string
  deviceId?: string | null
  userId?: string | null
  ttlSeconds: number
  now?: number
}

/** A new 6-digit code for (purpose, email), replacing any earlier one; only its hash is stored. */
export async function issueCode(db: Queryable, input: IssueCodeInput): Promise<string> {
  const now = input.now ?? Date.now()
  const code = randomCode()
  await db.query(
    `INSERT INTO embedded_codes
       (purpose, email, project_id, device_id, user_id, code_hash, tries, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8)
     ON CONFLICT (purpose, email) DO UPDATE SET
       project_id = EXCLUDED.project_id, device_id = EXCLUDED.device_id,
       user_id = EXCLUDED.user_id, code_hash = EXCLUDED.code_hash, tries = 0,
       created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
    [
      input.purpose,
      input.email,
      input.projectId,
      input.deviceId ?? null,
      input.userId ?? null,
      codeHash(input.email, code),
      at(now),
      at(now + input.ttlSeconds * 1000),
    ],
  )
  // Codes a day past their time go as new ones come (a login's code is replaced anyway).
  await db.query('DELETE FROM embedded_codes WHERE expires_at < $1', [at(now - 86_400_000)])
  return code
}

export interface CheckCodeInput {
  purpose: CodePurpose
  email: string
  code: string
  projectId: string
  /** The device the code was requested from (login codes): another device's try is a wrong one. */
  deviceId?: string
  maxTries: number
  now?: number
}

export interface UsedCode {
  userId: string | null
  deviceId: string | null
}

const expired = () => new EmbeddedRefusal('OTP_EXPIRED', 'The code has expired', 400)
const locked = () => new EmbeddedRefusal('OTP_LOCKED', 'Too many attempts, request a new code', 429)

/**
 * Checks and consumes a code (single use). Wrong: 400 OTP_INVALID with `triesLeft`, the try
 * counted; the last allowed wrong try and any try after it: 429 OTP_LOCKED (the code is void);
 * none, used or past its time: 400 OTP_EXPIRED. Compared in constant time.
 */
export async function useCode(db: Queryable, input: CheckCodeInput): Promise<UsedCode> {
  const now = input.now ?? Date.now()
  const [row] = await db.query<{
    code_hash: string
    tries: number
    expires_at: Date | string
    device_id: string | null
    user_id: string | null
    project_id: string
  }>(
    `SELECT code_hash, tries, expires_at, device_id, user_id, project_id
       FROM embedded_codes WHERE purpose = $1 AND email = $2`,
    [input.purpose, input.email],
  )
  if (!row || row.project_id !== input.projectId) throw expired()
  if (row.tries >= input.maxTries) throw locked()
  if (new Date(row.expires_at).getTime() <= now) throw expired()
  const right =
    sameDigest(codeHash(input.email, input.code), row.code_hash) &&
    (input.deviceId === undefined || row.device_id === input.deviceId)
  if (right) {
    const used = await db.query(
      `DELETE FROM embedded_codes
        WHERE purpose = $1 AND email = $2 AND code_hash = $3 AND tries < $4
        RETURNING email`,
      [input.purpose, input.email, row.code_hash, input.maxTries],
    )
    if (used.length === 0) throw expired()
    return { userId: row.user_id, deviceId: row.device_id }
  }
  const [counted] = await db.query<{ tries: number }>(
    `UPDATE embedded_codes SET tries = tries + 1
      WHERE purpose = $1 AND email = $2 AND code_hash = $3 AND tries < $4
      RETURNING tries`,
    [input.purpose, input.email, row.code_hash, input.maxTries],
  )
  const triesLeft = counted ? input.maxTries - counted.tries : 0
  if (triesLeft <= 0) throw locked()
  throw new EmbeddedRefusal('OTP_INVALID', 'Invalid code', 400, { triesLeft })
}

/**
 * `useCode` for a code mailed to a signed-in user (the two steps of an email change): a code
 * issued to anyone else counts as expired.
 */
export async function useUserCode(db: Queryable, input: CheckCodeInput, userId: string) {
  const used = await useCode(db, input)
  if (used.userId !== userId) throw expired()
}
