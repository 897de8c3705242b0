import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type GangwayServer } from '../createServer.js'
import { type StubHttp, startStubHttp } from '../testing/rpcProxy.js'
import { ORIGIN, PROJECT, START_TIMEOUT_MS, testConfig } from '../testing/testServer.testing.js'
import { createLogger } from './logger.js'

// Operators put API keys in upstream URLs (`https://eth-mainnet.example/v2/<key>`): a failing
// upstream must never hand them to a client. The answer names the upstream's role; the URL and
// the upstream's own words go to the log only.
const RPC_KEY = 'rpc-key-3f9a1c'
const INDEXER_KEY = 'indexer-key-77b2e0'
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let failing: StubHttp
let otherChain: StubHttp
let server: GangwayServer
let url: string
const lines: string[] = []

beforeAll(async () => {
  // A node and an indexer that fail, and say so with the key in their words.
  failing = await startStubHttp({
    status: 503,
    body: { error: `quota exceeded for ${RPC_KEY} at /v2/${RPC_KEY}` },
  })
  // A node of another chain (chain id 5 for eip155:1): the transport's refusal names its URL.
  otherChain = await startStubHttp({ status: 200, body: { jsonrpc: '2.0', id: 1, result: '0x5' } })
  server = await createServer(
    testConfig({
      log: 'warn',
      chains: [
        {
          caipNetworkId: 'eip155:1',
          rpcUrls: [`${otherChain.url}/v2/${RPC_KEY}`],
          native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          activity: { source: 'indexer', url: `${failing.url}/indexer?apikey=${INDEXER_KEY}` },
        },
      ],
      limits: { upstreamTimeoutMs: 2_000 },
    }),
    { databaseUrl: '', logger: createLogger('warn', (line) => lines.push(line)) },
  )
  url = await server.listen()
}, START_TIMEOUT_MS)
afterAll(async () => {
  await server?.close({ graceMs: 1_000 })
  await failing?.close()
  await otherChain?.close()
})

const get = async (path: string) => {
  const response = await fetch(`${url}${path}&projectId=${PROJECT}`, {
    headers: { origin: ORIGIN },
  })
  return { status: response.status, text: await response.text() }
}

describe('upstream failures (502)', () => {
  it.each([
    ['a chain node', `/gas-price?chainId=eip155:1`, RPC_KEY],
    ['an activity indexer', `/history?address=${ADDRESS}&caipNetworkId=eip155:1`, INDEXER_KEY],
  ])('%s: the answer names the failure, never its URL or what it said', async (_, path, key) => {
    const since = lines.length
    const answer = await get(path)
    expect(answer.status).toBe(502)
    expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 'UPSTREAM_FAILED' } })
    expect(JSON.parse(answer.text).error.message).toMatch(/^eip155:1: /)
    expect(answer.text).not.toContain(key)
    expect(answer.text).not.toContain(failing.url)
    expect(answer.text).not.toContain(otherChain.url)
    expect(answer.text).not.toMatch(/https?:\/\//)
    // The operator finds the details in the log.
    const logged = lines.slice(since).join('\n')
    expect(logged).toContain('upstream failed')
    expect(logged).toContain(key)
  })
})
