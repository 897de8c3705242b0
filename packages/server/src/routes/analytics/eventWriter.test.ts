import { describe, expect, it } from 'vitest'
import type { Database } from '../../db/database.js'
import { useMigratedDatabases } from '../../testing/migratedDatabases.testing.js'
import { createEventWriter, type EventRow } from './eventWriter.js'

const open = useMigratedDatabases()

const row = (projectId: string, eventId = crypto.randomUUID()): EventRow => ({
  projectId,
  eventId,
  event: 'MODAL_OPEN',
  origin: 'https://app.example',
  url: 'https://app.example/',
  domain: 'app.example',
  sdkType: 'gangway',
  sdkVersion: '1.0.0',
  occurredAt: Date.now(),
  props: { type: 'track', event: 'MODAL_OPEN', properties: { step: 1 } },
})

const rowsOf = async (db: Database, projectId: string) =>
  (
    await db.query<{ rows: number }>(
      'SELECT count(*)::int AS rows FROM analytics_events WHERE project_id = $1',
      [projectId],
    )
  )[0]?.rows

/** A database whose INSERTs are counted (the statements the writer sends), and their texts. */
const countingInserts = (db: Database) => {
  const counted = { inserts: 0, texts: new Set<string>() }
  const wrapped: Database = {
    ...db,
    query(sql, params) {
      if (sql.trimStart().startsWith('INSERT')) {
        counted.inserts++
        counted.texts.add(sql)
      }
      return db.query(sql, params)
    },
  }
  return { db: wrapped, counted }
}

// The first test opens the file's database (PGlite: a copy of a migrated one; seconds when busy).
describe('createEventWriter', { timeout: 30_000 }, () => {
  it('writes the events of a burst in a few multi-row INSERTs, each one stored, none lost', async () => {
    const [db] = (await open()) as [Database]
    const { db: counting, counted } = countingInserts(db)
    const writer = createEventWriter(counting, { maxQueued: 2_000, maxBatch: 500 })
    const answers = await Promise.all(
      Array.from({ length: 1_200 }, () => writer.write(row('burst'))),
    )
    expect(answers.every((stored) => stored === true)).toBe(true)
    expect(await rowsOf(db, 'burst')).toBe(1_200)
    // 1,200 events in 500-row batches: 3 statements (one per event before).
    expect(counted.inserts).toBe(3)
    expect(writer.queued).toBe(0)
  })

  it('sends every batch as one statement text whatever its size, and stores each row as given', async () => {
    const [db] = (await open()) as [Database]
    const { db: counting, counted } = countingInserts(db)
    const writer = createEventWriter(counting)
    const sent: EventRow[] = []
    // Batches of 1, 2 and 5 rows (each burst is written on the next turn, as one batch).
    for (const size of [1, 2, 5]) {
      const burst = Array.from({ length: size }, () => row('shapes'))
      sent.push(...burst)
      expect(await Promise.all(burst.map((one) => writer.write(one)))).toEqual(
        Array(size).fill(true),
      )
    }
    expect(counted.inserts).toBe(3)
    // One text: prepared once per PostgreSQL connection (a VALUES list was a text per size).
    expect(counted.texts.size).toBe(1)
    const stored = await db.query<Record<string, unknown>>(
      `SELECT event_id, event, origin, url, domain, sdk_type, sdk_version,
              (extract(epoch FROM occurred_at) * 1000)::bigint::text AS occurred_at, props
       FROM analytics_events WHERE project_id = 'shapes' ORDER BY id`,
    )
    expect(stored).toEqual(
      sent.map((one) => ({
        event_id: one.eventId,
        event: one.event,
        origin: one.origin,
        url: one.url,
        domain: one.domain,
        sdk_type: one.sdkType,
        sdk_version: one.sdkVersion,
        occurred_at: String(one.occurredAt),
        props: one.props,
      })),
    )
  })

  it('stores a repeated eventId once: true for the first, false for the repeats, in or across batches', async () => {
    const [db] = (await open()) as [Database]
    const writer = createEventWriter(db)
    const once = row('repeats')
    const same = await Promise.all([writer.write(once), writer.write({ ...once })])
    expect(same).toEqual([true, false])
    expect(await writer.write({ ...once })).toBe(false)
    expect(await rowsOf(db, 'repeats')).toBe(1)
  })

  it('sheds past maxQueued: those get no promise and are not written; every accepted one is', async () => {
    const [db] = (await open()) as [Database]
    const writer = createEventWriter(db, { maxQueued: 100 })
    const attempts = Array.from({ length: 250 }, () => writer.write(row('shed')))
    const accepted = attempts.filter((answer) => answer !== undefined)
    expect(accepted).toHaveLength(100)
    expect(await Promise.all(accepted)).toEqual(Array(100).fill(true))
    expect(await rowsOf(db, 'shed')).toBe(100)
    // Drained: the queue takes events again.
    expect(await writer.write(row('shed'))).toBe(true)
    expect(await rowsOf(db, 'shed')).toBe(101)
  })

  it('a failed batch fails its own events only; the next batch is written', async () => {
    const [db] = (await open()) as [Database]
    let fail = true
    const flaky: Database = {
      ...db,
      query(sql, params) {
        if (fail && sql.trimStart().startsWith('INSERT')) {
          fail = false
          return Promise.reject(new Error('connection lost'))
        }
        return db.query(sql, params)
      },
    }
    const writer = createEventWriter(flaky)
    const first = writer.write(row('flaky'))
    await expect(first).rejects.toThrow('connection lost')
    expect(await writer.write(row('flaky'))).toBe(true)
    expect(await rowsOf(db, 'flaky')).toBe(1)
  })
})
