import { type IncomingHttpHeaders, request } from 'node:http'
import { connect } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import type { GangwayServer } from '../createServer.js'
import {
  ORIGIN,
  PROJECT,
  START_TIMEOUT_MS,
  testConfig,
  useTestServers,
} from '../testing/testServer.testing.js'

const start = useTestServers()
const OWN_URL = 'https://gangway.example'
let url: string
/** The server with the default limits (600 requests a minute per client). */
let defaultServer: GangwayServer
/** 5 requests a minute per client, 1 s to send a request. */
const LIMITS = {
  requestsPerMinute: 5,
  projectRequestsPerMinute: 8,
  bodyBytes: 1_024,
  upstreamTimeoutMs: 1_000,
  requestTimeoutMs: 1_000,
}
/** A server that allows each client 5 requests a minute and 1 s to send a request. */
let strict: string
let strictServer: GangwayServer

beforeAll(async () => {
  const projects = [
    { id: PROJECT, origins: [ORIGIN] },
    { id: 'other', origins: ['https://other.example'] },
  ]
  const limits = LIMITS
  ;[{ url, server: defaultServer }, { url: strict, server: strictServer }] = await Promise.all([
    // Its own origin is publicUrl's (never the one a request's Host header names).
    start(testConfig({ projects, publicUrl: OWN_URL })),
    start(testConfig({ projects, limits })),
  ])
}, START_TIMEOUT_MS)

/** A GET from a given loopback address (the rate limit's client key), with headers. */
function getFrom(localAddress: string, path: string, base = strict) {
  return new Promise<{ status: number; body: any; headers: IncomingHttpHeaders }>(
    (resolve, reject) => {
      const call = request(`${base}${path}`, { localAddress, timeout: 5_000 }, (response) => {
        let text = ''
        response.on('data', (chunk) => {
          text += chunk
        })
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text),
            headers: response.headers,
          }),
        )
      })
      call.on('timeout', () => call.destroy(new Error('timed out')))
      call.on('error', reject)
      call.end()
    },
  )
}

describe('the edge: projects, origins, limits', () => {
  it('serves the OpenAPI document listing every route, without a project', async () => {
    const response = await fetch(`${url}/openapi.json`)
    expect(response.status).toBe(200)
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/health', '/ready', '/gas-price', '/e']),
    )
  })

  it('answers health and readiness', async () => {
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok' })
    expect(await (await fetch(`${url}/ready`)).json()).toEqual({ status: 'ok' })
  })

  it('finds the project from the origin; another project’s origin or an unknown one gets 403', async () => {
    const ok = await fetch(`${url}/gas-price?chainId=1`, { headers: { origin: ORIGIN } })
    expect(ok.status).toBe(404) // the project passed; no such chain here
    const wrong = await fetch(`${url}/gas-price?chainId=1&projectId=other`, {
      headers: { origin: ORIGIN },
    })
    expect(wrong.status).toBe(403)
    expect(await wrong.json()).toMatchObject({
      error: { code: 'ORIGIN_NOT_ALLOWED', field: 'origin' },
    })
    const stranger = await fetch(`${url}/gas-price?chainId=1`, {
      headers: { origin: 'https://evil.example' },
    })
    expect(stranger.status).toBe(403)
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('takes a request from its own origin (its secure frame) as same-origin: no CORS, project by id', async () => {
    const own = new URL(OWN_URL).origin
    const response = await fetch(`${url}/gas-price?chainId=1&projectId=other`, {
      headers: { origin: own },
    })
    expect(response.status).toBe(404) // the project passed; no such chain here
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('needs a project id when several projects could be meant and no origin says which', async () => {
    const response = await fetch(`${url}/gas-price?chainId=1`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: { code: 'PROJECT_REQUIRED', field: 'projectId' },
    })
  })

  it('answers a preflight from an allowed origin with CORS headers', async () => {
    const response = await fetch(`${url}/e?projectId=${PROJECT}`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('answers an unknown route with a JSON 404', async () => {
    const response = await fetch(`${url}/nowhere`, { headers: { origin: ORIGIN } })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  it('limits each client to its requests per minute and keeps serving the others', async () => {
    // The project passes, the chain is not served here: 404 until the limit answers 429.
    const path = `/gas-price?chainId=eip155:1&projectId=${PROJECT}`
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await getFrom('127.0.0.2', path)).status)
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429])
    const limited = await getFrom('127.0.0.2', path)
    expect(limited.body).toMatchObject({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/this client/) },
    })
    expect(limited.headers['retry-after']).toMatch(/^[1-6]?\d$/)
    expect((await getFrom('127.0.0.3', path)).status).toBe(404)
    // The load balancer's probes are never counted (nor do they need the database).
    expect((await getFrom('127.0.0.2', '/health')).status).toBe(200)
    expect((await getFrom('127.0.0.2', '/ready')).status).toBe(200)
    // The count is the database's (shared by replicas), not this process's.
    const [row] = await strictServer.db.query<{ count: string | number }>(
      "SELECT count FROM quota_counters WHERE name = 'requests-per-client' AND key = '127.0.0.2'",
    )
    expect(Number(row?.count)).toBe(5)
  })

  it('leases a share of a client’s minute (18 of the default 600): its next requests cost no statement', async () => {
    const path = `/gas-price?chainId=eip155:1&projectId=${PROJECT}`
    for (let i = 0; i < 5; i++) expect((await getFrom('127.0.0.20', path, url)).status).toBe(404)
    // One lease of 18 in the database for the 5 requests (the old per-request count said 5).
    const [row] = await defaultServer.db.query<{ count: string | number }>(
      "SELECT count FROM quota_counters WHERE name = 'requests-per-client' AND key = '127.0.0.20'",
    )
    expect(Number(row?.count)).toBe(18)
  })

  it('limits each project to its requests per minute, all its clients together', async () => {
    const path = '/gas-price?chainId=eip155:1&projectId=other'
    const statuses: number[] = []
    for (const client of ['127.0.0.6', '127.0.0.7', '127.0.0.8', '127.0.0.9'])
      for (let i = 0; i < 3; i++) statuses.push((await getFrom(client, path)).status)
    expect(statuses.filter((status) => status === 404)).toHaveLength(8)
    expect(statuses.slice(8)).toEqual([429, 429, 429, 429])
    const limited = await getFrom('127.0.0.10', path)
    expect(limited.body).toMatchObject({
      error: { code: 'RATE_LIMITED', message: expect.stringMatching(/this project/) },
    })
    // Another project is not affected.
    expect(
      (await getFrom('127.0.0.10', `/gas-price?chainId=eip155:1&projectId=${PROJECT}`)).status,
    ).toBe(404)
  })

  it(
    'behind a trusted proxy, limits each forwarded client; addresses a client wrote itself do not count',
    async () => {
      const { url: proxied } = await start(
        testConfig({ trustedProxies: 1, limits: { ...LIMITS, requestsPerMinute: 2 } }),
      )
      const from = (forwardedFor: string) =>
        fetch(`${proxied}/gas-price?chainId=eip155:1`, {
          headers: { 'x-forwarded-for': forwardedFor },
        }).then((response) => response.status)
      // 404: served (no such chain here); 429: limited.
      expect([
        await from('203.0.113.1'),
        await from('203.0.113.1'),
        await from('203.0.113.1'),
      ]).toEqual([404, 404, 429])
      // The proxy appended the real address last; a spoofed entry before it changes nothing.
      expect(await from('198.51.100.7, 203.0.113.1')).toBe(429)
      expect(await from('203.0.113.2')).toBe(404)
    },
    START_TIMEOUT_MS,
  )

  it('drops a client that never finishes its request, and serves others meanwhile', async () => {
    const { port } = new URL(strict)
    const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress: '127.0.0.4' })
    const ended = new Promise<string>((resolve) => {
      let answer = ''
      socket.on('data', (chunk) => {
        answer += chunk
      })
      socket.on('close', () => resolve(answer))
    })
    socket.write(
      `POST /e?projectId=${PROJECT} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"eventId":`,
    )
    expect((await getFrom('127.0.0.5', '/health')).status).toBe(200)
    const answer = await ended
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  })
})
