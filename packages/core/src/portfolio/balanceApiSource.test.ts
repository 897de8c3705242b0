import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isKitError } from '../errors/KitError.js'
import { type LocalServer, startLocalServer } from '../http/localServer.testing.js'
import { createBalanceApiSource } from './balanceApiSource.js'

let server: LocalServer
beforeEach(async () => {
  server = await startLocalServer()
})
afterEach(() => server.close())

const query = {
  address: '0xABC0000000000000000000000000000000000001',
  caipNetworkId: 'eip155:1' as const,
}

describe('createBalanceApiSource', () => {
  it('asks GET {url}/balance with the address and caipNetworkId (and clientId when set)', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ balances: [] }))
    })
    const source = createBalanceApiSource({ url: `${server.baseUrl}/api/`, clientId: 'c1' })
    expect(await source.getBalances(query)).toEqual({ balances: [] })
    const [request] = server.requests
    expect(request?.method).toBe('GET')
    expect(request?.url.pathname).toBe('/api/balance')
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      ...query,
      clientId: 'c1',
    })
  })

  it("throws the catalogue's 'HTTP status code: N' on a failed status", async () => {
    server.handle((_request, response) => {
      response.writeHead(503)
      response.end()
    })
    const error = await createBalanceApiSource({ url: server.baseUrl })
      .getBalances(query)
      .catch((e: unknown) => e)
    expect(isKitError(error, 'HTTP_STATUS')).toBe(true)
    expect((error as Error).message).toBe('HTTP status code: 503')
  })

  it('stops when its signal aborts', async () => {
    server.handle(() => {
      // never answers
    })
    const controller = new AbortController()
    const pending = createBalanceApiSource({ url: server.baseUrl }).getBalances(query, {
      signal: controller.signal,
    })
    controller.abort()
    await expect(pending).rejects.toThrow()
  })
})
