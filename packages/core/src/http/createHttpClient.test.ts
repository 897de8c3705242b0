import { describeTimer, trackTimers } from '@gangway/testing/conformance'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { KitError } from '../errors/KitError.js'
import { createHttpClient } from './createHttpClient.js'
import { type LocalServer, startLocalServer } from './localServer.testing.js'

let server: LocalServer

beforeAll(async () => {
  server = await startLocalServer()
})
afterAll(async () => {
  await server.close()
})
beforeEach(() => {
  server.requests.length = 0
  server.handle((request, response) => {
    const status = /^\/status\/(\d+)$/.exec(request.url.pathname)
    if (status) {
      response.writeHead(Number(status[1]), { 'content-type': 'application/json' })
      response.end('{"error":"nope"}')
      return
    }
    if (request.url.pathname === '/blob') {
      response.writeHead(200, { 'content-type': 'image/png' })
      response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
      return
    }
    if (request.url.pathname === '/empty') {
      response.writeHead(204)
      response.end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ method: request.method, path: request.url.pathname }))
  })
})

describe('HTTP wrapper against a real local server (spec §7)', () => {
  it('GETs JSON', async () => {
    const http = createHttpClient({ baseUrl: server.baseUrl })
    await expect(http.get({ path: '/hello' })).resolves.toEqual({ method: 'GET', path: '/hello' })
    expect(server.requests[0]?.method).toBe('GET')
    expect(server.requests[0]?.body).toBe('')
  })

  it.each(['post', 'put', 'delete'] as const)('%s sends a JSON body', async (verb) => {
    const http = createHttpClient({ baseUrl: server.baseUrl })
    const body = { a: 1, nested: { list: [1, 'two'] }, text: 'ünïcode ✓' }
    const answer = await http[verb]({ path: '/items', body })
    expect(answer).toEqual({ method: verb.toUpperCase(), path: '/items' })
    const recorded = server.requests[0]
    expect(recorded?.method).toBe(verb.toUpperCase())
    expect(JSON.parse(recorded?.body ?? '')).toEqual(body)
  })

  it('GETs a blob', async () => {
    const http = createHttpClient({ baseUrl: server.baseUrl })
    const blob = await http.getBlob({ path: '/blob' })
    expect(blob.type).toBe('image/png')
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47])
  })

  it('reads an empty body as undefined', async () => {
    const http = createHttpClient({ baseUrl: server.baseUrl })
    await expect(http.delete({ path: '/empty' })).resolves.toBeUndefined()
  })

  it.each([400, 403, 404, 500, 503])(
    "throws 'HTTP status code: %i' keeping the response",
    async (status) => {
      const http = createHttpClient({ baseUrl: server.baseUrl })
      const error = await http.get({ path: `/status/${status}` }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(KitError)
      expect((error as KitError).code).toBe('HTTP_STATUS')
      expect((error as KitError).message).toBe(`HTTP status code: ${status}`)
      const response = (error as KitError).data as Response
      expect(response).toBeInstanceOf(Response)
      expect(response.status).toBe(status)
      await expect(response.json()).resolves.toEqual({ error: 'nope' })
    },
  )

  it('blob GET and POST throw on a bad status too', async () => {
    const http = createHttpClient({ baseUrl: server.baseUrl })
    await expect(http.getBlob({ path: '/status/404' })).rejects.toThrow('HTTP status code: 404')
    await expect(http.post({ path: '/status/500', body: {} })).rejects.toThrow(
      'HTTP status code: 500',
    )
  })

  it('skips empty query params and keeps the rest', async () => {
    const http = createHttpClient({ baseUrl: server.baseUrl })
    await http.get({
      path: '/q',
      params: { a: 'x y', empty: '', nothing: undefined, nil: null, zero: 0, no: false, big: 10n },
    })
    const query = server.requests[0]?.url.searchParams
    expect([...(query?.keys() ?? [])]).toEqual(['a', 'zero', 'no', 'big'])
    expect(query?.get('a')).toBe('x y')
    expect(query?.get('zero')).toBe('0')
    expect(query?.get('no')).toBe('false')
  })

  it('appends clientId when set, and not otherwise', async () => {
    await createHttpClient({ baseUrl: server.baseUrl, clientId: 'client-1' }).get({
      path: '/c',
      params: { p: '1' },
    })
    await createHttpClient({ baseUrl: server.baseUrl, clientId: null }).get({ path: '/c' })
    expect(server.requests[0]?.url.search).toBe('?p=1&clientId=client-1')
    expect(server.requests[1]?.url.search).toBe('')
  })

  it('joins base URL paths and sends default plus request headers', async () => {
    const http = createHttpClient({
      baseUrl: `${server.baseUrl}/api/`,
      headers: { 'x-sdk-type': 'gangway', 'x-both': 'default' },
    })
    await http.get({ path: '/v1/identity', headers: { 'x-both': 'request' } })
    const recorded = server.requests[0]
    expect(recorded?.url.pathname).toBe('/api/v1/identity')
    expect(recorded?.headers['x-sdk-type']).toBe('gangway')
    expect(recorded?.headers['x-both']).toBe('request')
  })

  it('uses an injected fetch', async () => {
    const calls: string[] = []
    const http = createHttpClient({
      baseUrl: server.baseUrl,
      fetch: (input, init) => {
        calls.push(`${init?.method} ${input}`)
        return globalThis.fetch(input, init)
      },
    })
    await http.get({ path: '/via' })
    expect(calls).toEqual([`GET ${server.baseUrl}/via`])
  })

  it('passes an abort signal', async () => {
    server.handle(() => {
      // never answers
    })
    const http = createHttpClient({ baseUrl: server.baseUrl })
    const controller = new AbortController()
    const pending = http.get({ path: '/slow', signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toThrow(/abort/i)
  })

  describe('time limit (timeoutMs)', () => {
    const timedOut = (error: unknown, timeoutMs: number) => {
      expect(error).toBeInstanceOf(KitError)
      expect((error as KitError).code).toBe('REQUEST_FAILED')
      expect((error as KitError).shortMessage).toBe('Something went wrong')
      expect((error as KitError).data).toEqual({ timeoutMs })
    }

    it('ends a request the server never answers, and clears its timer', async () => {
      server.handle(() => undefined)
      const timers = trackTimers()
      try {
        const http = createHttpClient({ baseUrl: server.baseUrl, timeoutMs: 100 })
        const started = Date.now()
        timedOut(await http.get({ path: '/silent' }).catch((e: unknown) => e), 100)
        expect(Date.now() - started).toBeLessThan(1000)
        // A request's own limit wins over the client's.
        timedOut(await http.getBlob({ path: '/silent', timeoutMs: 50 }).catch((e) => e), 50)
        expect(timers.pending().map(describeTimer)).toEqual([])
      } finally {
        timers.stop()
      }
    })

    it('covers the answer body: a server that stops halfway through fails too', async () => {
      server.handle((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.write('{"balances":[')
      })
      const http = createHttpClient({ baseUrl: server.baseUrl, timeoutMs: 100 })
      timedOut(await http.get({ path: '/stalls' }).catch((e: unknown) => e), 100)
    })

    it("a caller's abort is still an abort, not a time-out; a timely answer is unaffected", async () => {
      const http = createHttpClient({ baseUrl: server.baseUrl, timeoutMs: 5000 })
      await expect(http.get({ path: '/hello' })).resolves.toEqual({ method: 'GET', path: '/hello' })
      server.handle(() => undefined)
      const controller = new AbortController()
      const pending = http.get({ path: '/slow', signal: controller.signal })
      controller.abort()
      const error = await pending.catch((e: unknown) => e)
      expect(error).not.toBeInstanceOf(KitError)
      expect(String(error)).toMatch(/abort/i)
    })
  })
})
