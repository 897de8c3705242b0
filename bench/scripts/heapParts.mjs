// Where a bench app's heap goes (issue 19): the JS heap 3 s after load, after a forced garbage
// collection, with no click, for the page as built and with parts of it kept out:
//   shell   every chunk aborted but esbuild's helpers: the kit shell (and React) alone;
//   kernel  the chunks without the lazy UI (no input from @gangway/react's dist/ui): + the kernel,
//           the adapter and what they import;
//   all     nothing aborted: + the modal, the opening view and the idle warm-up.
// The floor entry (baseline-react) is measured as built. Chunks are told apart by the inputs the
// harness build's metafile (dist/meta.json) lists for them. The heap is deterministic here (the
// same bytes run to run), so 3 runs and their median are enough.
//
//   node bench/scripts/heapParts.mjs [entry ...]    (default: gangway-wagmi gangway-ethers)
// Uses the dists `npm run bench:peers` built (bench/apps/<entry>/dist, the floor's in bench/.peers).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { CHROME_ARGS, serveStatic } from './browser.mjs'
import { BENCH, MIRROR } from './peersMirror.mjs'

const require = createRequire(import.meta.url)
const { chromium } = require('playwright-core')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const RUNS = 3
const PARTS = ['shell', 'kernel', 'all']

/** Each chunk's part, from the metafile: esbuild's helpers (no input), the lazy UI, or the kernel. */
function chunkParts(dist) {
  const meta = JSON.parse(fs.readFileSync(path.join(dist, 'meta.json'), 'utf8'))
  const parts = new Map()
  for (const [output, { inputs }] of Object.entries(meta.outputs)) {
    const names = Object.keys(inputs)
    const part =
      names.length === 0
        ? 'helpers'
        : names.some((n) => n.includes('react/dist/ui/'))
          ? 'ui'
          : 'kernel'
    parts.set(`/${output.slice(output.indexOf('chunks/'))}`, part)
  }
  return parts
}

const allowed = (mode, part) =>
  mode === 'all' || part === 'helpers' || (mode === 'kernel' && part === 'kernel')

async function idleHeap(url, mode, parts) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-heap-'))
  const context = await chromium.launchPersistentContext(dataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROME_ARGS,
  })
  try {
    await context.route('**/*', (route) => {
      const { hostname, pathname } = new URL(route.request().url())
      if (hostname !== '127.0.0.1') return route.abort('internetdisconnected')
      if (!pathname.startsWith('/chunks/')) return route.continue()
      return allowed(mode, parts.get(pathname)) ? route.continue() : route.abort()
    })
    const page = context.pages()[0] ?? (await context.newPage())
    const cdp = await context.newCDPSession(page)
    await page.goto(url, { timeout: 30_000 })
    await page.waitForLoadState('load', { timeout: 30_000 })
    await page.waitForTimeout(3000)
    await cdp.send('HeapProfiler.collectGarbage')
    return (await cdp.send('Runtime.getHeapUsage')).usedSize
  } finally {
    await context.close().catch(() => undefined)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function measure(dist, modes) {
  const parts = chunkParts(dist)
  const { server, url } = await serveStatic(dist)
  try {
    const result = {}
    for (const mode of modes) {
      const runs = []
      for (let run = 0; run < RUNS; run++) runs.push(await idleHeap(url, mode, parts))
      result[mode] = runs.sort((a, b) => a - b)[RUNS >> 1]
    }
    return result
  } finally {
    server.close()
  }
}

const entries = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['gangway-wagmi', 'gangway-ethers']
const mb = (bytes) => (bytes / 1e6).toFixed(2)
const floor = (await measure(path.join(MIRROR, 'apps/baseline-react/dist'), ['all'])).all
console.log(`baseline-react (the floor): ${mb(floor)} MB`)
console.log('| entry | shell alone | + kernel and adapter | + modal, opening view, warm-up |')
console.log('|---|---:|---:|---:|')
for (const entry of entries) {
  const dist = path.join(BENCH, 'apps', entry, 'dist')
  if (!fs.existsSync(path.join(dist, 'meta.json'))) {
    console.log(`${entry}: no dist (run npm run bench:peers first)`)
    continue
  }
  const heap = await measure(dist, PARTS)
  const cells = PARTS.map((mode, i) => {
    const previous = i === 0 ? floor : heap[PARTS[i - 1]]
    return `${mb(heap[mode])} MB (+${mb(heap[mode] - previous)})`
  })
  console.log(`| ${entry} | ${cells.join(' | ')} |`)
}
