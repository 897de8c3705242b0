import type { Database } from '../../db/database.js'
import { recentlyUsed } from '../shared/recentlyUsed.js'

/** A registered name as the routes answer it: `addresses` keyed by ENSIP-11 coin type. */
export interface NameRecord {
  name: string
  addresses: Record<string, { address: string }>
  createdAt: string
}

interface NameRow {
  name: string
  coin_type: string | number
  address: string
  created_at: Date | string
}

const record = (row: NameRow): NameRecord => ({
  name: row.name,
  addresses: { [String(row.coin_type)]: { address: row.address } },
  createdAt: new Date(row.created_at).toISOString(),
})

const COLUMNS = 'name, coin_type, address, created_at'

/** The transaction lock of a registration (its per-address count and insert together). */
const REGISTRATION_LOCK = 0x6e616d

/** Registered names this process keeps in memory at most (the ones asked most recently). */
const KEPT_NAMES = 10_000

/**
 * The names table (migration 2): one row per name, its key the lower-case full name. A row is
 * never changed or removed once stored, so a record found is kept and answered from memory
 * (`/names/lookup` and the CCIP-Read gateway ask for the same names again and again); a name not
 * found is asked again each time (another replica may have registered it since).
 */
export function namesStore(db: Pick<Database, 'query' | 'exclusive'>) {
  const known = recentlyUsed<NameRecord>(KEPT_NAMES)
  return {
    /**
     * Stores the name unless it is taken ('taken') or the address already holds `maxPerAddress`
     * names, any coin type ('limit'). The count and the insert run in one transaction under a
     * lock, so replicas registering for one address at once cannot pass the cap together.
     */
    insert(
      entry: { name: string; projectId: string; coinType: number; address: string },
      maxPerAddress: number,
    ): Promise<NameRecord | 'taken' | 'limit'> {
      const addressKey = entry.address.toLowerCase()
      return db.exclusive(REGISTRATION_LOCK, async (tx) => {
        const [held] = await tx.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM account_names WHERE address_key = $1',
          [addressKey],
        )
        if ((held?.count ?? 0) >= maxPerAddress) return 'limit'
        const rows = await tx.query<NameRow>(
          `INSERT INTO account_names (name, project_id, coin_type, address, address_key)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (name) DO NOTHING
           RETURNING ${COLUMNS}`,
          [entry.name, entry.projectId, entry.coinType, entry.address, addressKey],
        )
        return rows[0] ? record(rows[0]) : 'taken'
      })
    },
    async byName(name: string): Promise<NameRecord | undefined> {
      const kept = known.get(name)
      if (kept) return kept
      const rows = await db.query<NameRow>(`SELECT ${COLUMNS} FROM account_names WHERE name = $1`, [
        name,
      ])
      const found = rows[0] && record(rows[0])
      if (found) known.set(name, found)
      return found
    },
    /** The names of an address (any case), oldest first; of one coin type when given. */
    async byAddress(address: string, coinType?: number): Promise<NameRecord[]> {
      const rows = await db.query<NameRow>(
        `SELECT ${COLUMNS} FROM account_names
         WHERE address_key = $1 AND ($2::BIGINT IS NULL OR coin_type = $2)
         ORDER BY created_at, name`,
        [address.toLowerCase(), coinType ?? null],
      )
      return rows.map(record)
    },
    /** Which of `names` are registered. */
    async registered(names: readonly string[]): Promise<Set<string>> {
      const rows = await db.query<{ name: string }>(
        'SELECT name FROM account_names WHERE name = ANY($1::TEXT[])',
        [names],
      )
      return new Set(rows.map((row) => row.name))
    },
  }
}
