import { randomAlphanumeric } from '../auth/randomId.js'
import type { Database } from '../db/database.js'

type Queryable = Pick<Database, 'query'>

/** How the user logs in: by email code, a social provider or Farcaster. */
export type UserProvider =
  | 'email'
  | 'google'
  | 'x'
  | 'discord'
  | 'github'
  | 'apple'
  | 'facebook'
  | 'farcaster'

export interface EmbeddedUser {
  id: string
  provider: UserProvider
  /** The provider's id of the user: the email for 'email', the OAuth `sub`, the FID. */
  subject: string
  email: string | null
  username: string | null
  fid: string | null
}

/** The `user` of every login answer and of `GET /embedded/me`. */
export interface UserAnswer {
  id: string
  email?: string
  username?: string
  provider: UserProvider
  isNew: boolean
  addresses: { eip155?: string; solana?: string }
}

interface UserRow {
  id: string
  provider: UserProvider
  subject: string
  email: string | null
  username: string | null
  fid: string | number | null
}

const COLUMNS = 'id, provider, subject, email, username, fid'

const toUser = (row: UserRow): EmbeddedUser => ({
  ...row,
  fid: row.fid === null ? null : String(row.fid),
})

/** Emails are kept and compared lower-case and trimmed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export async function findUserById(db: Queryable, id: string): Promise<EmbeddedUser | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM embedded_users WHERE id = $1`, [id])
  return row && toUser(row)
}

/** The user who logs in with this email (provider 'email'). */
export async function findEmailUser(
  db: Queryable,
  email: string,
): Promise<EmbeddedUser | undefined> {
  const [row] = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM embedded_users WHERE provider = 'email' AND email = $1`,
    [normalizeEmail(email)],
  )
  return row && toUser(row)
}

/**
 * The email's user and whether `deviceId` is a device that user approved (a login on it, or a
 * used link), in one statement: the email login's first read, the same work whether or not the
 * email has a user.
 */
export async function findEmailUserAndDevice(
  db: Queryable,
  email: string,
  deviceId: string,
): Promise<{ user: EmbeddedUser | undefined; ownDevice: boolean }> {
  const [row] = await db.query<UserRow & { own_device: boolean }>(
    `SELECT ${COLUMNS}, EXISTS (
       SELECT 1 FROM embedded_devices d WHERE d.user_id = u.id AND d.device_id = $2
     ) AS own_device
     FROM embedded_users u WHERE provider = 'email' AND email = $1`,
    [normalizeEmail(email), deviceId],
  )
  if (!row) return { user: undefined, ownDevice: false }
  const { own_device: ownDevice, ...user } = row
  return { user: toUser(user), ownDevice: ownDevice === true }
}

export interface UserIdentity {
  provider: UserProvider
  /** The provider's id of the user (for 'email': the email). */
  subject: string
  email?: string | null
  username?: string | null
  fid?: string | number | bigint | null
}

/**
 * The user with this provider and subject, created when new (`isNew`). A returning user's
 * username (and email, for a social or Farcaster user) is refreshed when given. Safe when two
 * logins race: one creates, the other reads it.
 */
export async function findOrCreateUser(
  db: Queryable,
  identity: UserIdentity,
): Promise<{ user: EmbeddedUser; isNew: boolean }> {
  const subject =
    identity.provider === 'email' ? normalizeEmail(identity.subject) : identity.subject
  const email =
    identity.provider === 'email' ? subject : identity.email ? normalizeEmail(identity.email) : null
  const fid = identity.fid === undefined || identity.fid === null ? null : String(identity.fid)
  const inserted = await db.query<UserRow>(
    `INSERT INTO embedded_users (id, provider, subject, email, username, fid)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (provider, subject) DO NOTHING
     RETURNING ${COLUMNS}`,
    [randomAlphanumeric(24), identity.provider, subject, email, identity.username ?? null, fid],
  )
  if (inserted[0]) return { user: toUser(inserted[0]), isNew: true }
  const [row] = await db.query<UserRow>(
    `UPDATE embedded_users
        SET username = COALESCE($3, username),
            email = CASE WHEN provider = 'email' THEN email ELSE COALESCE($4, email) END,
            fid = COALESCE($5, fid)
      WHERE provider = $1 AND subject = $2
      RETURNING ${COLUMNS}`,
    [identity.provider, subject, identity.username ?? null, email, fid],
  )
  if (!row) throw new Error('embedded user vanished while logging in')
  return { user: toUser(row), isNew: false }
}

/** The user as login answers show it, with the addresses of their vault when stored. */
export async function userAnswer(
  db: Queryable,
  user: EmbeddedUser,
  isNew = false,
): Promise<UserAnswer> {
  const [vault] = await db.query<{ eip155_address: string | null; solana_address: string | null }>(
    'SELECT eip155_address, solana_address FROM embedded_vaults WHERE user_id = $1',
    [user.id],
  )
  return {
    id: user.id,
    ...(user.email !== null && { email: user.email }),
    ...(user.username !== null && { username: user.username }),
    provider: user.provider,
    isNew,
    addresses: {
      ...(vault?.eip155_address && { eip155: vault.eip155_address }),
      ...(vault?.solana_address && { solana: vault.solana_address }),
    },
  }
}
