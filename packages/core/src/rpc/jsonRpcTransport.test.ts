import { afterEach, describe, expect, it } from 'vitest'
import { type LocalServer, startLocalServer } from '../http/localServer.testing.js'
import { RpcHttpError, RpcResponseError, RpcTimeoutError } from './httpJsonRpcEndpoint.js'
import { type Answer, unranked, useJsonRpcNodes } from './jsonRpcNode.testing.js'
import { createJsonRpcTransport } from './jsonRpcTransport.js'
import { isRpcResponseError, loadJsonRpcTransport } from './loadJsonRpcTransport.js'
import { getRpcTransportConfig } from './transportConfig.js'

const servers: LocalServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})
const node = useJsonRpcNodes()

const ok: Answer = () => ({ result: '0x2a' })

describe('createJsonRpcTransport (spec §7, §9)', () => {
  it('retries an endpoint 3 times after 150, 300, 600 ms, then fails over', async () => {
    const a = await node(() => ({ error: { code: -32603, message: 'internal error' } }))
    const b = await node(ok)
    const transport = createJsonRpcTransport([a.url, b.url], { settings: unranked() })
    expect(await transport.request({ method: 'eth_blockNumber' })).toBe('0x2a')
    expect(a.times).toHaveLength(4)
    const gaps = a.times.slice(1).map((time, i) => time - (a.times[i] as number))
    expect(gaps[0]).toBeGreaterThanOrEqual(140)
    expect(gaps[1]).toBeGreaterThanOrEqual(290)
    expect(gaps[2]).toBeGreaterThanOrEqual(590)
    expect(gaps[1]).toBeGreaterThan(gaps[0] as number)
    expect(gaps[2]).toBeGreaterThan(gaps[1] as number)
    expect(b.times).toHaveLength(1)
    expect((b.times[0] as number) >= (a.times[3] as number)).toBe(true)
    transport.destroy()
  })

  it('retries HTTP 503 and fails the call when every endpoint fails', async () => {
    const a = await node(ok, 503)
    const transport = createJsonRpcTransport([a.url], { settings: unranked() })
    const error = await transport.request({ method: 'eth_chainId' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcHttpError)
    expect((error as RpcHttpError).status).toBe(503)
    expect(a.times).toHaveLength(4)
  })

  it.each([
    [5000, 'User rejected (CAIP-25)'],
    [4001, 'User rejected the request'],
    [3, 'execution reverted'],
  ])('surfaces code %i at once: no retry, no next endpoint', async (code, message) => {
    const a = await node(() => ({ error: { code, message } }))
    const b = await node(ok)
    const transport = createJsonRpcTransport([a.url, b.url], { settings: unranked() })
    const error = await transport.request({ method: 'eth_call' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcResponseError)
    expect(error).toMatchObject({ code, message })
    expect(a.times).toHaveLength(1)
    expect(b.times).toHaveLength(0)
  })

  it('fails over without retrying on a deterministic-per-node error (-32601)', async () => {
    const a = await node(() => ({ error: { code: -32601, message: 'method not found' } }))
    const b = await node(ok)
    const transport = createJsonRpcTransport([a.url, b.url], { settings: unranked() })
    expect(await transport.request({ method: 'eth_chainId' })).toBe('0x2a')
    expect([a.times.length, b.times.length]).toEqual([1, 1])
  })

  it('times out after http.timeout and fails over at once (a timeout is not retried)', async () => {
    const server = await startLocalServer()
    servers.push(server)
    server.handle(() => undefined) // never answers
    const b = await node(ok)
    const settings = unranked()
    settings.http = { ...settings.http, timeout: 50, retryCount: 1, retryDelay: 1 }
    const transport = createJsonRpcTransport([server.baseUrl, b.url], { settings })
    expect(await transport.request({ method: 'eth_chainId' })).toBe('0x2a')
    expect(server.requests).toHaveLength(1)
    const alone = createJsonRpcTransport([server.baseUrl], { settings })
    await expect(alone.request({ method: 'eth_chainId' })).rejects.toBeInstanceOf(RpcTimeoutError)
    expect(server.requests).toHaveLength(2)
  })

  it('sends the calls of one turn in one HTTP request, results matched by id', async () => {
    const a = await node((call) => ({ result: call.method }))
    const transport = createJsonRpcTransport([a.url], { settings: unranked() })
    const results = await Promise.all(
      ['eth_chainId', 'eth_blockNumber', 'eth_gasPrice'].map((method) =>
        transport.request({ method, params: [] }),
      ),
    )
    expect(results).toEqual(['eth_chainId', 'eth_blockNumber', 'eth_gasPrice'])
    expect(a.times).toHaveLength(1)
    const [body] = a.bodies()
    expect(Array.isArray(body) && body.map((c) => c.method)).toEqual(results)
    // A lone call goes as a plain JSON-RPC object.
    await transport.request({ method: 'eth_chainId' })
    expect(a.bodies()[1]).toMatchObject({ jsonrpc: '2.0', method: 'eth_chainId', params: [] })
  })

  it('splits batches at http.batch.batchSize', async () => {
    const a = await node(ok)
    const settings = unranked()
    settings.http = { ...settings.http, batch: { batchSize: 2 } }
    const transport = createJsonRpcTransport([a.url], { settings })
    await Promise.all([1, 2, 3].map(() => transport.request({ method: 'eth_chainId' })))
    expect(a.bodies().map((b) => (Array.isArray(b) ? b.length : 1))).toEqual([2, 1])
  })

  it('ranks two endpoints: the faster, stable one is tried first', async () => {
    // a is listed first but its probes fail; b answers them.
    const a = await node((call) =>
      call.method === 'net_listening'
        ? { error: { code: -32603, message: 'overloaded' } }
        : { result: 'a' },
    )
    const b = await node((call) => ({ result: call.method === 'net_listening' ? true : 'b' }))
    const ranked: (readonly string[])[] = []
    const transport = createJsonRpcTransport([a.url, b.url], {
      settings: getRpcTransportConfig(),
      onRanked: (urls) => ranked.push(urls),
    })
    expect(transport.urls()).toEqual([a.url, b.url])
    await expect.poll(() => ranked.length, { timeout: 5000 }).toBe(1)
    expect(ranked[0]).toEqual([b.url, a.url])
    expect(await transport.request({ method: 'eth_blockNumber' })).toBe('b')
    expect(a.methods()).toEqual(['net_listening'])
    transport.destroy()
  })

  it('does not probe a single endpoint', async () => {
    const a = await node(ok)
    const transport = createJsonRpcTransport([a.url], {
      settings: getRpcTransportConfig(),
      onRanked: () => undefined,
    })
    await new Promise((r) => setTimeout(r, 50))
    expect(a.methods()).toEqual([])
    transport.destroy()
    await expect(transport.request({ method: 'eth_chainId' })).rejects.toThrow(/destroyed/)
    expect(() => createJsonRpcTransport([], { settings: unranked() })).toThrow(/at least one/)
  })
})

describe('loadJsonRpcTransport', () => {
  it('loads the transport module; isRpcResponseError recognises its error answers only', async () => {
    const loaded = await loadJsonRpcTransport()
    expect(loaded.createJsonRpcTransport).toBe(createJsonRpcTransport)
    expect(isRpcResponseError(new RpcResponseError(5000, 'rejected', undefined, 'http://x'))).toBe(
      true,
    )
    expect(isRpcResponseError(Object.assign(new Error('x'), { code: 5000 }))).toBe(false)
    expect(isRpcResponseError(new RpcHttpError(500, 'http://x', ''))).toBe(false)
    expect(isRpcResponseError({ name: 'RpcResponseError', code: 1 })).toBe(false)
  })
})
