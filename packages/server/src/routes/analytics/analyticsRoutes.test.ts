import { describe, expect, it } from 'vitest'
import {
  ORIGIN,
  PROJECT,
  START_TIMEOUT_MS,
  useTestServers,
} from '../../testing/testServer.testing.js'

const servers = useTestServers()
let shared: ReturnType<typeof servers> | undefined
/** One server for the file (each test's rows are its own by event id). */
const start = () => {
  shared ??= servers()
  return shared
}

const event = (overrides: Record<string, unknown> = {}) => ({
  eventId: crypto.randomUUID(),
  url: 'https://app.example/swap',
  domain: 'app.example',
  timestamp: Date.now(),
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
  ...overrides,
})

const post = (
  url: string,
  body: unknown,
  origin = ORIGIN,
  query = `projectId=${PROJECT}&st=appkit&sv=1.0`,
) =>
  fetch(`${url}/e?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('POST /e (analytics ingest)', { timeout: START_TIMEOUT_MS }, () => {
  it('stores an event from an allowed origin once, even when sent twice', async () => {
    const { server, url } = await start()
    const sent = event()
    const first = await post(url, sent)
    expect(first.status).toBe(200)
    expect(first.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(await first.json()).toEqual({ stored: true })
    expect(await (await post(url, sent)).json()).toEqual({ stored: false })
    const rows = await server.db.query<{ event: string; origin: string; sdk_type: string }>(
      'SELECT event, origin, sdk_type FROM analytics_events WHERE event_id = $1',
      [sent.eventId],
    )
    expect(rows).toEqual([{ event: 'MODAL_OPEN', origin: ORIGIN, sdk_type: 'appkit' }])
  })

  it('answers 403 to another origin and to an unknown project, and stores nothing', async () => {
    const { server, url } = await start()
    const other = await post(url, event(), 'https://evil.example')
    expect(other.status).toBe(403)
    expect(await other.json()).toMatchObject({ error: { code: 'ORIGIN_NOT_ALLOWED' } })
    const unknown = await post(url, event(), ORIGIN, 'projectId=nope')
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toMatchObject({
      error: { code: 'UNKNOWN_PROJECT', field: 'projectId' },
    })
    expect(
      await server.db.query('SELECT id FROM analytics_events WHERE origin <> $1', [ORIGIN]),
    ).toEqual([])
  })

  it('answers 403 ORIGIN_REQUIRED to a request without an Origin (not a browser), and stores nothing', async () => {
    const { server, url } = await start()
    const sent = event()
    const response = await fetch(`${url}/e?projectId=${PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(sent),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      error: { code: 'ORIGIN_REQUIRED', field: 'origin' },
    })
    expect(
      await server.db.query('SELECT id FROM analytics_events WHERE event_id = $1', [sent.eventId]),
    ).toEqual([])
  })

  it.each([
    ['larger than 2,048 bytes', { properties: { text: 'x'.repeat(2_100) } }, /2048/],
    ['nested deeper than 4 levels', { properties: { a: { b: { c: { d: 1 } } } } }, /deeper than 4/],
  ])('answers 400 naming props for props %s, and stores nothing', async (_, extra, message) => {
    const { server, url } = await start()
    const sent = event({ props: { type: 'track', event: 'MODAL_OPEN', ...extra } })
    const response = await post(url, sent)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: { code: 'INVALID_REQUEST', field: 'props', message: expect.stringMatching(message) },
    })
    expect(
      await server.db.query('SELECT id FROM analytics_events WHERE event_id = $1', [sent.eventId]),
    ).toEqual([])
  })

  it.each([
    ['a missing eventId', { eventId: undefined }, 'eventId'],
    ['an event name that is not one', { props: { event: '<script>' } }, 'props.event'],
    ['a timestamp that is not a time', { timestamp: 'yesterday' }, 'timestamp'],
  ])('answers 400 naming the field for %s', async (_, overrides, field) => {
    const { server, url } = await start()
    const sent = event(overrides)
    const response = await post(url, sent)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_REQUEST', field } })
    const rows = await server.db.query('SELECT id FROM analytics_events WHERE event_id = $1', [
      String(sent.eventId),
    ])
    expect(rows).toEqual([])
  })

  it('answers 400 to a body that is not JSON and 413 to one over the limit', async () => {
    const { url } = await start()
    expect((await post(url, '{"eventId":')).status).toBe(400)
    const large = await post(url, event({ url: 'x'.repeat(20_000) }))
    expect(large.status).toBe(413)
    expect(await large.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } })
  })
})
