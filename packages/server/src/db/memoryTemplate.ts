import { type Database, pgliteDatabase } from './database.js'
import { migrate } from './migrations.js'

/** The migrated empty database, made once per process (a pure function of MIGRATIONS). */
let dump: Promise<Blob> | undefined

/**
 * An empty in-memory PGlite database with every migration applied, as a data dump that
 * `openDatabase({ dataDir: 'memory://', loadDataDir })` starts from: copying it takes about a
 * third of the time a new database and its migrations take (0.5 s against 1.7 s here), which
 * counts where many short-lived servers start (tests, a host's tests).
 */
export function migratedMemoryDump(): Promise<Blob> {
  dump ??= makeDump().catch((error: Error) => {
    dump = undefined
    throw error
  })
  return dump
}

async function makeDump(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite')
  const pg = await PGlite.create('memory://')
  const db: Database = pgliteDatabase(pg)
  try {
    await migrate(db)
    return await pg.dumpDataDir('none')
  } finally {
    await db.close()
  }
}
