/** A real `node:http` server on 127.0.0.1 (random port) for the HTTP tests. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  url: URL
  headers: IncomingMessage['headers']
  body: string
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void

export interface LocalServer {
  baseUrl: string
  requests: RecordedRequest[]
  /** Replaces the handler (default: 200 with a JSON echo of the request). */
  handle(handler: Handler): void
  close(): Promise<void>
}

const echo: Handler = (request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(
    JSON.stringify({
      method: request.method,
      path: request.url.pathname,
      query: Object.fromEntries(request.url.searchParams),
      body: request.body,
    }),
  )
}

export async function startLocalServer(): Promise<LocalServer> {
  const requests: RecordedRequest[] = []
  let handler: Handler = echo
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(recorded)
      handler(recorded, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
