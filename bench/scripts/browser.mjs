// What the bench scripts that drive Chromium share: the harness's Chromium flags (offline but for
// loopback, as shared/bench/peers/bench.mjs launches it), its launch and its static server.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/**
 * Chromium as the harness runs an entry: headless with its flags in a fresh profile (removed by
 * `close`), a 1280 x 800 window unless `launch` says otherwise, every request but loopback's
 * aborted as offline, and — with `inpage`, the harness's lib/inpage.js — its fake injected wallet
 * and frame probe set up before any page script for the entry's `selectors` (`connect`,
 * `walletOption`); `scripts` are further init scripts, run after it. `chromium` is playwright-core's
 * from the caller's install (the mirror's or the repo's).
 */
export async function launchOffline(
  chromium,
  { prefix = 'bench-', launch = {}, inpage, selectors, scripts = [] } = {},
) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROME_ARGS,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    ...launch,
  })
  const close = async () => {
    await context.close().catch(() => undefined)
    fs.rmSync(profile, { recursive: true, force: true })
  }
  try {
    await context.route('**/*', (route) => {
      const { protocol, hostname } = new URL(route.request().url())
      if (protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1')
        return route.continue()
      return route.abort('internetdisconnected')
    })
    if (inpage) {
      const { connect, walletOption } = selectors
      await context.addInitScript({
        content: `${inpage}(${JSON.stringify({ connect, walletOption, mockWallet: true })});`,
      })
    }
    for (const content of scripts) await context.addInitScript({ content })
    const page = context.pages()[0] ?? (await context.newPage())
    return { context, page, close }
  } catch (error) {
    await close()
    throw error
  }
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

/** The harness's static server: 127.0.0.1, random port, no-store, SPA fallback. */
export function serveStatic(dir) {
  const root = path.resolve(dir)
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url, 'http://x').pathname)
    let file = path.join(root, rel)
    if (!file.startsWith(root)) return res.writeHead(403).end()
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html')
    if (!fs.existsSync(file)) {
      if (path.extname(rel)) return res.writeHead(404).end('not found')
      file = path.join(root, 'index.html')
    }
    res.writeHead(200, {
      'content-type': MIME[path.extname(file)] || 'application/octet-stream',
      'cache-control': 'no-store',
    })
    fs.createReadStream(file).pipe(res)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/` }),
    ),
  )
}
