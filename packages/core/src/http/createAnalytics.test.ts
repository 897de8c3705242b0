import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { KitError } from '../errors/KitError.js'
import type { KitEvent } from '../events/catalogue.js'
import { createEventBus } from '../events/createEventBus.js'
import { type CreateAnalyticsOptions, createAnalytics } from './createAnalytics.js'
import { type LocalServer, startLocalServer } from './localServer.testing.js'

let server: LocalServer
let status = 200

beforeAll(async () => {
  server = await startLocalServer()
})
afterAll(async () => {
  await server.close()
})
beforeEach(() => {
  server.requests.length = 0
  status = 200
  server.handle((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end('{}')
  })
})

function setup(overrides: Partial<CreateAnalyticsOptions> = {}) {
  const alerts: KitError[] = []
  const analytics = createAnalytics({
    enabled: true,
    endpoint: server.baseUrl,
    projectId: 'project-123',
    sdkType: 'gangway',
    sdkVersion: 'html-core-1.0.0',
    getAddress: () => '0xabc',
    getLocation: () => ({ url: 'https://dapp.example/swap?x=1', domain: 'dapp.example' }),
    showAlert: (error) => alerts.push(error),
    ...overrides,
  })
  return { analytics, alerts }
}

const event = (name: KitEvent['name'], properties: object = {}, timestamp = 1_700_000_000_000) =>
  ({ name, properties, timestamp }) as KitEvent

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('analytics (spec §7) against a real local server', () => {
  it('POSTs /e with projectId, st, sv and the event body', async () => {
    const { analytics } = setup()
    const sent = await analytics.send(event('MODAL_OPEN', { connected: false }))
    expect(sent).toBe(true)
    expect(server.requests).toHaveLength(1)
    const request = server.requests[0]!
    expect(request.method).toBe('POST')
    expect(request.url.pathname).toBe('/e')
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      projectId: 'project-123',
      st: 'gangway',
      sv: 'html-core-1.0.0',
    })
    const body = JSON.parse(request.body)
    expect(Object.keys(body).sort()).toEqual(['domain', 'eventId', 'props', 'timestamp', 'url'])
    expect(body.eventId).toMatch(UUID)
    // Origin and path only: the query stays in the page.
    expect(body.url).toBe('https://dapp.example/swap')
    expect(body.domain).toBe('dapp.example')
    expect(body.timestamp).toBe(1_700_000_000_000)
    expect(body.props).toEqual({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
      address: '0xabc',
    })
  })

  it('gives every event its own random eventId', async () => {
    const { analytics } = setup()
    await analytics.send(event('MODAL_OPEN', { connected: false }))
    await analytics.send(event('MODAL_OPEN', { connected: false }))
    const [a, b] = server.requests.map((r) => JSON.parse(r.body).eventId)
    expect(a).not.toBe(b)
  })

  it('never sends MODAL_CREATED', async () => {
    const { analytics } = setup()
    expect(await analytics.send(event('MODAL_CREATED'))).toBe(false)
    expect(server.requests).toHaveLength(0)
  })

  it('sends nothing unless analytics is on (read at each send)', async () => {
    let on = false
    const { analytics } = setup({ enabled: () => on })
    await analytics.send(event('MODAL_OPEN', { connected: true }))
    expect(server.requests).toHaveLength(0)
    on = true
    await analytics.send(event('MODAL_OPEN', { connected: true }))
    expect(server.requests).toHaveLength(1)
    await setup({ enabled: false }).analytics.send(event('MODAL_OPEN', { connected: true }))
    expect(server.requests).toHaveLength(1)
  })

  it("403 shows 'Invalid App Configuration' once, until a later success", async () => {
    const { analytics, alerts } = setup()
    status = 403
    expect(await analytics.send(event('MODAL_OPEN', { connected: false }))).toBe(false)
    await analytics.send(event('MODAL_CLOSE', { connected: false }))
    expect(alerts).toHaveLength(1)
    expect(alerts[0]?.code).toBe('ALERT_INVALID_APP_CONFIGURATION')
    expect(alerts[0]?.shortMessage).toBe('Invalid App Configuration')
    status = 200
    await analytics.send(event('MODAL_OPEN', { connected: false }))
    expect(alerts).toHaveLength(1)
    status = 403
    await analytics.send(event('MODAL_OPEN', { connected: false }))
    await analytics.send(event('MODAL_OPEN', { connected: false }))
    expect(alerts).toHaveLength(2)
  })

  it('other failures are silent and never reject', async () => {
    const { analytics, alerts } = setup()
    status = 500
    await expect(analytics.send(event('MODAL_OPEN', { connected: false }))).resolves.toBe(false)
    const offline = setup({ endpoint: 'http://127.0.0.1:1' })
    await expect(offline.analytics.send(event('MODAL_OPEN', { connected: false }))).resolves.toBe(
      false,
    )
    const throwing = setup({
      showAlert: () => {
        throw new Error('alert broke')
      },
    })
    status = 403
    await expect(throwing.analytics.send(event('MODAL_OPEN', { connected: false }))).resolves.toBe(
      false,
    )
    expect(alerts).toHaveLength(0)
  })

  it('subscribes to an event bus and stops on unsubscribe', async () => {
    const { analytics } = setup()
    const bus = createEventBus()
    const stop = analytics.subscribe(bus)
    bus.send('MODAL_CREATED', {})
    bus.send('CONNECT_SUCCESS', { method: 'browser', name: 'MetaMask' })
    await vi.waitFor(() => expect(server.requests).toHaveLength(1))
    expect(JSON.parse(server.requests[0]!.body).props.event).toBe('CONNECT_SUCCESS')
    stop()
    bus.send('MODAL_OPEN', { connected: true })
    await new Promise((resolve) => setImmediate(resolve))
    await analytics.send(event('MODAL_CLOSE', { connected: true }))
    expect(server.requests.map((r) => JSON.parse(r.body).props.event)).toEqual([
      'CONNECT_SUCCESS',
      'MODAL_CLOSE',
    ])
  })

  it("sends the page's origin and path, never its query, fragment or credentials", async () => {
    vi.stubGlobal('location', {
      href: 'https://user:pw@dapp.example/account/settings?token=s3cret&email=a%40b.c#code=xyz',
      hostname: 'dapp.example',
    })
    try {
      const { analytics } = setup({ getLocation: undefined })
      await analytics.send(event('MODAL_OPEN', { connected: false }))
      const body = JSON.parse(server.requests[0]!.body)
      expect(body.url).toBe('https://dapp.example/account/settings')
      expect(server.requests[0]!.body).not.toMatch(/s3cret|a%40b|xyz|user:pw/)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('works without getLocation on the server (no window)', async () => {
    const { analytics } = setup({ getLocation: undefined })
    await analytics.send(event('MODAL_OPEN', { connected: false }))
    const body = JSON.parse(server.requests[0]!.body)
    expect(body.url).toBe('')
    expect(body.domain).toBe('')
  })
})
