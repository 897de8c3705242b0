import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface JsonRpcCallSeen {
  id: number
  method: string
  params: unknown[]
}

export type JsonRpcAnswer =
  | { result: unknown }
  | { error: { code: number; message: string; data?: unknown } }
  | { status: number }

/** What the node received, one entry per HTTP request. */
export interface HttpRequestSeen {
  at: number
  calls: JsonRpcCallSeen[]
  batch: boolean
}

export interface JsonRpcNode {
  url: string
  requests: HttpRequestSeen[]
  /** The methods called, in arrival order, over every HTTP request. */
  methods(): string[]
  close(): Promise<void>
}

/**
 * A JSON-RPC node on 127.0.0.1 (random port) for the read tests: `answer` decides each call's
 * result or error (a `{ status }` answer fails the whole HTTP request with that status);
 * `delayMs` holds the HTTP answer back per method.
 */
export async function startJsonRpcNode(
  answer: (call: JsonRpcCallSeen) => JsonRpcAnswer,
  delayMs: (method: string) => number = () => 0,
): Promise<JsonRpcNode> {
  const requests: HttpRequestSeen[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const parsed = JSON.parse(body) as JsonRpcCallSeen | JsonRpcCallSeen[]
      const calls = Array.isArray(parsed) ? parsed : [parsed]
      requests.push({ at: Date.now(), calls, batch: Array.isArray(parsed) })
      const answers = calls.map((call) => ({ call, answer: answer(call) }))
      const failed = answers.find(({ answer }) => 'status' in answer)?.answer as
        | { status: number }
        | undefined
      const reply = answers.map(({ call, answer }) => ({ jsonrpc: '2.0', id: call.id, ...answer }))
      setTimeout(
        () => {
          res.writeHead(failed?.status ?? 200, { 'content-type': 'application/json' })
          res.end(JSON.stringify(Array.isArray(parsed) ? reply : reply[0]))
        },
        Math.max(...calls.map((call) => delayMs(call.method))),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    methods: () => requests.flatMap((request) => request.calls.map((call) => call.method)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
