// Screenshots of the modal views in real Chromium, from a self-contained preview host (fake
// wallets, no network): node packages/react/scripts/preview.mjs [outDir] [View,View,...]
import { mkdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { chromium } from 'playwright-core'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '../../..')
const outDir = resolve(process.argv[2] ?? join(tmpdir(), 'gangway-preview'))
const views = (
  process.argv[3] ??
  'Connect,AllWallets,Account,Networks,UnsupportedChain,ConnectingExternal,ApproveTransaction,Swap'
).split(',')
const site = join(outDir, 'site')
mkdirSync(site, { recursive: true })

await build({
  entryPoints: { app: join(here, 'preview/app.tsx') },
  bundle: true,
  splitting: true,
  format: 'esm',
  outdir: site,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: {
    '@gangway/core': join(root, 'packages/core/src/index.ts'),
    // core's other entries (without these the alias above would take them as paths under it)
    ...Object.fromEntries(
      ['adapter', 'eip155', 'ui', 'send', 'swap', 'siwx', 'names', 'onramp', 'embedded'].map(
        (entry) => [`@gangway/core/${entry}`, join(root, `packages/core/src/${entry}.ts`)],
      ),
    ),
  },
  external: ['@walletconnect/*'],
  logLevel: 'error',
})
const html =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>'
const types = { '.js': 'text/javascript', '.html': 'text/html' }
const server = createServer((request, response) => {
  const path = new URL(request.url, 'http://x').pathname
  try {
    const body = path === '/' ? html : readFileSync(join(site, path))
    response.writeHead(200, { 'content-type': types[extname(path) || '.html'] ?? 'text/plain' })
    response.end(body)
  } catch {
    response.writeHead(404).end()
  }
})
await new Promise((done) => server.listen(0, '127.0.0.1', done))
const base = `http://127.0.0.1:${server.address().port}/`

// The embedded wallet's secure frame, scripted, on an origin of its own (the host's server in
// real use): email codes go to VERIFY_OTP, the device and Farcaster waits stay pending.
const frameServer = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html' })
  response.end(readFileSync(join(here, 'preview/frame.html')))
})
await new Promise((done) => frameServer.listen(0, '127.0.0.1', done))
const frameUrl = `http://127.0.0.1:${frameServer.address().port}`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const findings = []
const connectedViews = new Set(['Account', 'ApproveTransaction'])
const shots = []
try {
  for (const theme of ['dark', 'light']) {
    for (const [label, viewport] of [
      ['desktop', { width: 1000, height: 760 }],
      ['mobile', { width: 390, height: 800 }],
    ]) {
      if (label === 'mobile' && theme === 'light') continue
      const page = await browser.newPage({ viewport })
      page.on('pageerror', (error) => console.error('page error:', error.message))
      for (const view of views) {
        const connected = connectedViews.has(view) ? '1' : '0'
        const hostile = view === 'Connect' ? '1' : '0'
        await page.goto(
          `${base}?view=${view}&theme=${theme}&connected=${connected}&hostile=${hostile}&frame=${encodeURIComponent(frameUrl)}`,
        )
        await page.waitForFunction(() => window.previewReady === true)
        await page.waitForFunction(() => {
          const shadow = document.querySelector('gangway-modal')?.shadowRoot
          return Boolean(shadow?.querySelector('.gw-view'))
        })
        await page.waitForTimeout(400)
        const file = join(outDir, `${view}-${theme}-${label}.png`)
        await page.screenshot({ path: file })
        shots.push(file)
        await page.addScriptTag({ path: axeSource })
        const violations = await page.evaluate(async () => {
          const result = await window.axe.run(
            { include: [['gangway-modal']] },
            { resultTypes: ['violations'] },
          )
          return result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map(
              (v) =>
                `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
            )
        })
        for (const violation of violations) findings.push(`${view} ${theme} ${label}: ${violation}`)
      }
      await page.close()
    }
  }
} finally {
  await browser.close()
  server.close()
  frameServer.close()
}
console.log(shots.join('\n'))
console.log(
  findings.length
    ? `axe (serious/critical):\n${findings.join('\n')}`
    : 'axe: no serious or critical violation',
)
if (findings.length) process.exitCode = 1
