import { describe, expect, it } from 'vitest'
import { ORIGIN, PROJECT, testConfig, useTestServers } from '../testing/testServer.testing.js'

/** A request that counts how often its body is asked for. */
class CountedRequest extends Request {
  bodyReads = 0
  override get body() {
    this.bodyReads++
    return super.body
  }
}

describe('the request body at the edge', () => {
  const servers = useTestServers()

  it('a GET never asks for its body (on @hono/node-server that builds a whole Request)', async () => {
    const { app } = (await servers(testConfig())).server
    for (const path of ['/health', `/gas-price?chainId=eip155:1&projectId=${PROJECT}`]) {
      const request = new CountedRequest(`http://127.0.0.1${path}`, { headers: { origin: ORIGIN } })
      const response = await app.fetch(request)
      await response.text()
      expect(request.bodyReads, path).toBe(0)
    }
  })

  it('a POST that states its length is judged by it and read without asking for its body', async () => {
    const { app } = (await servers(testConfig({ limits: { bodyBytes: 1_024 } }))).server
    const post = (body: string) =>
      new CountedRequest(`http://127.0.0.1/e?projectId=${PROJECT}`, {
        method: 'POST',
        headers: {
          origin: ORIGIN,
          'content-type': 'text/plain',
          'content-length': String(Buffer.byteLength(body)),
        },
        body,
      })
    const event = {
      eventId: crypto.randomUUID(),
      url: `${ORIGIN}/`,
      domain: 'app.example',
      timestamp: Date.now(),
      props: { type: 'track', event: 'MODAL_OPEN' },
    }
    const cases = [
      [JSON.stringify(event), 200, undefined],
      // The edge's own checks still see the text: a NUL escape is refused before the route.
      [JSON.stringify({ ...event, url: '\0' }), 400, 'NUL_CHARACTER'],
      [JSON.stringify({ ...event, url: 'x'.repeat(2_000) }), 413, 'PAYLOAD_TOO_LARGE'],
    ] as const
    for (const [body, status, code] of cases) {
      const request = post(body)
      const response = await app.fetch(request)
      const answer = (await response.json()) as { stored?: boolean; error?: { code: string } }
      expect(response.status, body.slice(0, 80)).toBe(status)
      expect(answer.error?.code).toBe(code)
      expect(request.bodyReads).toBe(0)
    }
  })

  it('a POST body over the limit is still refused with 413', async () => {
    const { app } = (await servers(testConfig({ limits: { bodyBytes: 64 } }))).server
    const response = await app.fetch(
      new Request(`http://127.0.0.1/e?projectId=${PROJECT}`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ padding: 'x'.repeat(200) }),
      }),
    )
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'PAYLOAD_TOO_LARGE',
    )
  })
})
