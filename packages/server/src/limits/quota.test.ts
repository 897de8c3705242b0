import { describe, expect, it, onTestFinished } from 'vitest'
import { type Database, openDatabase } from '../db/database.js'
import { useMigratedDatabases } from '../testing/migratedDatabases.testing.js'
import { withLocalFallback } from './localQuota.js'
import { createQuota } from './quota.js'

/**
 * One migrated database and `connections` handles on it: on PostgreSQL (server-postgres) each its
 * own pool, as replicas have; on PGlite the one embedded database (a single process's). Each test
 * uses its own quota names.
 */
const sharedDatabase = useMigratedDatabases()

/** A clock the test moves by hand. */
const clock = (start = 1_700_000_000_000) => {
  const time = { now: start }
  return { now: () => time.now, advance: (ms: number) => (time.now += ms) }
}

/** A database for a test that needs one handle (each test uses its own quota names). */
const single = async () => (await sharedDatabase(1))[0] as Database

describe('createQuota', { timeout: 60_000 }, () => {
  it('lets a key take up to the limit per window, then refuses with the time left', async () => {
    const db = await single()
    const time = clock()
    const quota = createQuota(db, { name: 'up-to-limit', limit: 3, windowMs: 60_000, ...time })
    const takes = []
    for (let i = 0; i < 3; i++) takes.push(await quota.take('client-a'))
    expect(takes.map((take) => [take.allowed, take.count])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
    ])
    time.advance(20_000)
    expect(await quota.take('client-a')).toEqual({ allowed: false, retryAfterMs: 40_000, count: 3 })
    // Another key, and the same key under another quota name, have their own counts.
    expect((await quota.take('client-b')).allowed).toBe(true)
    const other = createQuota(db, { name: 'up-to-limit-2', limit: 3, windowMs: 60_000, ...time })
    expect(await other.take('client-a')).toEqual({ allowed: true, retryAfterMs: 0, count: 1 })
  })

  it('starts a new window once the key’s window has ended', async () => {
    const db = await single()
    const time = clock()
    const quota = createQuota(db, { name: 'new-window', limit: 2, windowMs: 1_000, ...time })
    await quota.take('k')
    await quota.take('k')
    expect((await quota.take('k')).allowed).toBe(false)
    time.advance(1_000)
    expect(await quota.take('k')).toEqual({ allowed: true, retryAfterMs: 0, count: 1 })
  })

  it('counts amounts; a refused take adds nothing, so a smaller one may still pass', async () => {
    const db = await single()
    const time = clock()
    const quota = createQuota(db, { name: 'amounts', limit: 10, windowMs: 60_000, ...time })
    expect(await quota.take('bytes', 7)).toEqual({ allowed: true, retryAfterMs: 0, count: 7 })
    expect(await quota.take('bytes', 5)).toEqual({ allowed: false, retryAfterMs: 60_000, count: 7 })
    expect(await quota.take('bytes', 3)).toEqual({ allowed: true, retryAfterMs: 0, count: 10 })
    // Over the limit on its own: refused, even in a fresh window.
    expect((await quota.take('huge', 11)).allowed).toBe(false)
    expect((await quota.take('huge', 10)).allowed).toBe(true)
    await expect(quota.take('bytes', 0)).rejects.toThrow(/positive integer/)
  })

  it('stores a long key as its hash, still one count per key', async () => {
    const db = await single()
    const quota = createQuota(db, { name: 'long-keys', limit: 1, windowMs: 60_000 })
    const long = 'x'.repeat(5_000)
    expect((await quota.take(long)).allowed).toBe(true)
    expect((await quota.take(long)).allowed).toBe(false)
    expect((await quota.take(`${long}y`)).allowed).toBe(true)
    const rows = await db.query<{ length: number }>(
      "SELECT length(key) AS length FROM quota_counters WHERE name = 'long-keys'",
    )
    expect(rows.map((row) => Number(row.length))).toEqual([71, 71])
  })

  it('sweeps windows that ended, about once per window', async () => {
    const db = await single()
    const time = clock()
    const quota = createQuota(db, { name: 'sweep', limit: 5, windowMs: 1_000, ...time })
    for (const key of ['a', 'b', 'c']) await quota.take(key)
    const count = async () =>
      Number(
        (
          await db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM quota_counters WHERE name = 'sweep'",
          )
        )[0]?.n,
      )
    expect(await count()).toBe(3)
    time.advance(1_000)
    await quota.take('d')
    // a, b and c ended; d is the new window's.
    expect(await count()).toBe(1)
  })

  it('refuses a key whose window is full in this process, without a round trip, until it ends', async () => {
    const db = await single()
    const queries: string[] = []
    const counting: Database = {
      ...db,
      query: (sql, params) => {
        queries.push(sql)
        return db.query(sql, params)
      },
    }
    const time = clock()
    const quota = createQuota(counting, { name: 'local', limit: 2, windowMs: 10_000, ...time })
    await quota.take('k')
    await quota.take('k')
    expect(queries).toHaveLength(2)
    time.advance(4_000)
    expect(await quota.take('k')).toEqual({ allowed: false, retryAfterMs: 6_000, count: 2 })
    expect(queries).toHaveLength(2)
    // A key that is not full still asks the database.
    await quota.take('other')
    expect(queries).toHaveLength(3)
    time.advance(6_000)
    expect((await quota.take('k')).allowed).toBe(true)
  })

  it('holds across replicas: two handles taking at once never pass more than the limit', async () => {
    // On PostgreSQL two pools (as two replicas); each quota instance is a process's.
    const [a, b] = await sharedDatabase(2)
    const time = clock()
    const options = { name: 'replicas', limit: 25, windowMs: 60_000, ...time }
    const replicaA = createQuota(a as Database, options)
    const replicaB = createQuota(b as Database, options)
    const takes = await Promise.all(
      Array.from({ length: 80 }, (_, i) => (i % 2 ? replicaA : replicaB).take('client')),
    )
    expect(takes.filter((take) => take.allowed)).toHaveLength(25)
    const counts = takes.filter((take) => take.allowed).map((take) => take.count)
    // Each allowed take saw its own count: none was lost to a race.
    expect(new Set(counts).size).toBe(25)
    expect(Math.max(...counts)).toBe(25)
  })

  it('sends the takes of one key that arrive while one is in flight as one statement; exactly the limit passes', async () => {
    const db = await single()
    const takes: number[] = []
    const counting: Database = {
      ...db,
      query: (sql, params) => {
        if (sql.startsWith('INSERT INTO quota_counters')) takes.push(Number(params?.[4]))
        return db.query(sql, params)
      },
    }
    const quota = createQuota(counting, { name: 'grouped', limit: 100, windowMs: 60_000 })
    const answers = await Promise.all(Array.from({ length: 40 }, () => quota.take('k')))
    expect(answers.every((take) => take.allowed)).toBe(true)
    expect(answers.map((take) => take.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    )
    // The first alone, the 39 that came meanwhile as one take of 39 (40 statements before).
    expect(takes).toEqual([1, 39])
    // Near the limit: the group's total does not fit, so each is taken in turn; 60 pass in all.
    const near = await Promise.all(Array.from({ length: 70 }, () => quota.take('k')))
    expect(near.filter((take) => take.allowed)).toHaveLength(60)
    expect(near.filter((take) => !take.allowed).every((take) => take.retryAfterMs > 0)).toBe(true)
  })

  /** `db` with its lease statements counted (the units asked for: parameter $5). */
  const countingLeases = (db: Database, leases: number[]): Database => ({
    ...db,
    query: (sql, params) => {
      if (sql.startsWith('INSERT INTO quota_counters')) leases.push(Number(params?.[4]))
      return db.query(sql, params)
    },
  })

  it('answers takes from a leased share: one statement per lease, not per take', async () => {
    const db = await single()
    const leases: number[] = []
    const time = clock()
    const quota = createQuota(countingLeases(db, leases), {
      name: 'leased',
      limit: 100,
      windowMs: 60_000,
      lease: 10,
      ...time,
    })
    const takes = []
    for (let i = 0; i < 25; i++) takes.push(await quota.take('k'))
    expect(takes.map((take) => take.count)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1))
    expect(takes.every((take) => take.allowed)).toBe(true)
    // Three leases of 10 for 25 takes; the database counts every leased unit.
    expect(leases).toEqual([10, 10, 10])
    const [row] = await db.query<{ count: string | number }>(
      "SELECT count FROM quota_counters WHERE name = 'leased' AND key = 'k'",
    )
    expect(Number(row?.count)).toBe(30)
    // The window ends: the 5 units left go with it, and the next take leases in the new one.
    time.advance(60_000)
    expect(await quota.take('k')).toEqual({ allowed: true, retryAfterMs: 0, count: 1 })
    expect(leases).toEqual([10, 10, 10, 10])
  })

  it('leasing replicas together never pass more than the limit; a unit one holds is not the other’s', async () => {
    const [a, b] = await sharedDatabase(2)
    const time = clock()
    const options = { name: 'leased-replicas', limit: 95, windowMs: 60_000, lease: 10, ...time }
    const replicaA = createQuota(a as Database, options)
    const replicaB = createQuota(b as Database, options)
    const takes = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? replicaA : replicaB).take('client')),
    )
    const allowed = takes.filter((take) => take.allowed)
    expect(allowed).toHaveLength(95)
    // Each allowed take got its own unit of the window.
    expect(new Set(allowed.map((take) => take.count)).size).toBe(95)
    // The price: A leased 10 and used 1; B gets the 10 left in the database, not A's 9.
    const other = { ...options, name: 'leased-held', limit: 20 }
    const holderA = createQuota(a as Database, other)
    const holderB = createQuota(b as Database, other)
    expect((await holderA.take('client')).allowed).toBe(true)
    const fromB = []
    for (let i = 0; i < 11; i++) fromB.push((await holderB.take('client')).allowed)
    expect(fromB.filter(Boolean)).toHaveLength(10)
    expect(fromB[10]).toBe(false)
    // A answers its 9 from its lease.
    for (let i = 0; i < 9; i++) expect((await holderA.take('client')).allowed).toBe(true)
    expect((await holderA.take('client')).allowed).toBe(false)
  })

  it('a lease is what the waiting takes need when more than the share; an amount over what is left takes nothing', async () => {
    const db = await single()
    const leases: number[] = []
    const time = clock()
    const quota = createQuota(countingLeases(db, leases), {
      name: 'leased-amounts',
      limit: 1_000,
      windowMs: 60_000,
      lease: 100,
      ...time,
    })
    expect(await quota.take('bytes', 350)).toEqual({ allowed: true, retryAfterMs: 0, count: 350 })
    expect(await quota.take('bytes', 50)).toEqual({ allowed: true, retryAfterMs: 0, count: 400 })
    expect(await quota.take('bytes', 500)).toEqual({ allowed: true, retryAfterMs: 0, count: 900 })
    // The 50 units left of the second lease, then 450 more.
    expect(leases).toEqual([350, 100, 450])
    // 100 left in the database: 150 cannot fit (refused here, nothing taken); 100 passes.
    expect(await quota.take('bytes', 150)).toEqual({
      allowed: false,
      retryAfterMs: 60_000,
      count: 900,
    })
    expect(leases).toHaveLength(3)
    expect((await quota.take('bytes', 100)).allowed).toBe(true)
    // Known to be full: refused in this process without a round trip.
    const before = leases.length
    expect((await quota.take('bytes', 1)).allowed).toBe(false)
    expect(leases).toHaveLength(before)
  })

  it('falls back to a count in this process while the database fails, and says so once', async () => {
    // A real PostgreSQL client pointed at a port nobody listens on: every query fails.
    const down = await openDatabase({ url: 'postgres://gangway@127.0.0.1:9/none', poolSize: 1 })
    onTestFinished(() => down.close())
    const time = clock()
    const errors: unknown[] = []
    const options = { limit: 2, windowMs: 60_000, ...time }
    const quota = withLocalFallback(
      createQuota(down, { name: 'fallback', ...options }),
      options,
      (error) => errors.push(error),
    )
    const takes = [await quota.take('k'), await quota.take('k'), await quota.take('k')]
    expect(takes.map((take) => take.allowed)).toEqual([true, true, false])
    expect(takes[2]?.retryAfterMs).toBe(60_000)
    expect(errors).toHaveLength(1)
  })
})
