import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRpcTransportConfig } from '@gangway/core/adapter'
import * as viem from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRpcTransport } from './rpcTransport.js'

vi.mock('viem', async (importOriginal) => {
  const original = await importOriginal<typeof import('viem')>()
  return { ...original, fallback: vi.fn(original.fallback), http: vi.fn(original.http) }
})

const chain = viem.defineChain({
  id: 31337,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1'] } },
})

/** Ranking off: probes would reorder the endpoints while a request is in flight. */
const unranked = () => {
  const config = getRpcTransportConfig()
  return { ...config, fallback: { ...config.fallback, rank: false as const } }
}

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
  vi.clearAllMocks()
})

/**
 * A JSON-RPC endpoint on chain 31337 (eth_chainId 0x7a69, or `chainId`) that answers every other
 * request with `answer`, counting hits.
 */
async function endpoint(answer: (id: unknown) => unknown, chainId = '0x7a69') {
  const hits: string[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const parsed = JSON.parse(body)
      const one = (r: { id: unknown; method: string }) => {
        hits.push(r.method)
        const result = r.method === 'eth_chainId' ? { result: chainId } : answer(r.id)
        return { jsonrpc: '2.0', id: r.id, ...(result as object) }
      }
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(one) : one(parsed)))
    })
  })
  servers.push(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits }
}

describe('createRpcTransport', () => {
  it('uses the section 9 numbers: 10 s timeout, batches of 1000, 3 retries from 150 ms', () => {
    createRpcTransport(['https://a.example', 'https://b.example'])
    expect(viem.http).toHaveBeenCalledTimes(2)
    expect(viem.http).toHaveBeenCalledWith('https://a.example', {
      timeout: 10_000,
      batch: { batchSize: 1000 },
      retryCount: 0,
      retryDelay: 150,
    })
    const [, options] = vi.mocked(viem.fallback).mock.calls[0] ?? []
    // viem's own ranking never stops probing: the kernel's ranking orders the endpoints instead.
    expect(options).toMatchObject({ retryCount: 3, retryDelay: 150, rank: false })
    expect(options?.shouldThrow?.(Object.assign(new Error('x'), { code: 5000 }))).toBe(true)
    expect(options?.shouldThrow?.(Object.assign(new Error('x'), { code: -32603 }))).toBe(false)
  })

  it("ranks the endpoints with the kernel's ranking until the signal is aborted", async () => {
    const slow = await endpoint(() => ({ result: true }))
    const fast = await endpoint(() => ({ result: true }))
    const stop = new AbortController()
    const config = getRpcTransportConfig()
    createRpcTransport(
      [slow.url, fast.url],
      {
        ...config,
        fallback: { ...config.fallback, rank: { ...config.fallback.rank, interval: 20 } },
      },
      stop.signal,
    )
    await vi.waitFor(() => expect(fast.hits.length).toBeGreaterThanOrEqual(2))
    expect(fast.hits.every((method) => method === 'net_listening')).toBe(true)
    stop.abort()
    await new Promise((resolve) => setTimeout(resolve, 30)) // a probe already on its way lands
    const probes = fast.hits.length
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(fast.hits.length).toBe(probes)
  })

  it('does not rank a single endpoint', () => {
    createRpcTransport(['https://a.example'])
    expect(vi.mocked(viem.fallback).mock.calls[0]?.[1]?.rank).toBe(false)
  })

  it('falls back to the next endpoint on an endpoint failure', async () => {
    const a = await endpoint(() => ({ error: { code: -32603, message: 'internal error' } }))
    const b = await endpoint(() => ({ result: '0x2a' }))
    const client = viem.createPublicClient({
      chain,
      transport: createRpcTransport([a.url, b.url], unranked()),
    })
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(42n)
    expect(a.hits).toContain('eth_blockNumber')
    expect(b.hits).toContain('eth_blockNumber')
  })

  it.each([
    [5000, 'user rejected (CAIP-25)'],
    [4001, 'user rejected'],
    [3, 'execution reverted'],
  ])('does not fall back on code %i (%s)', async (code, message) => {
    const a = await endpoint(() => ({ error: { code, message } }))
    const b = await endpoint(() => ({ result: '0x2a' }))
    const client = viem.createPublicClient({
      chain,
      transport: createRpcTransport([a.url, b.url], unranked()),
    })
    await expect(client.getBlockNumber({ cacheTime: 0 })).rejects.toThrow()
    expect(b.hits.filter((m) => m === 'eth_blockNumber')).toEqual([])
  })

  it('moves to the next endpoint after the first timeout of a silent one', async () => {
    let silentRequests = 0
    const silent = createServer(() => void silentRequests++) // takes requests, never answers
    servers.push(silent)
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r))
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
    const b = await endpoint(() => ({ result: '0x2a' }))
    const config = unranked()
    const client = viem.createPublicClient({
      chain,
      transport: createRpcTransport([silentUrl, b.url], {
        ...config,
        http: { ...config.http, timeout: 200 },
      }),
    })
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(42n)
    // One request to the silent endpoint, not retried after its timeout (counted, not timed:
    // a wall-clock bound failed on a loaded machine).
    expect(silentRequests).toBe(1)
    silent.closeAllConnections()
  })

  it('never uses an endpoint whose eth_chainId is another chain', async () => {
    const mainnet = await endpoint(() => ({ result: '0x99' }), '0x1')
    const local = await endpoint(() => ({ result: '0x2a' }))
    const client = viem.createPublicClient({
      chain,
      transport: createRpcTransport([mainnet.url, local.url], unranked()),
    })
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(42n)
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(42n)
    expect(mainnet.hits).toEqual(['eth_chainId'])
    expect(local.hits).toEqual(['eth_chainId', 'eth_blockNumber', 'eth_blockNumber'])
  })
})
