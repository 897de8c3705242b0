import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RpcProxy {
  /** `http://127.0.0.1:<port>`: an RPC URL for the server's chain configuration. */
  url: string
  /** The JSON-RPC methods passed on, in order (a batch counts each call). */
  methods: string[]
  /** How many calls of `method` were passed on. */
  count(method: string): number
  close(): Promise<void>
}

type RpcCall = { id?: unknown; method?: string }

/** The answers to `calls`: 'Method not found' for the refused, the node's for the others. */
async function answerRefusing(
  node: URL,
  calls: RpcCall[],
  refused: (call: RpcCall) => boolean | undefined,
): Promise<unknown[]> {
  const passed = calls.filter((call) => !refused(call))
  const answers = passed.length
    ? ((await (
        await fetch(node, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(passed),
        })
      ).json()) as { id?: unknown }[])
    : []
  const error = { code: -32601, message: 'Method not found' }
  return calls.map((call) =>
    refused(call)
      ? { jsonrpc: '2.0', id: call.id ?? null, error }
      : answers.find((answer) => answer.id === call.id),
  )
}

/**
 * A JSON-RPC proxy on 127.0.0.1 in front of a node (anvil, the local Solana validator) that
 * records each method it passes on, so a test can tell what the server asked the node.
 * `refuse`: methods answered 'Method not found' (-32601) instead, as a node without them does.
 */
export async function startRpcProxy(
  target: string,
  options: { refuse?: RegExp } = {},
): Promise<RpcProxy> {
  const node = new URL(target)
  const methods: string[] = []
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const body = Buffer.concat(chunks)
      let calls: RpcCall[] = []
      let batch = false
      try {
        const parsed = JSON.parse(body.toString()) as { method?: string } | { method?: string }[]
        batch = Array.isArray(parsed)
        calls = Array.isArray(parsed) ? parsed : [parsed]
      } catch {
        calls = [{ method: '(not JSON)' }]
      }
      for (const call of calls) methods.push(String(call.method))
      const refused = (call: { method?: string }) => options.refuse?.test(String(call.method))
      if (calls.some(refused)) {
        // As a node without the methods: each refused call (alone or in a batch) answers
        // 'Method not found'; the others of a batch are passed on.
        void answerRefusing(node, calls, refused).then((answer) => {
          outgoing.writeHead(200, { 'content-type': 'application/json' })
          outgoing.end(JSON.stringify(batch ? answer : answer[0]))
        })
        return
      }
      const forwarded = httpRequest(
        {
          hostname: node.hostname,
          port: node.port,
          path: node.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
        },
      )
      forwarded.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502)
        outgoing.end()
      })
      forwarded.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    methods,
    count: (method) => methods.filter((seen) => seen === method).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export interface StubHttp {
  url: string
  /** Requests answered so far. */
  requests(): number
  /** The path and query of each request. */
  urls: string[]
  close(): Promise<void>
}

/**
 * A local HTTP server on 127.0.0.1 answering every request with `answer` (e.g. a 503 JSON-RPC
 * endpoint, a price source); `requests` counts them.
 */
export async function startStubHttp(answer: { status: number; body: unknown }): Promise<StubHttp> {
  let requests = 0
  const urls: string[] = []
  const server = createServer((incoming, outgoing) => {
    requests++
    urls.push(incoming.url ?? '')
    incoming.resume()
    outgoing.writeHead(answer.status, { 'content-type': 'application/json' })
    outgoing.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    urls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
