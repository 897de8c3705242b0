// Where a bench app's heap goes (issue 19): the JS heap 3 s after load, after a forced garbage
// collection, with no click, for the page as built and with parts of it kept out:
//   shell   every chunk aborted but esbuild's helpers: the kit shell (and React) alone;
//   kernel  the chunks without the lazy UI (no input from @gangway/react's dist/ui): + the kernel,
//           the adapter and what they import;
//   all     nothing aborted: + the modal, the opening view and the idle warm-up.
// The floor entry (baseline-react) is measured as built. Chunks are told apart by the inputs the
// harness build's metafile (dist/meta.json) lists for them. The heap is deterministic here (the
// same bytes run to run), so 3 runs and their median are enough.
// Then the heap after open as the harness takes it (the click 1 s after load, the wallet option
// shown, 2.3 s more, a garbage collection), split by a heap snapshot (heapSnapshot.mjs): by kind
// of object beside the floor's, and by script, each script named by its largest input.
//
//   node bench/scripts/heapParts.mjs [entry ...]    (default: gangway-wagmi gangway-ethers)
// Uses the dists `npm run bench:peers` built (bench/apps/<entry>/dist, the floor's in bench/.peers).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { launchOffline, serveStatic } from './browser.mjs'
import { heapAfterOpen } from './heapAfterOpen.mjs'
import { heapByKind, heapByScript } from './heapSnapshot.mjs'
import { BENCH, MIRROR } from './peersMirror.mjs'

const require = createRequire(import.meta.url)
const { chromium } = require('playwright-core')
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
  const { context, page, close } = await launchOffline(chromium, { prefix: 'bench-heap-' })
  try {
    // Kept-out chunks are aborted; the rest falls through to the launch's offline routing.
    await context.route('**/chunks/**', (route) =>
      allowed(mode, parts.get(new URL(route.request().url()).pathname))
        ? route.fallback()
        : route.abort(),
    )
    const cdp = await context.newCDPSession(page)
    await page.goto(url, { timeout: 30_000 })
    await page.waitForLoadState('load', { timeout: 30_000 })
    await page.waitForTimeout(3000)
    await cdp.send('HeapProfiler.collectGarbage')
    return (await cdp.send('Runtime.getHeapUsage')).usedSize
  } finally {
    await close()
  }
}

/** The heap after open as the harness takes it, split by kind and by script. */
async function heapAfterOpenSplit(dist) {
  const { used, snapshot } = await heapAfterOpen(dist)
  return { used, kinds: heapByKind(snapshot), scripts: heapByScript(snapshot) }
}

/** Each output file's name: its largest input in the build's metafile. */
function scriptNames(dist) {
  const meta = JSON.parse(fs.readFileSync(path.join(dist, 'meta.json'), 'utf8'))
  const names = new Map()
  for (const [output, { inputs }] of Object.entries(meta.outputs)) {
    const [largest] = Object.entries(inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
    const input = largest?.[0].replace(/^.*node_modules\//, '').replace(/^.*packages\//, '')
    names.set(path.basename(output), input ?? "esbuild's helpers")
  }
  return names
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

// The heap after open, split: by kind beside the floor's, then each entry's largest scripts.
const kb = (bytes) => (bytes / 1024).toFixed(1)
const floorOpen = await heapAfterOpenSplit(path.join(MIRROR, 'apps/baseline-react/dist'))
const opened = []
for (const entry of entries) {
  const dist = path.join(BENCH, 'apps', entry, 'dist')
  if (fs.existsSync(path.join(dist, 'meta.json')))
    opened.push({ entry, dist, ...(await heapAfterOpenSplit(dist)) })
}
console.log('\nHeap after open (KiB; the snapshot, native objects left out)')
console.log(
  `| kind | baseline-react | ${opened.map(({ entry }) => `${entry} (over the floor)`).join(' | ')} |`,
)
console.log(`|---|---:|${opened.map(() => '---:').join('|')}|`)
const kinds = Object.keys(floorOpen.kinds).sort((a, b) => floorOpen.kinds[b] - floorOpen.kinds[a])
for (const kind of [...kinds, 'total (Runtime.getHeapUsage)']) {
  const of = (run) => (kind.startsWith('total') ? run.used : (run.kinds[kind] ?? 0))
  const cells = opened.map((run) => `${kb(of(run))} (+${kb(of(run) - of(floorOpen))})`)
  console.log(`| ${kind} | ${kb(of(floorOpen))} | ${cells.join(' | ')} |`)
}
for (const { entry, dist, scripts } of opened) {
  const names = scriptNames(dist)
  const rows = Object.entries(scripts).sort((a, b) => b[1] - a[1])
  console.log(
    `\n${entry}: the heap of each script's functions (KiB; the floor's main.js: ${kb(floorOpen.scripts['/main.js'] ?? 0)})`,
  )
  console.log('| script | its largest input | KiB |\n|---|---|---:|')
  for (const [script, bytes] of rows.slice(0, 14)) {
    const name = script.startsWith('/')
      ? (names.get(path.basename(script)) ?? '')
      : script === '?'
        ? "(functions without a script: V8's builtins)"
        : "(scripts without a URL: the harness's probe and Playwright's)"
    console.log(`| ${script || '–'} | ${name} | ${kb(bytes)} |`)
  }
}
