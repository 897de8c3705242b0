import { randomAlphanumeric } from '../../auth/randomId.js'
import type { Database } from '../../db/database.js'
import { randomToken, sha256Hex } from '../secrets.js'

type Queryable = Pick<Database, 'query'>

/** How long a channel waits for its signer and its completion: 10 minutes. */
export const CHANNEL_TTL_MS = 600_000

export interface FarcasterChannel {
  projectId: string
  deviceId: string
  nonce: string
  domain: string
  /** Set once a signer authenticated the channel. */
  signed?: { message: string; signature: string; fid: string; username: string }
  completed: boolean
}

interface ChannelRow {
  project_id: string
  device_id: string
  nonce: string
  domain: string
  message: string | null
  signature: string | null
  fid: string | number | null
  username: string | null
  completed_at: Date | string | null
}

const toChannel = (row: ChannelRow): FarcasterChannel => ({
  projectId: row.project_id,
  deviceId: row.device_id,
  nonce: row.nonce,
  domain: row.domain,
  ...(row.message !== null &&
    row.signature !== null &&
    row.fid !== null && {
      signed: {
        message: row.message,
        signature: row.signature,
        fid: String(row.fid),
        username: row.username ?? '',
      },
    }),
  completed: row.completed_at !== null,
})

/** Opens a channel for the device: a random token (kept as its SHA-256) and SIWE nonce. */
export async function openChannel(
  db: Queryable,
  channel: { projectId: string; deviceId: string; domain: string },
  now = Date.now(),
) {
  // Channels over for a day are of no use any more: each new one clears them (an indexed range).
  await db.query(
    `DELETE FROM embedded_farcaster_channels WHERE expires_at < to_timestamp($1 / 1000.0) - interval '1 day'`,
    [now],
  )
  const channelToken = randomToken(32)
  const nonce = randomAlphanumeric(24)
  await db.query(
    `INSERT INTO embedded_farcaster_channels
       (token_hash, project_id, device_id, nonce, domain, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, to_timestamp($6 / 1000.0), to_timestamp($7 / 1000.0))`,
    [
      sha256Hex(channelToken),
      channel.projectId,
      channel.deviceId,
      nonce,
      channel.domain,
      now,
      now + CHANNEL_TTL_MS,
    ],
  )
  return { channelToken, nonce }
}

/** The live (unexpired) channel of this token; undefined when unknown or expired. */
export async function findChannel(
  db: Queryable,
  channelToken: string,
  now = Date.now(),
): Promise<FarcasterChannel | undefined> {
  const [row] = await db.query<ChannelRow>(
    `SELECT project_id, device_id, nonce, domain, message, signature, fid, username, completed_at
       FROM embedded_farcaster_channels
      WHERE token_hash = $1 AND expires_at > to_timestamp($2 / 1000.0)`,
    [sha256Hex(channelToken), now],
  )
  return row && toChannel(row)
}

/** Records the signer's message on the channel, once: false when it was authenticated already. */
export async function recordSignature(
  db: Queryable,
  channelToken: string,
  signed: { message: string; signature: string; fid: string; username: string },
  now = Date.now(),
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE embedded_farcaster_channels
        SET message = $2, signature = $3, fid = $4, username = $5,
            authenticated_at = to_timestamp($6 / 1000.0)
      WHERE token_hash = $1 AND authenticated_at IS NULL AND expires_at > to_timestamp($6 / 1000.0)
      RETURNING token_hash`,
    [sha256Hex(channelToken), signed.message, signed.signature, signed.fid, signed.username, now],
  )
  return rows.length === 1
}

/** Marks the channel completed, once, for its project and device: false otherwise. */
export async function markCompleted(
  db: Queryable,
  channel: { channelToken: string; projectId: string; deviceId: string },
  now = Date.now(),
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE embedded_farcaster_channels SET completed_at = to_timestamp($4 / 1000.0)
      WHERE token_hash = $1 AND project_id = $2 AND device_id = $3 AND completed_at IS NULL
        AND authenticated_at IS NOT NULL AND expires_at > to_timestamp($4 / 1000.0)
      RETURNING token_hash`,
    [sha256Hex(channel.channelToken), channel.projectId, channel.deviceId, now],
  )
  return rows.length === 1
}
