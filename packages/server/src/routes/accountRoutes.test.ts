import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig, useTestServers } from '../testing/testServer.testing.js'

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const entry = (id: string, chain: string, transfers: unknown[] = []) => ({
  id,
  metadata: {
    minedAt: '2026-01-02T03:04:05.000Z',
    chain,
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0x0000000000000000000000000000000000000001',
    sentTo: OWNER,
    hash: id,
  },
  transfers,
})
const spam = {
  nft_info: { name: 'Free', flags: { is_spam: true }, content: { preview: { url: '' } } },
  direction: 'in',
  quantity: { numeric: '1' },
}

describe('account routes: the indexer activity source and the OpenAPI document', () => {
  const servers = useTestServers()
  let indexer: Server
  let indexerUrl: string
  let url: string
  const asked: string[] = []
  let answer: { status: number; body: unknown } = { status: 200, body: {} }

  beforeAll(async () => {
    indexer = createServer((request, response) => {
      asked.push(request.url ?? '')
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer.body))
    })
    await new Promise<void>((resolve) => indexer.listen(0, '127.0.0.1', resolve))
    indexerUrl = `http://127.0.0.1:${(indexer.address() as AddressInfo).port}/v1`
    // The chain's node is never asked: its activity comes from the indexer.
    ;({ url } = await servers(
      testConfig({
        chains: [
          {
            caipNetworkId: 'eip155:10',
            rpcUrls: ['http://127.0.0.1:9/'],
            native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            activity: { source: 'indexer', url: indexerUrl },
          },
        ],
      }),
    ))
  }, 120_000)
  afterAll(async () => {
    indexer.closeAllConnections()
    await new Promise<void>((resolve) => indexer.close(() => resolve()))
  })

  const history = async (cursor?: string) => {
    const query = new URLSearchParams({ address: OWNER, caipNetworkId: 'eip155:10' })
    if (cursor) query.set('cursor', cursor)
    const response = await fetch(`${url}/history?${query}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('forwards to the indexer and keeps only valid entries of the network, spam removed', async () => {
    answer = {
      status: 200,
      body: {
        data: [
          entry('0xaa', 'eip155:10'),
          entry('0xbb', 'eip155:1'),
          entry('0xcc', 'eip155:10', [spam]),
          { id: '0xdd', metadata: { chain: 'eip155:10' } },
        ],
        next: 'opaque-cursor_2',
      },
    }
    const { status, body } = await history('opaque-cursor_1')
    expect(status).toBe(200)
    expect(body).toEqual({ data: [entry('0xaa', 'eip155:10')], next: 'opaque-cursor_2' })
    const forwarded = new URL(asked.at(-1) ?? '', 'http://x')
    expect(forwarded.pathname).toBe('/v1/history')
    expect(Object.fromEntries(forwarded.searchParams)).toEqual({
      address: OWNER,
      caipNetworkId: 'eip155:10',
      cursor: 'opaque-cursor_1',
    })
  })

  it('a failing or malformed indexer answers 502', async () => {
    answer = { status: 500, body: { error: 'boom' } }
    expect(await history()).toMatchObject({
      status: 502,
      body: { error: { code: 'UPSTREAM_FAILED', message: expect.stringContaining('indexer') } },
    })
    answer = { status: 200, body: { items: [] } }
    expect((await history()).status).toBe(502)
  })

  it('describes /balance, /history and /nfts with their queries and answers in OpenAPI', async () => {
    const document = (await (await fetch(`${url}/openapi.json`)).json()) as {
      paths: Record<string, { get: { parameters: { name: string }[]; responses: object } }>
      components: { schemas: Record<string, unknown> }
    }
    for (const [path, names] of [
      ['/balance', ['address', 'caipNetworkId']],
      ['/history', ['address', 'caipNetworkId', 'cursor']],
      ['/nfts', ['address', 'caipNetworkId']],
    ] as const) {
      const get = document.paths[path]?.get
      expect(get?.parameters.map((parameter) => parameter.name)).toEqual(
        expect.arrayContaining([...names]),
      )
      expect(Object.keys(get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400']))
    }
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Balances',
        'TokenBalance',
        'TransactionsPage',
        'Transaction',
        'Nfts',
      ]),
    )
  })
})
