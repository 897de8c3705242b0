import { afterAll, describe, expect, it } from 'vitest'
import {
  createTestDatabase,
  dropTestDatabase,
  postgresClusterUrl,
} from '../testing/postgres.testing.js'
import { type Database, openDatabase } from './database.js'
import { MIGRATIONS, migrate } from './migrations.js'

const opened: Database[] = []
const made: string[] = []
afterAll(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()))
  await Promise.all(made.splice(0).map(dropTestDatabase))
})

/** A fresh database: a new PostgreSQL database in the server-postgres project, else PGlite. */
async function freshDatabase(): Promise<Database> {
  const cluster = postgresClusterUrl()
  let url: string | undefined
  if (cluster) {
    url = await createTestDatabase(cluster)
    made.push(url)
  }
  const db = await openDatabase({ url, dataDir: 'memory://' })
  opened.push(db)
  return db
}

describe('migrate', () => {
  it('applies every step once and records it; a second run applies nothing', async () => {
    const db = await freshDatabase()
    expect(await migrate(db)).toEqual(MIGRATIONS.map((step) => step.id))
    expect(await migrate(db)).toEqual([])
    const rows = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM gangway_migrations ORDER BY id',
    )
    expect(rows).toEqual(MIGRATIONS.map(({ id, name }) => ({ id, name })))
    expect(await db.query('SELECT count(*)::int AS n FROM analytics_events')).toEqual([{ n: 0 }])
  }, 30_000)
})
