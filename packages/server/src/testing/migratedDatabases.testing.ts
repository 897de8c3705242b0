import { afterAll } from 'vitest'
import { type Database, openDatabase } from '../db/database.js'
import { migrate } from '../db/migrations.js'
import { createTestDatabase, dropTestDatabase, postgresClusterUrl } from './postgres.testing.js'

/**
 * Migrated databases for the tests of one file, closed (and on PostgreSQL dropped) after it.
 * `open(connections)` gives `connections` handles on one migrated database: in the
 * server-postgres project a fresh PostgreSQL database with a pool per handle, as replicas have;
 * elsewhere the file's one in-memory PGlite (its start is the slow part), so tests sharing it
 * keep to names and rows of their own. `poolSize`: each PostgreSQL handle's pool.
 */
export function useMigratedDatabases(poolSize = 4): (connections?: number) => Promise<Database[]> {
  const opened: Database[] = []
  const made: string[] = []
  let embedded: Promise<Database> | undefined
  afterAll(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()))
    await Promise.all(made.splice(0).map(dropTestDatabase))
  }, 30_000)
  return async (connections = 1) => {
    const cluster = postgresClusterUrl()
    if (!cluster) {
      embedded ??= openDatabase({ dataDir: 'memory://' }).then(async (db) => {
        opened.push(db)
        await migrate(db)
        return db
      })
      const db = await embedded
      return Array.from({ length: connections }, () => db)
    }
    const url = await createTestDatabase(cluster)
    made.push(url)
    const handles = await Promise.all(
      Array.from({ length: connections }, () => openDatabase({ url, poolSize })),
    )
    opened.push(...handles)
    await migrate(handles[0] as Database)
    return handles
  }
}
