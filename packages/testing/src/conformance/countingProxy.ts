import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface CountingProxy {
  /** `http://127.0.0.1:<port>`: give it to the adapter as the node's RPC URL. */
  url: string
  /** HTTP requests received so far. */
  count(): number
  close(): Promise<void>
}

/**
 * An HTTP proxy on 127.0.0.1 in front of a node (anvil, the Solana test validator) that counts
 * the requests it passes on, so a test can tell whether anything still talks to the node.
 * Paths and query strings are dropped, so `url + '/a'` and `url + '/b'` are two endpoints
 * (e.g. to make an RPC transport rank them) of the same node.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const node = new URL(target)
  let requests = 0
  const server = createServer((incoming, outgoing) => {
    requests++
    const forwarded = httpRequest(
      {
        hostname: node.hostname,
        port: node.port,
        path: node.pathname,
        method: incoming.method,
        headers: { ...incoming.headers, host: node.host },
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
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
