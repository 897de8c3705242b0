import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createActivityApiSource } from '../activity/activityApiSource.js'
import { createNftApiSource } from '../nfts/nftApiSource.js'
import { createBalanceApiSource } from '../portfolio/balanceApiSource.js'
import { createDataApiClient } from './createDataApiClient.js'
import { type LocalServer, startLocalServer } from './localServer.testing.js'

let server: LocalServer
beforeEach(async () => {
  server = await startLocalServer()
})
afterEach(() => server.close())

const answer = (status: number) =>
  server.handle((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end('{}')
  })

describe('createDataApiClient', () => {
  it('calls onForbidden when the API answers 403 (origin or project not allowed), and still fails', async () => {
    answer(403)
    let forbidden = 0
    const http = createDataApiClient({ url: server.baseUrl, onForbidden: () => forbidden++ })
    await expect(http.get({ path: 'balance' })).rejects.toThrow('HTTP status code: 403')
    expect(forbidden).toBe(1)
  })

  it('does not call it for other failures', async () => {
    let forbidden = 0
    const http = createDataApiClient({ url: server.baseUrl, onForbidden: () => forbidden++ })
    for (const status of [401, 404, 500]) {
      answer(status)
      await expect(http.get({ path: 'balance' })).rejects.toThrow(`HTTP status code: ${status}`)
    }
    expect(forbidden).toBe(0)
  })

  it('is passed on by the balance, activity and NFT API sources', async () => {
    answer(403)
    let forbidden = 0
    const options = { url: server.baseUrl, onForbidden: () => forbidden++ }
    const query = {
      address: '0x0000000000000000000000000000000000000001',
      caipNetworkId: 'eip155:1',
    } as const
    await expect(createBalanceApiSource(options).getBalances(query)).rejects.toThrow()
    await expect(createNftApiSource(options).getNfts(query)).rejects.toThrow()
    await expect(createActivityApiSource(options).getTransactions(query)).rejects.toThrow()
    expect(forbidden).toBe(3)
  })

  it('the balance and activity sources send a current read (after its own send) with Cache-Control: no-cache', async () => {
    answer(200)
    const options = { url: server.baseUrl }
    const query = {
      address: '0x0000000000000000000000000000000000000001',
      caipNetworkId: 'eip155:1',
    } as const
    const balances = createBalanceApiSource(options)
    const activity = createActivityApiSource(options)
    await balances.getBalances(query)
    await balances.getBalances(query, { current: true })
    await activity.getTransactions({ ...query, cursor: '12' })
    await activity.getTransactions(query, { current: true })
    expect(
      server.requests.map((request) => [request.url.pathname, request.headers['cache-control']]),
    ).toEqual([
      ['/balance', undefined],
      ['/balance', 'no-cache'],
      ['/history', undefined],
      ['/history', 'no-cache'],
    ])
    expect(server.requests[2]?.url.searchParams.get('cursor')).toBe('12')
  })
})
