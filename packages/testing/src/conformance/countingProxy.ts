import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface CountingProxy {
  /** `http://127.0.0.1:<port>`: give it to the adapter as the node's RPC URL. */
  url: string
  /** HTTP requests received so far. */
  count(): number
  close(): Promise<void>
}

export interface CountingProxyOptions {
  /**
   * What becomes of a request's path and query: `'forward'` (default) appends them to the
   * target's path (a REST node: `url + '/cosmos/bank/v1beta1/balances/…'` reaches
   * `target + '/cosmos/bank/v1beta1/balances/…'`); `'drop'` sends every request to the target
   * URL as it is, so `url + '/a'` and `url + '/b'` are two endpoints of one JSON-RPC node (e.g. to
   * make an RPC transport rank them).
   */
  paths?: 'forward' | 'drop'
}

/**
 * An HTTP proxy on 127.0.0.1 in front of a node (anvil, the Solana test validator, a REST API)
 * that counts the requests it passes on, so a test can tell whether anything still talks to the
 * node.
 */
export async function startCountingProxy(
  target: string,
  options: CountingProxyOptions = {},
): Promise<CountingProxy> {
  const node = new URL(target)
  const base = node.pathname.replace(/\/$/, '')
  /** The path (and query) the node gets for a request to `requested`. */
  const forwardedPath = (requested: string | undefined) => {
    if (options.paths === 'drop') return `${node.pathname}${node.search}`
    const asked = new URL(requested ?? '/', 'http://proxy.invalid')
    const path = asked.pathname === '/' ? node.pathname : `${base}${asked.pathname}`
    return `${path}${asked.search || node.search}`
  }
  let requests = 0
  const server = createServer((incoming, outgoing) => {
    requests++
    const forwarded = httpRequest(
      {
        hostname: node.hostname,
        port: node.port,
        path: forwardedPath(incoming.url),
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
