import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type LocalServer, startLocalServer } from '../http/localServer.testing.js'
import { createActivityApiSource } from './activityApiSource.js'

let server: LocalServer
beforeEach(async () => {
  server = await startLocalServer()
})
afterEach(() => server.close())

const query = {
  address: '0xABC0000000000000000000000000000000000001',
  caipNetworkId: 'eip155:1' as const,
}

describe('createActivityApiSource', () => {
  it('asks GET {url}/history; a current read (after its own send) with Cache-Control: no-cache', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ data: [] }))
    })
    const source = createActivityApiSource({ url: server.baseUrl })
    expect(await source.getTransactions({ ...query, cursor: '12' })).toEqual({ data: [] })
    await source.getTransactions(query, { current: true })
    expect(server.requests.map((request) => request.url.pathname)).toEqual(['/history', '/history'])
    expect(Object.fromEntries(server.requests[0]?.url.searchParams ?? [])).toEqual({
      ...query,
      cursor: '12',
    })
    expect(server.requests.map((request) => request.headers['cache-control'])).toEqual([
      undefined,
      'no-cache',
    ])
  })
})
