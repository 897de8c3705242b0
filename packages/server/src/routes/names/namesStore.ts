import type { Database } from '../../db/database.js'

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

/** The names table (migration 2): one row per name, its key the lower-case full name. */
export function namesStore(db: Pick<Database, 'query'>) {
  return {
    /** Stores the name unless it is taken: undefined when it was. */
    async insert(entry: {
      name: string
      projectId: string
      coinType: number
      address: string
    }): Promise<NameRecord | undefined> {
      const rows = await db.query<NameRow>(
        `INSERT INTO account_names (name, project_id, coin_type, address, address_key)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (name) DO NOTHING
         RETURNING ${COLUMNS}`,
        [entry.name, entry.projectId, entry.coinType, entry.address, entry.address.toLowerCase()],
      )
      return rows[0] && record(rows[0])
    },
    async byName(name: string): Promise<NameRecord | undefined> {
      const rows = await db.query<NameRow>(`SELECT ${COLUMNS} FROM account_names WHERE name = $1`, [
        name,
      ])
      return rows[0] && record(rows[0])
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
