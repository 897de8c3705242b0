import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ERC20_ABI, USDT_ABI } from '@gangway/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ethersV5Shim } from './ethersV5.js'
import { ethersV6Shim } from './ethersV6.js'

const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
let live: Server
let liveUrl: string
let deadUrl: string

/** A JSON-RPC node that knows chain 31337 and a balance of 42 wei for everyone. */
function answer(method: string): unknown {
  if (method === 'eth_chainId') return '0x7a69'
  if (method === 'net_version') return '31337'
  if (method === 'eth_blockNumber') return '0x1'
  if (method === 'eth_getBalance') return '0x2a'
  throw new Error(`unexpected ${method}`)
}

beforeAll(async () => {
  live = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const parsed = JSON.parse(body)
      const one = (r: { id: number; method: string }) => {
        return { jsonrpc: '2.0', id: r.id, result: answer(r.method) }
      }
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(one) : one(parsed)))
    })
  })
  await new Promise<void>((r) => live.listen(0, '127.0.0.1', r))
  liveUrl = `http://127.0.0.1:${(live.address() as AddressInfo).port}`
  // A port nothing listens on: connections are refused.
  const probe = createServer()
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
  deadUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`
  await new Promise((r) => probe.close(r))
})

afterAll(async () => {
  await new Promise((r) => live.close(r))
})

describe.each([
  ['ethers v6', ethersV6Shim],
  ['ethers v5', ethersV5Shim],
])('%s shim', (_, shim) => {
  const rpc = { timeoutMs: 10_000, batchSize: 1000 }

  it('reads through one JSON-RPC endpoint', async () => {
    const reader = shim.createReader(31337, { ...rpc, urls: [liveUrl] })
    expect(await reader.getBalance(ADDRESS)).toBe(42n)
    reader.destroy()
  })

  it('falls back to the next endpoint when the first is down', async () => {
    const reader = shim.createReader(31337, { ...rpc, urls: [deadUrl, liveUrl] })
    expect(await reader.getBalance(ADDRESS)).toBe(42n)
    reader.destroy()
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
