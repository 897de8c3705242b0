import { randomBytes } from 'node:crypto'
import type { Database } from '../db/database.js'

type Queryable = Pick<Database, 'query'>

export interface VaultAnswer {
  /** The user's server key K: 32 random bytes, base64url, made on the first read. */
  serverKey: string
  vault: null | { recovery: string; addresses: { eip155?: string; solana?: string } }
}

interface VaultRow {
  server_key: string
  recovery: string | null
  eip155_address: string | null
  solana_address: string | null
}

const answerOf = (row: VaultRow): VaultAnswer => ({
  serverKey: row.server_key,
  vault:
    row.recovery === null
      ? null
      : {
          recovery: row.recovery,
          addresses: {
            ...(row.eip155_address && { eip155: row.eip155_address }),
            ...(row.solana_address && { solana: row.solana_address }),
          },
        },
})

/** The user's vault, its server key created on the first call (racing calls get the same key). */
export async function readVault(db: Queryable, userId: string): Promise<VaultAnswer> {
  await db.query(
    `INSERT INTO embedded_vaults (user_id, server_key) VALUES ($1, $2)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, randomBytes(32).toString('base64url')],
  )
  const [row] = await db.query<VaultRow>(
    `SELECT server_key, recovery, eip155_address, solana_address
       FROM embedded_vaults WHERE user_id = $1`,
    [userId],
  )
  if (!row) throw new Error('embedded vault vanished')
  return answerOf(row)
}

/**
 * Stores the recovery blob and the addresses, once: false when the vault holds one already
 * (the blob is never replaced, so a stolen session cannot swap the recovery).
 */
export async function storeVault(
  db: Queryable,
  userId: string,
  input: {
    recovery: string
    addresses: { eip155?: string | undefined; solana?: string | undefined }
  },
  now = Date.now(),
): Promise<boolean> {
  const stored = await db.query(
    `INSERT INTO embedded_vaults (user_id, server_key, recovery, eip155_address, solana_address, stored_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET
       recovery = EXCLUDED.recovery, eip155_address = EXCLUDED.eip155_address,
       solana_address = EXCLUDED.solana_address, stored_at = EXCLUDED.stored_at
      WHERE embedded_vaults.recovery IS NULL
     RETURNING user_id`,
    [
      userId,
      randomBytes(32).toString('base64url'),
      input.recovery,
      input.addresses.eip155 ?? null,
      input.addresses.solana ?? null,
      new Date(now),
    ],
  )
  return stored.length > 0
}
