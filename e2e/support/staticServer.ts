import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

export interface ServeStaticOptions {
  /** Sent with every response (a Content-Security-Policy, say). */
  headers?: Record<string, string>
  /** Rewrites every HTML page before it is sent (a CSP nonce meta tag, say). */
  html?: (html: string) => string
  /** The port to listen on (default: any free one). */
  port?: number
}

/** Serves a built site from `directory` on 127.0.0.1 (unknown paths get index.html). */
export async function serveStatic(
  directory: string,
  options: ServeStaticOptions = {},
): Promise<StaticServer> {
  const root = normalize(directory)
  const server: Server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    let file = normalize(join(root, pathname))
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end()
      return
    }
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile()) file = join(root, 'index.html')
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      ...options.headers,
    })
    if (options.html && extname(file) === '.html')
      response.end(options.html(await readFile(file, 'utf8')))
    else createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Writes a demo configuration into a page of the demo app as the JSON block the app reads first
 * (apps/demo/src/config.ts): one build serves every lane, each lane's server its own chains.
 */
export function withDemoConfig(config: unknown): (html: string) => string {
  // '<' escaped: the JSON cannot close its script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  const block = `<script type="application/json" id="gangway-demo-config">${json}</script>`
  return (html) => html.replace('</head>', `${block}</head>`)
}

/** A port free on 127.0.0.1 right now (for a server whose origin must be known before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
