import type { PGlite } from '@electric-sql/pglite'
import type { Pool } from 'pg'

/** One SQL database, embedded (PGlite) or PostgreSQL, behind the same small interface. */
export interface Database {
  readonly kind: 'pglite' | 'postgres'
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>
  /** Runs `work` with the database to itself: a transaction holding `lockKey`'s advisory lock. */
  exclusive<T>(lockKey: number, work: (db: Pick<Database, 'query'>) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string: the server uses PostgreSQL. */
  url?: string | undefined
  /** Otherwise PGlite in this data directory (`memory://` for a database in memory). */
  dataDir?: string | undefined
  /**
   * PGlite only: start from this data directory, as PGlite's `dumpDataDir()` gave it (a database
   * already made and migrated, copied in about a third of the time a new one takes).
   */
  loadDataDir?: Blob | undefined
  /** Most connections a PostgreSQL pool opens (default 10). */
  poolSize?: number
}

export const DEFAULT_DATA_DIR = './.gangway-data'

/** Opens the configured database: PostgreSQL when `url` is set, else embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.loadDataDir)
}

async function openPglite(dataDir = DEFAULT_DATA_DIR, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  return pgliteDatabase(await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {}))
}

/** A PGlite instance behind the Database interface. */
export function pgliteDatabase(db: PGlite): Database {
  // PGlite is one connection: statements run one after the other, so a transaction is exclusive.
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(sql, params as unknown[])
      return result.rows
    },
    exclusive: (_lockKey, work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params: readonly unknown[] = []) =>
            (await tx.query<Row>(sql, params as unknown[])).rows,
        }),
      ),
    close: () => db.close(),
  }
}

/** Statements given a name (each is prepared once per connection), per process. */
const PREPARED_STATEMENTS = 256
/** Statements with more parameters run unnamed: multi-row INSERTs, a text per row count. */
const PREPARED_MAX_PARAMS = 64

/**
 * A name for each distinct statement, for node-postgres to prepare it once per connection and
 * then only bind and execute it (PostgreSQL skips parsing and planning). Past PREPARED_STATEMENTS
 * distinct texts the rest run unnamed, as do those of over PREPARED_MAX_PARAMS parameters (the
 * analytics batches, whose VALUES lists vary with their size).
 */
function preparedNames() {
  const names = new Map<string, string>()
  return (sql: string, params: number): string | undefined => {
    const known = names.get(sql)
    if (known || names.size >= PREPARED_STATEMENTS || params > PREPARED_MAX_PARAMS) return known
    const name = `gangway_${names.size}`
    names.set(sql, name)
    return name
  }
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const { default: pg } = await import('pg')
  const pool: Pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 })
  // An idle client that loses its connection must not take the process down.
  pool.on('error', () => undefined)
  const prepared = preparedNames()
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const name = prepared(sql, params.length)
      const result = await pool.query(
        name
          ? { name, text: sql, values: params as unknown[] }
          : { text: sql, values: params as unknown[] },
      )
      return result.rows as Row[]
    },
    async exclusive(lockKey, work) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        await client.query('SELECT pg_advisory_xact_lock($1)', [lockKey])
        const result = await work({
          query: async <Row>(sql: string, params: readonly unknown[] = []) =>
            (await client.query(sql, params as unknown[])).rows as Row[],
        })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
