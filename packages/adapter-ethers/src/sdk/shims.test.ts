import {
  getRpcTransportConfig,
  type JsonRpcTransportSettings,
  loadJsonRpcTransport,
} from '@gangway/core/adapter'
import { collectProviderErrorCodes, ERC20_ABI, USDT_ABI } from '@gangway/core/eip155'
import { afterEach, describe, expect, it } from 'vitest'
import {
  type JsonRpcAnswer,
  type JsonRpcNode,
  startJsonRpcNode,
} from '../testing/jsonRpcNode.testing.js'
import { ethersV5Shim } from './ethersV5.js'
import { ethersV6Shim } from './ethersV6.js'

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const OTHER = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const CHAIN_ID = 31337

const { createJsonRpcTransport } = await loadJsonRpcTransport()

const nodes: JsonRpcNode[] = []
afterEach(async () => {
  await Promise.all(nodes.splice(0).map((node) => node.close()))
})

async function node(...args: Parameters<typeof startJsonRpcNode>) {
  const started = await startJsonRpcNode(...args)
  nodes.push(started)
  return started
}

/** A chain 31337 node where everyone holds `balance` wei; eth_call returns 1. */
const healthy =
  (balance: string) =>
  ({ method }: { method: string }): JsonRpcAnswer => {
    if (method === 'eth_chainId') return { result: '0x7a69' }
    if (method === 'net_version') return { result: '31337' }
    if (method === 'net_listening') return { result: true }
    if (method === 'eth_blockNumber') return { result: '0x1' }
    if (method === 'eth_getBalance') return { result: balance }
    if (method === 'eth_call') return { result: `0x${'0'.repeat(63)}1` }
    return { error: { code: -32601, message: `unexpected ${method}` } }
  }

/** Spec §9 numbers with ranking off, so the listed order holds. */
function unranked(): JsonRpcTransportSettings {
  const config = getRpcTransportConfig()
  return { ...config, fallback: { ...config.fallback, rank: false } }
}

const gapsOf = (times: number[]) => times.slice(1).map((time, i) => time - (times[i] as number))

describe.each([
  ['ethers v6', ethersV6Shim],
  ['ethers v5', ethersV5Shim],
])('%s shim', (_, shim) => {
  const reader = (urls: string[], settings: JsonRpcTransportSettings = unranked()) =>
    shim.createReader(CHAIN_ID, createJsonRpcTransport(urls, { settings }))

  it('reads through one JSON-RPC endpoint, asking nothing but the read', async () => {
    const a = await node(healthy('0x2a'))
    const read = reader([a.url])
    expect(await read.getBalance(ADDRESS)).toBe(42n)
    expect(a.methods()).toEqual(['eth_getBalance'])
    read.destroy()
  })

  it('retries an endpoint 3 times with growing gaps (150, 300, 600 ms), then fails over', async () => {
    const a = await node(() => ({ error: { code: -32603, message: 'internal error' } }))
    const b = await node(healthy('0x2a'))
    const read = reader([a.url, b.url])
    expect(await read.getBalance(ADDRESS)).toBe(42n)
    expect(a.methods()).toEqual(Array(4).fill('eth_getBalance'))
    const [first, second, third] = gapsOf(a.requests.map((r) => r.at))
    expect(first).toBeGreaterThanOrEqual(140)
    expect(second).toBeGreaterThanOrEqual(290)
    expect(third).toBeGreaterThanOrEqual(590)
    expect(second).toBeGreaterThan(first as number)
    expect(third).toBeGreaterThan(second as number)
    expect(b.methods()).toEqual(['eth_getBalance'])
    expect(b.requests[0]?.at).toBeGreaterThanOrEqual(a.requests[3]?.at as number)
    read.destroy()
  })

  it('fails over at once from an endpoint that is down (HTTP 503)', async () => {
    const a = await node(() => ({ status: 503 }))
    const b = await node(healthy('0x2a'))
    const read = reader([a.url, b.url])
    expect(await read.getBalance(ADDRESS)).toBe(42n)
    expect(a.requests).toHaveLength(1)
    read.destroy()
  })

  it('neither retries nor fails over on code 5000: the error surfaces at once', async () => {
    const a = await node(() => ({ error: { code: 5000, message: 'User rejected.' } }))
    const b = await node(healthy('0x2a'))
    const read = reader([a.url, b.url])
    const error = await read.getBalance(ADDRESS).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(collectProviderErrorCodes(error)).toContain(5000)
    expect(a.requests).toHaveLength(1)
    expect(b.requests).toHaveLength(0)
    read.destroy()
  })

  it('ranks two endpoints: after ranking the faster one serves the reads', async () => {
    // a is listed first but answers the ranking probe slowly; b answers at once.
    const a = await node(healthy('0x1'), (method) => (method === 'net_listening' ? 300 : 0))
    const b = await node(healthy('0x2a'))
    const ranked: (readonly string[])[] = []
    const transport = createJsonRpcTransport([a.url, b.url], {
      settings: getRpcTransportConfig(),
      onRanked: (urls) => ranked.push(urls),
    })
    const read = shim.createReader(CHAIN_ID, transport)
    await expect.poll(() => ranked.length, { timeout: 5000 }).toBeGreaterThanOrEqual(1)
    expect(ranked[0]).toEqual([b.url, a.url])
    expect(await read.getBalance(ADDRESS)).toBe(42n)
    expect(a.methods()).toEqual(['net_listening'])
    expect(b.methods()).toEqual(['net_listening', 'eth_getBalance'])
    read.destroy()
  })

  it('sends reads made together in one HTTP request (a JSON-RPC batch)', async () => {
    const a = await node(healthy('0x2a'))
    const read = reader([a.url])
    const data = shim.encodeFunctionData(ERC20_ABI, 'transfer', [OTHER, 5n])
    const [mine, theirs, returned] = await Promise.all([
      read.getBalance(ADDRESS),
      read.getBalance(OTHER),
      read.call({ from: ADDRESS, to: OTHER, data }),
    ])
    expect([mine, theirs]).toEqual([42n, 42n])
    expect(returned).toBe(`0x${'0'.repeat(63)}1`)
    expect(a.requests).toHaveLength(1)
    expect(a.requests[0]?.batch).toBe(true)
    expect(a.methods().sort()).toEqual(['eth_call', 'eth_getBalance', 'eth_getBalance'])
    read.destroy()
  })

  it('encodes ERC-20 calls and decodes their results with either ABI', () => {
    const data = shim.encodeFunctionData(ERC20_ABI, 'transfer', [ADDRESS, 5n])
    expect(data.slice(0, 10)).toBe('0xa9059cbb')
    expect(shim.encodeFunctionData(USDT_ABI, 'transfer', [ADDRESS, 5n])).toBe(data)
    expect(shim.decodeFunctionResult(ERC20_ABI, 'transfer', `0x${'0'.repeat(63)}1`)).toEqual([true])
    expect(shim.decodeFunctionResult(USDT_ABI, 'transfer', '0x')).toEqual([])
    expect(() => shim.decodeFunctionResult(ERC20_ABI, 'transfer', '0x')).toThrow()
  })

  it('checksums addresses', () => {
    expect(shim.getAddress(ADDRESS)).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  })
})
