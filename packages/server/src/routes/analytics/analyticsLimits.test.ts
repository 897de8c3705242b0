import { request } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import type { GangwayServer } from '../../createServer.js'
import {
  ORIGIN,
  START_TIMEOUT_MS,
  testConfig,
  useTestServers,
} from '../../testing/testServer.testing.js'
import { createAnalyticsRetention, propsProblem } from './analyticsLimits.js'

// The ingest's bounds, on one server with small ones: 2 KiB per client and minute, 6 events per
// project and day, 30 days kept.
const start = useTestServers()
let server: GangwayServer
let url: string
beforeAll(async () => {
  ;({ server, url } = await start(
    testConfig({
      projects: ['one-client', 'crowd', 'kept'].map((id) => ({ id, origins: [ORIGIN] })),
      analytics: { clientBytesPerMinute: 2_048, projectEventsPerDay: 6, retentionDays: 30 },
    }),
  ))
}, START_TIMEOUT_MS)

const event = (padding = 0) => ({
  eventId: crypto.randomUUID(),
  url: 'https://app.example/swap',
  domain: 'app.example',
  timestamp: Date.now(),
  props: { type: 'track', event: 'MODAL_OPEN', properties: { note: 'x'.repeat(padding) } },
})

/** The kit's POST /e from a given loopback address (the client the quotas count). */
function postFrom(localAddress: string, project: string, body: unknown) {
  return new Promise<{ status: number; body: any; retryAfter?: string }>((resolve, reject) => {
    const call = request(
      `${url}/e?projectId=${project}`,
      {
        method: 'POST',
        localAddress,
        timeout: 5_000,
        headers: { 'content-type': 'text/plain', origin: ORIGIN },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk) => {
          text += chunk
        })
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text),
            retryAfter: response.headers['retry-after'],
          }),
        )
      },
    )
    call.on('timeout', () => call.destroy(new Error('timed out')))
    call.on('error', reject)
    call.end(JSON.stringify(body))
  })
}

const storedFor = async (project: string) =>
  Number(
    (
      await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM analytics_events WHERE project_id = $1',
        [project],
      )
    )[0]?.n,
  )

describe('POST /e within its bounds', { timeout: 30_000 }, () => {
  // First: the process's first event runs the retention.
  it('deletes events older than retentionDays (the first event of a process, then hourly)', async () => {
    const old = (days: number, id: string) =>
      server.db.query(
        `INSERT INTO analytics_events (project_id, event_id, event, occurred_at, received_at)
         VALUES ('kept', $1, 'MODAL_OPEN', now(), now() - make_interval(days => $2))`,
        [id, days],
      )
    await old(31, 'too-old')
    await old(29, 'still-kept')
    expect((await postFrom('127.0.0.2', 'kept', event())).status).toBe(200)
    const ids = await server.db.query<{ event_id: string }>(
      "SELECT event_id FROM analytics_events WHERE project_id = 'kept' ORDER BY event_id",
    )
    expect(ids.map((row) => row.event_id)).not.toContain('too-old')
    expect(ids.map((row) => row.event_id)).toContain('still-kept')
  })

  it("bounds a client's stored bytes per minute; other clients are served", async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await postFrom('127.0.0.3', 'one-client', event(300))).status)
    // ~540 bytes an event: three fit in 2 KiB.
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429])
    const refused = await postFrom('127.0.0.3', 'one-client', event(300))
    expect(refused.body).toMatchObject({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/this client/) },
    })
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    // A small event still fits what is left; another client has its own budget.
    expect((await postFrom('127.0.0.3', 'one-client', event())).status).toBe(200)
    expect((await postFrom('127.0.0.4', 'one-client', event(300))).status).toBe(200)
    expect(await storedFor('one-client')).toBe(5)
  })

  it("bounds a project's events per day, all its clients together", async () => {
    const statuses: number[] = []
    for (let i = 0; i < 9; i++)
      statuses.push((await postFrom(`127.0.1.${i + 1}`, 'crowd', event())).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429])
    const refused = await postFrom('127.0.1.20', 'crowd', event())
    expect(refused.body).toMatchObject({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/this project/) },
    })
    expect(await storedFor('crowd')).toBe(6)
  })
})

describe('the bounds themselves', () => {
  it('props: size and depth caps', () => {
    const caps = { propsBytes: 100, propsDepth: 3 }
    expect(propsProblem({ event: 'A', properties: { a: 1 } }, caps)).toBe(undefined)
    expect(propsProblem({ event: 'A', properties: { a: { b: 1 } } }, caps)).toBe(undefined)
    expect(propsProblem({ event: 'A', properties: { a: { b: { c: 1 } } } }, caps)).toMatch(
      /deeper than 3/,
    )
    expect(propsProblem({ event: 'A', properties: { a: [[1]] } }, caps)).toMatch(/deeper/)
    expect(propsProblem({ event: 'x'.repeat(100) }, caps)).toMatch(/more than the 100/)
  })

  it('retention runs at most hourly per process', async () => {
    const time = { now: Date.now() }
    const sweep = createAnalyticsRetention(server.db, 30, () => time.now)
    const insertOld = () =>
      server.db.query(
        `INSERT INTO analytics_events (project_id, event_id, event, occurred_at, received_at)
         VALUES ('kept', $1, 'MODAL_OPEN', now(), now() - interval '40 days')`,
        [crypto.randomUUID()],
      )
    await insertOld()
    expect(await sweep()).toBe(1)
    await insertOld()
    time.now += 3_599_000
    expect(await sweep()).toBe(0)
    time.now += 1_000
    expect(await sweep()).toBe(1)
  })
})
