/**
 * The JSON-RPC transport against endpoints that misbehave (real HTTP servers on 127.0.0.1): a
 * node that never answers, answers 5xx, closes the socket mid-request, answers garbage, or serves
 * another chain. A broken primary must cost at most one timeout before the next endpoint answers,
 * and nothing may be left running once the transport is destroyed.
 */
import { describeTimer, trackTimers } from '@gangway/testing/conformance'
import { afterEach, describe, expect, it } from 'vitest'
import type { Handler } from '../http/localServer.testing.js'
import { RpcChainMismatchError, RpcHttpError, RpcTimeoutError } from './httpJsonRpcEndpoint.js'
import { type Answer, type Call, unranked, useJsonRpcNodes } from './jsonRpcNode.testing.js'
import {
  type ChainCheck,
  createJsonRpcTransport,
  type JsonRpcTransport,
  type JsonRpcTransportSettings,
} from './jsonRpcTransport.js'

const node = useJsonRpcNodes()
const transports: JsonRpcTransport[] = []
afterEach(() => {
  for (const transport of transports.splice(0)) transport.destroy()
})

/**
 * A short timeout (the spec's is 10 s) so a silent endpoint costs little here; "within one
 * timeout" is checked as under two, which leaves a loaded machine half a timeout of slack.
 */
const TIMEOUT = 500

function settings(rank: JsonRpcTransportSettings['fallback']['rank'] = false) {
  const base = unranked()
  return {
    ...base,
    http: { ...base.http, timeout: TIMEOUT },
    fallback: { ...base.fallback, rank },
  }
}

function transport(urls: string[], options: Partial<Parameters<typeof createJsonRpcTransport>[1]>) {
  const created = createJsonRpcTransport(urls, { settings: settings(), ...options })
  transports.push(created)
  return created
}

/** Anvil's chain: eth_chainId 0x7a69, and 0x2a for everything else. */
const anvilLike: Answer = (call) => ({ result: call.method === 'eth_chainId' ? '0x7a69' : '0x2a' })

/** A primary that misbehaves in one of the ways below; every request it gets is recorded. */
async function brokenPrimary(handler: Handler) {
  const primary = await node(anvilLike)
  primary.server.handle(handler)
  return primary
}

const faults: [string, Handler][] = [
  ['never answers', () => undefined],
  [
    'answers HTTP 503',
    (_request, response) => {
      response.writeHead(503)
      response.end('overloaded')
    },
  ],
  [
    'closes the socket mid-request',
    (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"jsonrpc":"2.0","id":1,"res')
      response.socket?.destroy()
    },
  ],
  [
    'answers garbage',
    (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<html>502 Bad Gateway</html>')
    },
  ],
]

describe('the JSON-RPC transport with a broken primary endpoint', () => {
  it.each(faults)(
    'a primary that %s is asked once; the next endpoint answers within one timeout',
    async (_, handler) => {
      const primary = await brokenPrimary(handler)
      const healthy = await node(anvilLike)
      const rpc = transport([primary.url, healthy.url], {})
      const started = Date.now()
      expect(await rpc.request({ method: 'eth_blockNumber' })).toBe('0x2a')
      expect(Date.now() - started).toBeLessThan(2 * TIMEOUT)
      expect(primary.server.requests).toHaveLength(1)
      expect(healthy.methods()).toEqual(['eth_blockNumber'])
    },
  )

  it('a lone endpoint that never answers fails after one timeout (RpcTimeoutError)', async () => {
    const silent = await brokenPrimary(() => undefined)
    const rpc = transport([silent.url], {})
    const started = Date.now()
    await expect(rpc.request({ method: 'eth_blockNumber' })).rejects.toBeInstanceOf(RpcTimeoutError)
    expect(Date.now() - started).toBeLessThan(2 * TIMEOUT)
    expect(silent.server.requests).toHaveLength(1)
  })

  it('a lone endpoint that answers 5xx is tried again 3 times, then fails (RpcHttpError)', async () => {
    const down = await brokenPrimary(faults[1]?.[1] as Handler)
    const rpc = transport([down.url], {
      settings: { ...settings(), http: { ...settings().http, retryDelay: 1 } },
    })
    await expect(rpc.request({ method: 'eth_blockNumber' })).rejects.toBeInstanceOf(RpcHttpError)
    expect(down.server.requests).toHaveLength(4)
  })

  it('after a silent primary, the ranking puts the healthy endpoint first', async () => {
    const silent = await brokenPrimary(() => undefined)
    const healthy = await node(anvilLike)
    const ranked: (readonly string[])[] = []
    const rpc = transport([silent.url, healthy.url], {
      settings: settings({
        interval: 50,
        sampleCount: 10,
        timeout: 100,
        weights: { stability: 0.7, latency: 0.3 },
      }),
      onRanked: (urls) => ranked.push(urls),
    })
    expect(await rpc.request({ method: 'eth_blockNumber' })).toBe('0x2a')
    await expect.poll(() => ranked.length, { timeout: 2000, interval: 10 }).toBeGreaterThan(0)
    expect(ranked[0]).toEqual([healthy.url, silent.url])
    expect(rpc.urls()).toEqual([healthy.url, silent.url])
    const started = Date.now()
    expect(await rpc.request({ method: 'eth_getBalance' })).toBe('0x2a')
    expect(Date.now() - started).toBeLessThan(TIMEOUT)
    const asked = (request: { body: string }) => (JSON.parse(request.body) as Call).method
    expect(silent.server.requests.map(asked)).not.toContain('eth_getBalance')
  })

  it('leaves no timer running once destroyed, even in the middle of a backoff', async () => {
    const timers = trackTimers()
    try {
      const busy = await node(() => ({ error: { code: -32005, message: 'limit exceeded' } }))
      const silent = await brokenPrimary(() => undefined)
      // A backoff far longer than the test, so the transport is surely paused when destroyed.
      const rpc = transport([busy.url, silent.url], {
        settings: { ...settings(), http: { ...settings().http, retryDelay: 60_000 } },
      })
      const pending = rpc.request({ method: 'eth_blockNumber' }).catch((error: unknown) => error)
      const inFlight = transport([silent.url], {})
      const hanging = inFlight.request({ method: 'eth_blockNumber' }).catch((e: unknown) => e)
      // The busy answer has reached the transport once its backoff pause is running.
      const backoff = () => timers.pending().some((timer) => timer.delay === 60_000)
      await expect.poll(backoff, { timeout: 2000, interval: 5 }).toBe(true)
      await expect.poll(() => silent.server.requests.length, { interval: 5 }).toBe(1)
      expect(busy.times).toHaveLength(1)
      // A backoff pause and a request timeout are running.
      expect(timers.pending().length).toBeGreaterThanOrEqual(2)
      rpc.destroy()
      inFlight.destroy()
      expect(await pending).toMatchObject({ message: 'JSON-RPC transport destroyed' })
      expect(await hanging).toMatchObject({ message: 'RPC endpoint destroyed' })
      expect(timers.pending().map(describeTimer)).toEqual([])
    } finally {
      timers.stop()
    }
  })

  it('stops its ranking timer when destroyed', async () => {
    const timers = trackTimers()
    try {
      const a = await node(anvilLike)
      const b = await node(anvilLike)
      const ranked: unknown[] = []
      const rpc = transport([a.url, b.url], {
        settings: settings({
          interval: 20,
          sampleCount: 10,
          timeout: 100,
          weights: { stability: 0.7, latency: 0.3 },
        }),
        onRanked: (urls) => ranked.push(urls),
      })
      await expect.poll(() => ranked.length, { timeout: 2000, interval: 5 }).toBeGreaterThan(1)
      rpc.destroy()
      expect(timers.pending().map(describeTimer)).toEqual([])
    } finally {
      timers.stop()
    }
  })
})

describe('an endpoint serving another chain (chainCheck)', () => {
  const anvilChain: ChainCheck = {
    call: { method: 'eth_chainId' },
    matches: (answer) => typeof answer === 'string' && Number(answer) === 31337,
  }

  it('is asked eth_chainId on first use and never used for the network', async () => {
    const mainnet = await node((call) => ({
      result: call.method === 'eth_chainId' ? '0x1' : '0xbad',
    }))
    const anvil = await node(anvilLike)
    const rpc = transport([mainnet.url, anvil.url], { chainCheck: anvilChain })
    expect(await rpc.request({ method: 'eth_getBalance' })).toBe('0x2a')
    expect(await rpc.request({ method: 'eth_blockNumber' })).toBe('0x2a')
    expect(mainnet.methods()).toEqual(['eth_chainId'])
    // The right chain is checked once, then used.
    expect(anvil.methods()).toEqual(['eth_chainId', 'eth_getBalance', 'eth_blockNumber'])
    expect(rpc.urls()).toEqual([anvil.url])
  })

  it('fails with RpcChainMismatchError when no endpoint serves the chain', async () => {
    const mainnet = await node(() => ({ result: '0x1' }))
    const rpc = transport([mainnet.url], { chainCheck: anvilChain })
    for (let attempt = 0; attempt < 2; attempt++) {
      const error = await rpc.request({ method: 'eth_getBalance' }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RpcChainMismatchError)
      expect(error).toMatchObject({ url: mainnet.url, answer: '0x1' })
    }
    expect(mainnet.methods()).toEqual(['eth_chainId'])
  })

  it('an endpoint that cannot answer the check is skipped for this call and asked again later', async () => {
    let silent = true
    const flaky = await node(anvilLike)
    const answerLater = flaky.server
    const anvil = await node(anvilLike)
    answerLater.handle((request, response) => {
      if (silent) return
      response.writeHead(200, { 'content-type': 'application/json' })
      const call = JSON.parse(request.body) as Call
      response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, ...anvilLike(call) }))
    })
    const rpc = transport([flaky.url, anvil.url], { chainCheck: anvilChain })
    expect(await rpc.request({ method: 'eth_blockNumber' })).toBe('0x2a')
    expect(anvil.methods()).toEqual(['eth_chainId', 'eth_blockNumber'])
    silent = false
    expect(await rpc.request({ method: 'eth_blockNumber' })).toBe('0x2a')
    expect(answerLater.requests).toHaveLength(3) // the check that timed out, the check, the call
    expect(rpc.urls()).toEqual([flaky.url, anvil.url])
  })
})
