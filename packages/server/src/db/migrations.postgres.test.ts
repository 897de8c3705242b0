import { describe, expect, it } from 'vitest'
import { adminQuery, createTestDatabase, dropTestDatabase } from '../testing/postgres.testing.js'
import { openDatabase } from './database.js'
import { MIGRATION_LOCK, MIGRATIONS, migrate } from './migrations.js'

/** Polls another session's state (no event reaches us from it) until `check` holds, 20 s at most. */
async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('migrate on PostgreSQL', () => {
  it('two migrate() calls racing on one database apply each step once', async () => {
    const url = await createTestDatabase()
    const [a, b] = await Promise.all([openDatabase({ url }), openDatabase({ url })])
    const holder = await openDatabase({ url, poolSize: 1 })
    try {
      // Hold the migration lock so both calls are surely in flight together, then let them go.
      let racing: Promise<number[][]> | undefined
      await holder.exclusive(MIGRATION_LOCK, async (tx) => {
        racing = Promise.all([migrate(a), migrate(b)])
        racing.catch(() => undefined)
        await until(async () => {
          const [row] = await tx.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_locks
              WHERE locktype = 'advisory' AND NOT granted AND database = (
                SELECT oid FROM pg_database WHERE datname = current_database())`,
          )
          return row?.waiting === 2
        }, 'both migrate() calls to wait on the migration lock')
      })
      // The lock is released with the holder's transaction: both calls go on, one after the other.
      const [ranA = [], ranB = []] = (await racing) ?? []
      const all = MIGRATIONS.map((step) => step.id)
      // One applied every step, the other found them applied.
      expect([ranA, ranB].sort((x, y) => y.length - x.length)).toEqual([all, []])
      const rows = await a.query<{ id: number; times: number }>(
        'SELECT id, count(*)::int AS times FROM gangway_migrations GROUP BY id ORDER BY id',
      )
      expect(rows).toEqual(all.map((id) => ({ id, times: 1 })))
      // The same race on a database already migrated: nothing to do for either.
      expect(await Promise.all([migrate(a), migrate(b)])).toEqual([[], []])
    } finally {
      await Promise.all([a.close(), b.close(), holder.close()])
      await dropTestDatabase(url)
    }
    // Nothing left behind on the cluster.
    const name = new URL(url).pathname.slice(1)
    const cluster = new URL(url)
    cluster.pathname = '/postgres'
    expect(
      await adminQuery(cluster.toString(), 'SELECT 1 FROM pg_database WHERE datname = $1', [name]),
    ).toEqual([])
  }, 60_000)
})
