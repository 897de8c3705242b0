import { writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import { join } from 'node:path'
import { acceptsConnections, type LoadBalancer, startLoadBalancer } from '@gangway/testing/tools'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { MIGRATIONS } from './db/migrations.js'
import { adminQuery, createTestDatabase, dropTestDatabase } from './testing/postgres.testing.js'
import {
  bundleServerCli,
  type ServerCli,
  type ServerProcess,
  startServerProcess,
} from './testing/serverProcess.testing.js'
import { ORIGIN, PROJECT } from './testing/testServer.testing.js'

const CHAIN_ID = 31337

/**
 * A chain node on 127.0.0.1 that answers eth_chainId at once and holds each eth_feeHistory call
 * until the test releases it: a request to the server that stays in flight as long as needed.
 */
function startSlowNode() {
  const held: (() => void)[] = []
  const arrivals: (() => void)[] = []
  let hold = true
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const calls = JSON.parse(body)
      const one = (call: { id: number; method: string }) => {
        const result =
          call.method === 'eth_chainId'
            ? `0x${CHAIN_ID.toString(16)}`
            : call.method === 'eth_feeHistory'
              ? {
                  oldestBlock: '0x1',
                  baseFeePerGas: ['0x3b9aca00', '0x3b9aca00'],
                  gasUsedRatio: [0.5],
                  reward: [['0x1', '0x2', '0x3']],
                }
              : undefined
        return result === undefined
          ? { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'no such method' } }
          : { jsonrpc: '2.0', id: call.id, result }
      }
      const answer = () => {
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify(Array.isArray(calls) ? calls.map(one) : one(calls)))
      }
      const methods = [calls].flat().map((call: { method: string }) => call.method)
      if (hold && methods.includes('eth_feeHistory')) {
        held.push(answer)
        for (const notify of arrivals.splice(0)) notify()
      } else answer()
    })
  })
  return {
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const address = server.address()
          resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
        }),
      ),
    /** Resolves when an eth_feeHistory call is being held (10 s at most). */
    feeHistoryArrived: () =>
      new Promise<void>((resolve, reject) => {
        if (held.length) return resolve()
        const timer = setTimeout(
          () => reject(new Error('no eth_feeHistory call within 10 s')),
          10_000,
        )
        arrivals.push(() => {
          clearTimeout(timer)
          resolve()
        })
      }),
    /** Answers the held calls and every later one at once. */
    release() {
      hold = false
      for (const answer of held.splice(0)) answer()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Whether the server at `url` (127.0.0.1) takes a TCP connection (answer within 2 s). */
const accepts = (url: string) => acceptsConnections(Number(new URL(url).port))

const event = () => ({
  eventId: crypto.randomUUID(),
  url: 'https://app.example/',
  domain: 'app.example',
  timestamp: Date.now(),
  props: { type: 'track', event: 'MODAL_OPEN' },
})

const postEvent = async (url: string, body: unknown) => {
  const response = await fetch(`${url}/e?projectId=${PROJECT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  })
  return { status: response.status, body: await response.json() }
}

const get = async (url: string) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  return { status: response.status, body: await response.json() }
}

/** A GET from a loopback address of its own (127.0.0.0/8): the client the balancer forwards. */
const getFrom = (url: string, localAddress: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const options = { localAddress, agent: false, timeout: 10_000, headers }
    const call = request(url, options, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    call.on('timeout', () => call.destroy(new Error(`${url}: no answer within 10 s`)))
    call.on('error', reject)
    call.end()
  })

/**
 * Request lines a replica logged (the log is on: one line per request) for the requests whose
 * `x-request-id` starts with `tag`: lines reach this process through a pipe, after the answers,
 * so an earlier test's lines can still be arriving.
 */
const served = (server: ServerProcess, tag: string) =>
  server.logs.filter((line) => line.message === 'request' && String(line.requestId).startsWith(tag))
    .length

describe('two server processes on one PostgreSQL database', () => {
  let cli: ServerCli
  let databaseUrl: string
  const node = startSlowNode()
  const processes: ServerProcess[] = []
  let a: ServerProcess
  let b: ServerProcess
  let balancer: LoadBalancer | undefined

  beforeAll(async () => {
    const [bundle, database, nodeUrl] = await Promise.all([
      bundleServerCli(),
      createTestDatabase(),
      node.listen(),
    ])
    cli = bundle
    databaseUrl = database
    const configFile = join(cli.dir, 'gangway.config.json')
    writeFileSync(
      configFile,
      JSON.stringify({
        projects: [
          { id: PROJECT, origins: [ORIGIN] },
          // Their own request counts, for the shared-limit tests.
          { id: 'one-client', origins: [ORIGIN] },
          { id: 'crowd', origins: [ORIGIN] },
          { id: 'balanced', origins: [ORIGIN] },
          { id: 'crowd-balanced', origins: [ORIGIN] },
        ],
        // The tests name the client in X-Forwarded-For, as a load balancer in front would.
        trustedProxies: 1,
        limits: { requestsPerMinute: 30, projectRequestsPerMinute: 40 },
        chains: [
          {
            caipNetworkId: `eip155:${CHAIN_ID}`,
            rpcUrls: [nodeUrl],
            native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
        log: 'info',
      }),
    )
    // Both start at once on the empty database: both migrate, under the migration lock.
    const started = await Promise.allSettled([
      startServerProcess(cli, configFile, { DATABASE_URL: databaseUrl }),
      startServerProcess(cli, configFile, { DATABASE_URL: databaseUrl }),
    ])
    for (const result of started) if (result.status === 'fulfilled') processes.push(result.value)
    for (const result of started) if (result.status === 'rejected') throw result.reason
    ;[a, b] = processes as [ServerProcess, ServerProcess]
    // Debian's haproxy in front of both, round-robin, adding X-Forwarded-For (trustedProxies: 1).
    balancer = await startLoadBalancer({ backends: [a.url, b.url] })
  }, 120_000)

  afterAll(async () => {
    await balancer?.stop()
    node.release()
    for (const server of processes) if (server.child.exitCode === null) server.child.kill('SIGKILL')
    await Promise.all(processes.map((server) => server.exited))
    await node.close()
    if (databaseUrl) await dropTestDatabase(databaseUrl)
    cli?.remove()
  }, 30_000)

  it('both migrated the empty database together: each step applied once, by one of them', async () => {
    const rows = await adminQuery<{ id: number; times: number }>(
      databaseUrl,
      'SELECT id, count(*)::int AS times FROM gangway_migrations GROUP BY id ORDER BY id',
    )
    expect(rows).toEqual(MIGRATIONS.map(({ id }) => ({ id, times: 1 })))
    const applied = [a, b].filter((server) =>
      server.logs.some((line) => line.message === 'migrations applied'),
    )
    expect(applied).toHaveLength(1)
    for (const server of [a, b])
      expect(server.logs.find((line) => line.message === 'listening')).toMatchObject({
        database: 'postgres',
      })
  })

  it('a record written through one replica is there for the other', async () => {
    const sent = event()
    expect(await postEvent(a.url, sent)).toEqual({ status: 200, body: { stored: true } })
    const rows = await adminQuery<{ project_id: string; event: string; origin: string }>(
      databaseUrl,
      'SELECT project_id, event, origin FROM analytics_events WHERE event_id = $1',
      [sent.eventId],
    )
    expect(rows).toEqual([{ project_id: PROJECT, event: 'MODAL_OPEN', origin: ORIGIN }])
    expect(await get(`${b.url}/ready`)).toEqual({ status: 200, body: { status: 'ok' } })
    // B sees A's row: the same event through B is a duplicate, not stored again.
    expect(await postEvent(b.url, sent)).toEqual({ status: 200, body: { stored: false } })
    expect(
      await adminQuery(databaseUrl, 'SELECT id FROM analytics_events WHERE event_id = $1', [
        sent.eventId,
      ]),
    ).toHaveLength(1)
  })

  /** Requests to an unknown path (404 once the limits pass), half through each replica, at once. */
  const spread = (count: number, project: string, clientOf: (i: number) => string) =>
    Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const response = await fetch(`${(i % 2 ? a : b).url}/nowhere?projectId=${project}`, {
          headers: { 'x-forwarded-for': clientOf(i) },
          signal: AbortSignal.timeout(10_000),
        })
        await response.body?.cancel()
        return response.status
      }),
    )

  it('the per-client limit holds for the deployment: a client spread over both replicas gets requestsPerMinute in all', async () => {
    const statuses = await spread(44, 'one-client', () => '203.0.113.50')
    expect(statuses.filter((status) => status === 404)).toHaveLength(30)
    expect(statuses.filter((status) => status === 429)).toHaveLength(14)
  })

  it('the per-project limit holds for the deployment: many clients over both replicas get projectRequestsPerMinute in all', async () => {
    const statuses = await spread(50, 'crowd', (i) => `198.51.100.${i + 1}`)
    expect(statuses.filter((status) => status === 404)).toHaveLength(40)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
  })

  it('through haproxy: every request answered by one of the two, none with an error', async () => {
    const tag = 'through-haproxy-'
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        getFrom(`${balancer?.url}/ready?i=${i}`, `127.0.2.${i + 1}`, {
          'x-request-id': `${tag}${i}`,
        }),
      ),
    )
    expect(statuses).toEqual(Array(20).fill(200))
    // A replica writes its request lines at the end of its event-loop turn, and they reach this
    // process through a pipe, not with the answers: wait for them (at most 5 s).
    const logged = () => served(a, tag) + served(b, tag)
    await vi.waitFor(() => expect(logged()).toBeGreaterThanOrEqual(20), {
      timeout: 5_000,
      interval: 20,
    })
    // Round-robin: both replicas served (10 each when nothing else went through).
    expect(served(a, tag)).toBeGreaterThan(0)
    expect(served(b, tag)).toBeGreaterThan(0)
    expect(logged()).toBe(20)
  })

  it('through haproxy: a client gets requestsPerMinute in all, not once per replica', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 44 }, () =>
        getFrom(`${balancer?.url}/nowhere?projectId=balanced`, '127.0.3.1'),
      ),
    )
    expect(statuses.filter((status) => status === 404)).toHaveLength(30)
    expect(statuses.filter((status) => status === 429)).toHaveLength(14)
  })

  it('through haproxy: a project gets projectRequestsPerMinute in all, not once per replica', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        getFrom(`${balancer?.url}/nowhere?projectId=crowd-balanced`, `127.0.4.${i + 1}`),
      ),
    )
    expect(statuses.filter((status) => status === 404)).toHaveLength(40)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
  })

  it('SIGTERM: the replica finishes its request in flight, then exits 0; the other keeps serving', async () => {
    const inFlight = get(`${a.url}/gas-price?chainId=eip155:${CHAIN_ID}&projectId=${PROJECT}`)
    await node.feeHistoryArrived()
    a.child.kill('SIGTERM')
    // A stops taking connections while its request is still held upstream.
    const deadline = Date.now() + 10_000
    while ((await accepts(a.url)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await accepts(a.url)).toBe(false)
    expect(a.child.exitCode).toBeNull()
    // B serves meanwhile.
    expect(await get(`${b.url}/ready`)).toEqual({ status: 200, body: { status: 'ok' } })
    node.release()
    expect(await inFlight).toEqual({
      status: 200,
      body: { standard: '1000000001', fast: '1000000002', instant: '1000000003' },
    })
    expect(await a.exited).toBe(0)
    expect(a.logs.at(-1)).toMatchObject({ message: 'stopped' })
    // B goes on: ready, storing new records, answering chain reads.
    expect(await get(`${b.url}/ready`)).toEqual({ status: 200, body: { status: 'ok' } })
    expect(await postEvent(b.url, event())).toEqual({ status: 200, body: { stored: true } })
    expect(
      (await get(`${b.url}/gas-price?chainId=eip155:${CHAIN_ID}&projectId=${PROJECT}`)).status,
    ).toBe(200)
    b.child.kill('SIGTERM')
    expect(await b.exited).toBe(0)
  }, 60_000)
})
