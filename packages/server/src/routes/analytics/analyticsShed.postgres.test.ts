import { describe, expect, it } from 'vitest'
import type { Database } from '../../db/database.js'
import {
  ORIGIN,
  PROJECT,
  START_TIMEOUT_MS,
  testConfig,
  useTestServers,
} from '../../testing/testServer.testing.js'

const start = useTestServers()

const event = () => ({
  eventId: crypto.randomUUID(),
  url: 'https://app.example/',
  domain: 'app.example',
  timestamp: Date.now(),
  props: { type: 'track', event: 'MODAL_OPEN' },
})

const post = async (url: string, body: ReturnType<typeof event>) => {
  const response = await fetch(`${url}/e?projectId=${PROJECT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  })
  return {
    eventId: body.eventId,
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as any,
  }
}

/** Resolves once an INSERT into analytics_events waits on a lock (polled; 10 s at most). */
async function insertWaiting(db: Database) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const [row] = await db.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
       WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO analytics_events%'`,
    )
    if (row?.waiting) return
    if (Date.now() > deadline) throw new Error('no INSERT waiting on the lock within 10 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Resolves with `count` once that many of `answers` are in (what the held ones cannot be), or
 * after 10 s with the number in by then.
 */
const settledCount = (answers: Promise<unknown>[], count: number) =>
  new Promise<number>((resolve) => {
    let settled = 0
    setTimeout(() => resolve(settled), 10_000)
    for (const answer of answers)
      answer.then(
        () => {
          settled++
          if (settled === count) resolve(settled)
        },
        () => undefined,
      )
  })

describe('POST /e while the database is slow to write (PostgreSQL)', () => {
  it(
    'sheds with 503 OVERLOADED past analytics.queuedEvents; every event answered 200 is a row, no shed one is',
    async () => {
      const { server, url } = await start(testConfig({ analytics: { queuedEvents: 5 } }))
      // The process's first event also runs the retention sweep (a DELETE the lock would hold).
      expect((await post(url, event())).status).toBe(200)
      // The analytics table locked against writes by another transaction: the batch in flight
      // waits, the events behind it queue, the quotas (other tables) still answer.
      let unlock = () => {}
      const unlocked = new Promise<void>((resolve) => {
        unlock = resolve
      })
      let locked = () => {}
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve
      })
      const holding = server.db.exclusive(1, async (tx) => {
        await tx.query('LOCK TABLE analytics_events IN SHARE ROW EXCLUSIVE MODE')
        locked()
        await unlocked
      })
      await isLocked
      // Event 1 alone: its batch (one row) waits on the lock.
      const firstEvent = event()
      const firstAnswer = post(url, firstEvent)
      await insertWaiting(server.db)
      // 30 at once: 5 queue behind it (analytics.queuedEvents), 25 are refused at once.
      const sent = Array.from({ length: 30 }, event)
      const pending = sent.map((body) => post(url, body))
      const refused = await settledCount(pending, 25)
      expect(refused).toBe(25)
      unlock()
      await holding
      const answers = [await firstAnswer, ...(await Promise.all(pending))]
      const stored = answers.filter((answer) => answer.status === 200)
      const shed = answers.filter((answer) => answer.status === 503)
      expect(stored).toHaveLength(6)
      expect(shed).toHaveLength(25)
      expect(stored.every((answer) => answer.body.stored === true)).toBe(true)
      for (const answer of shed) {
        expect(answer.body).toMatchObject({ error: { code: 'OVERLOADED' } })
        expect(answer.retryAfter).toBe('1')
      }
      const rows = await server.db.query<{ event_id: string }>(
        'SELECT event_id::text FROM analytics_events WHERE event_id::text = ANY($1)',
        [[firstEvent, ...sent].map((body) => body.eventId)],
      )
      expect(rows.map((row) => row.event_id).sort()).toEqual(
        stored.map((answer) => answer.eventId).sort(),
      )
    },
    START_TIMEOUT_MS,
  )
})
