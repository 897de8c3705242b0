/** Tiny JSON-RPC nodes on 127.0.0.1 for the transport tests (real HTTP, answers scripted). */
import type { ServerResponse } from 'node:http'
import { afterEach } from 'vitest'
import { type LocalServer, startLocalServer } from '../http/localServer.testing.js'
import type { JsonRpcTransportSettings } from './jsonRpcTransport.js'
import { getRpcTransportConfig } from './transportConfig.js'

export type Call = { id: number; method: string }
export type Answer = (
  call: Call,
) => { result: unknown } | { error: { code: number; message: string } }

export interface JsonRpcTestNode {
  url: string
  server: LocalServer
  /** When each HTTP request arrived. */
  times: number[]
  bodies(): (Call | Call[])[]
  /** Every method called, probes and chain checks included, in arrival order. */
  methods(): string[]
}

/**
 * Call at a test file's top level: returns `node(answer, status?)`, a JSON-RPC node answering
 * each call with `answer` (HTTP `status`, 200 by default); every node is closed after each test.
 */
export function useJsonRpcNodes() {
  const servers: LocalServer[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()))
  })
  return async function node(answer: Answer, status = 200): Promise<JsonRpcTestNode> {
    const server = await startLocalServer()
    servers.push(server)
    const times: number[] = []
    server.handle((request, response: ServerResponse) => {
      times.push(Date.now())
      const parsed = JSON.parse(request.body) as Call | Call[]
      const one = (call: Call) => ({ jsonrpc: '2.0', id: call.id, ...answer(call) })
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(one) : one(parsed)))
    })
    const bodies = () => server.requests.map((r) => JSON.parse(r.body) as Call | Call[])
    const methods = () => bodies().flatMap((b) => (Array.isArray(b) ? b : [b]).map((c) => c.method))
    return { url: server.baseUrl, server, times, bodies, methods }
  }
}

/** The spec numbers with ranking off, so the configured order holds. */
export function unranked(): JsonRpcTransportSettings {
  const config = getRpcTransportConfig()
  return { ...config, fallback: { ...config.fallback, rank: false } }
}
