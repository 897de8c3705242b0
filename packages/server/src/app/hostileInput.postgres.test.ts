// Every route of /openapi.json driven with hostile values (fast-check) on PostgreSQL, the stricter
// database (it refuses NUL in text and jsonb; PGlite took them): no answer is a 5xx, and a
// refusal writes nothing. One server for the file, a bounded number of runs per route.
import { generateKeyPairSync } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { startMailbox } from '../../../testing/src/mail/startMailbox.js'
import {
  type HostileRequest,
  jsonText,
  type OpenApiDocument,
  routesOf,
  wellFormed,
} from '../testing/openapiArbitraries.testing.js'
import { startStubHttp } from '../testing/rpcProxy.js'
import { ORIGIN, PROJECT, testConfig, useTestServers } from '../testing/testServer.testing.js'

/** Runs per route: each is one request and two reads of the database. */
const RUNS_PER_ROUTE = 12
const example = (file: string) => new URL(`../../example/${file}`, import.meta.url).pathname

const start = useTestServers()
const mailbox = await startMailbox()
// Coinbase's Session Token API, answering a token to every request (its real checks are onramp's tests').
const coinbase = await startStubHttp({ status: 200, body: { token: 'stub-session-token-1234' } })
const upstream = await startStubHttp({ status: 503, body: {} })
afterAll(async () => {
  await Promise.all([mailbox.close(), coinbase.close(), upstream.close()])
})
const { server, url } = await start(
  testConfig({
    directory: { listingsFile: example('listings.json'), imagesDir: example('images') },
    names: { gateway: { signerKey: `0x${'4'.repeat(64)}` } },
    embedded: {
      smtp: { url: mailbox.url, from: 'Gangway <no-reply@test.example>' },
      social: {
        github: {
          clientId: 'client',
          clientSecret: 'secret',
          authorizationUrl: `${upstream.url}/authorize`,
          tokenUrl: `${upstream.url}/token`,
          userinfoUrl: `${upstream.url}/user`,
        },
      },
    },
    onramp: {
      coinbase: {
        apiKeyId: 'organizations/test/apiKeys/test',
        apiKeySecret: generateKeyPairSync('ec', { namedCurve: 'P-256' })
          .privateKey.export({ format: 'pem', type: 'sec1' })
          .toString(),
        apiUrl: coinbase.url,
      },
    },
    limits: { requestsPerMinute: 1_000_000, projectRequestsPerMinute: 1_000_000 },
  }),
)
const ownOrigin = new URL(server.config.publicUrl ?? url).origin
const doc = (await (await fetch(`${url}/openapi.json`)).json()) as OpenApiDocument
/** The embedded wallet's routes are its frame's (same-origin); every other route a host page's. */
const originOf = (path: string) => (path.startsWith('/embedded/') ? ownOrigin : ORIGIN)
const routes = routesOf(doc, { project: PROJECT, origin: originOf })

/** Tables whose content a refusal must leave as it was (request counters excepted: they count refusals too). */
const tables = (
  await server.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        AND table_name NOT IN ('quota_counters', 'gangway_migrations') ORDER BY table_name`,
  )
).map((row) => row.name)
const snapshotSql = `SELECT ${tables
  .map(
    (name) =>
      `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${name}" t) AS "${name}"`,
  )
  .join(', ')}`
const snapshot = async () => (await server.db.query(snapshotSql))[0]

let baseline: Record<string, unknown> | undefined

/** Answers seen, by status class, for the README's figures. */
const seen = { requests: 0, status5xx: 0, refusals: 0 }

async function send(request: HostileRequest) {
  const query = new URLSearchParams(request.query.map(([key, value]) => [key, wellFormed(value)]))
  const response = await fetch(`${url}${request.path}?${query}`, {
    method: request.method,
    headers: {
      ...request.headers,
      ...(request.body && { 'content-type': request.body.contentType }),
    },
    ...(request.body && { body: request.body.text }),
    // The device-approval poll waits for a link nobody opens: the client leaving ends it.
    signal: AbortSignal.timeout(request.path === '/embedded/email/device' ? 300 : 10_000),
  }).catch((error: Error) => {
    if (error.name === 'TimeoutError' && request.path === '/embedded/email/device') return undefined
    throw error
  })
  if (!response) return undefined
  const text = await response.text()
  seen.requests++
  if (response.status >= 500) seen.status5xx++
  return { status: response.status, type: response.headers.get('content-type') ?? '', text }
}

describe('every route under hostile input', { timeout: 120_000 }, () => {
  it('the document lists the routes of every configured group', () => {
    const templates = routes.map((route) => `${route.method} ${route.template}`)
    expect(templates.length).toBeGreaterThan(35)
    for (const expected of [
      'POST /e',
      'POST /names/register',
      'POST /siwx/verify',
      'POST /onramp/session',
      'PUT /embedded/vault',
      'GET /directory/images/{file}',
    ])
      expect(templates).toContain(expected)
  })

  it.each(routes.map((route) => [`${route.method} ${route.template}`, route] as const))(
    '%s: never a 5xx; a refusal writes nothing and has the error shape',
    async (_, route) => {
      await fc.assert(
        fc.asyncProperty(route.request, async (request) => {
          // The database as the last request left it: one read per request.
          baseline ??= await snapshot()
          const answer = await send(request)
          if (!answer) return
          expect(answer.status, `${answer.status} ${answer.text.slice(0, 300)}`).toBeLessThan(500)
          const after = await snapshot()
          const before = baseline
          baseline = after
          if (answer.status < 400) return
          seen.refusals++
          expect(after).toEqual(before)
          if (answer.type.includes('application/json'))
            expect(JSON.parse(answer.text)).toMatchObject({
              error: { code: expect.any(String), message: expect.any(String) },
            })
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      )
    },
  )

  it.each(routes.map((route) => [`${route.method} ${route.template}`, route] as const))(
    '%s: a NUL in the query or the body, or a body 5,000 deep, is a named 400 at the edge',
    async (_, route) => {
      // The route with plain parameters: only the hostile part differs from an ordinary call.
      const origin = originOf(route.template)
      const base: HostileRequest = {
        method: route.method,
        path: route.template.replace(/\{\w+\}/g, 'plain'),
        query: [['projectId', PROJECT]],
        headers: origin ? { origin } : {},
      }
      const cases: [HostileRequest, string, string][] = [
        [{ ...base, query: [...base.query, ['x', 'a\u0000b']] }, 'NUL_CHARACTER', 'x'],
      ]
      if (route.method !== 'GET') {
        const contentType = base.body?.contentType ?? 'application/json'
        cases.push(
          [
            { ...base, body: { text: jsonText({ field: 'a\u0000b' }), contentType } },
            'NUL_CHARACTER',
            'body.field',
          ],
          [
            {
              ...base,
              body: { text: `{"field":${'['.repeat(5_000)}${']'.repeat(5_000)}}`, contentType },
            },
            'BODY_TOO_DEEP',
            '',
          ],
          [
            { ...base, body: { text: '{"field":"\\ud800"}', contentType } },
            'INVALID_CHARACTER',
            'body.field',
          ],
        )
      }
      for (const [request, code, field] of cases) {
        const before = await snapshot()
        const answer = await send(request)
        expect(answer?.status, answer?.text).toBe(400)
        expect(JSON.parse(answer?.text ?? '{}')).toMatchObject({
          error: { code, ...(field && { field }) },
        })
        baseline = await snapshot()
        expect(baseline).toEqual(before)
      }
    },
  )

  it('saw no 5xx at all', () => {
    console.log(
      `hostile input: ${seen.requests} requests, ${seen.refusals} refusals, ${seen.status5xx} answers 5xx`,
    )
    expect(seen.status5xx).toBe(0)
  })
})
