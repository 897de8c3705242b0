// `npm run bench` (no peers, a few minutes): Gangway's own numbers, written between the bench
// markers of bench/RESULTS.md.
//  1. gzip size of each public entry point and chunk (sizes.mjs), against bench/size-budget.json;
//  2. the harness's browser measurements (button visible, click → first wallet, heap, JS before
//     the modal) for the two bench apps and the floor entry, BENCH_RUNS runs each (default 3);
//  3. AllWallets with a 5,000-wallet directory: the longest main-thread task while scrolling it
//     to the end (allWalletsScroll.mjs), BENCH_SCROLL_RUNS runs (default 2);
//  4. what costs the bytes before the modal: the largest packages and source files.
// Env: BENCH_RUNS, BENCH_SCROLL_RUNS, CHROMIUM_PATH, BENCH_CPU_THROTTLE (passed to the harness).
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import * as rootEsbuild from 'esbuild'
import { scrollRun, serveStatic } from './allWalletsScroll.mjs'
import { costsOf, costsTable, kib } from './metaCosts.mjs'
import { BENCH, installMirrored, linkBaselineReact, MIRROR, syncMirror } from './peersMirror.mjs'
import { targetRows } from './peersReport.mjs'
import { replaceSection } from './resultsFile.mjs'
import { measureSizes } from './sizes.mjs'

const ROOT = path.resolve(BENCH, '..')
const RUNS = process.env.BENCH_RUNS ?? '3'
const SCROLL_RUNS = Number(process.env.BENCH_SCROLL_RUNS ?? 2)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const RESULTS = path.join(BENCH, 'results')
const APPS = ['gangway-wagmi', 'gangway-ethers']
const log = (message) => console.log(`[bench] ${message}`)
const pkgVersion = (dir, name) => {
  for (let d = dir; ; d = path.dirname(d)) {
    const file = path.join(d, 'node_modules', name, 'package.json')
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version
    if (path.dirname(d) === d) return null
  }
}

// 0. The harness (esbuild 0.28.2, playwright-core) and the floor's React 18.3.1: small installs.
log(`mirror: ${syncMirror()} file(s) copied from the shared harness`)
installMirrored('.')
installMirrored('apps/baseline-react')
linkBaselineReact()
fs.mkdirSync(RESULTS, { recursive: true })

// 1. Sizes.
const { rows } = await measureSizes(rootEsbuild, path.join(RESULTS, 'sizes'))
const budgets = JSON.parse(fs.readFileSync(path.join(BENCH, 'size-budget.json'), 'utf8')).budgets
log('sizes (gzip KiB, React external):')
for (const row of rows) log(`  ${row.key.padEnd(34)} ${kib(row.gzip).padStart(7)}`)

// 2. The harness's browser runs: our two apps and the floor.
const config = path.join(BENCH, 'peers.json')
const env = { ...process.env, BENCH_CONFIG: config }
execFileSync(
  'node',
  [path.join(MIRROR, 'build.mjs'), ...APPS, 'gangway-allwallets', 'baseline-react'],
  { stdio: 'inherit', env },
)
const harnessOut = path.join(RESULTS, 'bench.json')
const harness = spawnSync('node', [path.join(MIRROR, 'bench.mjs'), ...APPS, 'baseline-react'], {
  stdio: 'inherit',
  env: { ...env, BENCH_RUNS: RUNS, BENCH_OUT: harnessOut },
})
if (harness.status !== 0) process.exit(harness.status ?? 1)
const doc = JSON.parse(fs.readFileSync(harnessOut, 'utf8'))

// 3. AllWallets, 5,000 wallets, scrolled to the end.
const { chromium } = createRequire(path.join(MIRROR, 'package.json'))('playwright-core')
const { server, url } = await serveStatic(path.join(BENCH, 'apps/gangway-allwallets/dist'))
const scrolls = []
for (let run = 1; run <= SCROLL_RUNS; run++) {
  const result = await scrollRun(chromium, { url, chromiumPath: CHROMIUM })
  const { observedLongTasks, ...rest } = result
  scrolls.push({
    ...rest,
    observedLongTasks: observedLongTasks.length,
    observedLongestMs: Math.max(0, ...observedLongTasks),
  })
  log(
    `AllWallets scroll #${run}: longest task ${result.longestWallMs.toFixed(0)} ms wall / ${result.longestCpuMs.toFixed(1)} ms CPU, rows reached ${result.lastRowIndex + 1}/${result.setSize} [load ${result.loadavg1}]`,
  )
}
server.close()
fs.writeFileSync(path.join(RESULTS, 'allwallets.json'), `${JSON.stringify(scrolls, null, 2)}\n`)

// 4. What costs the bytes: the harness-built apps (dist) and a build of the same apps from the
// packages' sources (the root tsconfig's paths), which names the source files inside core's
// single dist file.
const costs = {}
for (const name of APPS) {
  const result = doc.results.find((r) => r.name === name)
  const dir = path.join(BENCH, 'apps', name)
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'dist/meta.json'), 'utf8'))
  costs[name] = {
    dist: costsOf(
      meta,
      result.chunks.listBeforeWallet.map((f) => `dist${f}`),
      dir,
    ),
  }
  const out = path.join(RESULTS, `source-${name}`)
  const built = await rootEsbuild.build({
    entryPoints: { main: path.join(dir, 'src/main.jsx') },
    absWorkingDir: dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: out,
    minify: true,
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    alias: { react: './node_modules/react', 'react-dom': './node_modules/react-dom' },
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    metafile: true,
    logLevel: 'error',
  })
  // Before the modal: main's static closure + the modal's + the Connect view's.
  const outputs = built.metafile.outputs
  const relOut = (f) => path.relative(dir, path.resolve(dir, f))
  const closure = (start) => {
    const seen = new Set()
    const queue = [start]
    while (queue.length) {
      const next = queue.shift()
      if (seen.has(next) || !outputs[next]) continue
      seen.add(next)
      for (const i of outputs[next].imports)
        if (i.kind === 'import-statement' && !i.external) queue.push(relOut(i.path))
    }
    return seen
  }
  const entryOf = (re) => Object.keys(outputs).filter((f) => re.test(outputs[f].entryPoint ?? ''))
  const before = new Set([
    ...closure(Object.keys(outputs).find((f) => outputs[f].entryPoint?.endsWith('src/main.jsx'))),
    ...entryOf(/packages\/react\/src\/modal\/mount\.tsx$/).flatMap((f) => [...closure(f)]),
    ...entryOf(/packages\/react\/src\/views\/Connect\/index\.tsx$/).flatMap((f) => [...closure(f)]),
  ])
  costs[name].source = costsOf(built.metafile, [...before], dir)
}

// 5. RESULTS.md.
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim()
const version = (name) => pkgVersion(path.join(BENCH, 'apps/gangway-wagmi'), name)
const L = []
L.push('## Gangway alone (`npm run bench`)', '')
L.push(
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at commit ${git('rev-parse', '--short', 'HEAD')}` +
    `${git('status', '--porcelain', '--', 'packages').length ? ' (packages with uncommitted changes of other work in the tree)' : ''}. ` +
    `@gangway/react ${version('@gangway/react')}, @gangway/core ${version('@gangway/core')}, adapters ${version('@gangway/adapter-wagmi')}; ` +
    `@wagmi/core ${version('@wagmi/core')}, viem ${version('viem')}, ethers ${version('ethers')}, React ${version('react')} (bench apps). ` +
    `Node ${process.version}, Chromium ${doc.environment.chromium}, playwright-core ${doc.environment.playwrightCore}; ` +
    `sizes built with esbuild ${rootEsbuild.version} (the workspace's, as the budget test), the apps with the harness's esbuild ${doc.environment.esbuild}. ` +
    `Machine: ${os.cpus().length} cores, shared; 1-min load average now ${os.loadavg()[0].toFixed(2)}.`,
  '',
)
L.push(
  '### Sizes (gzip -9 KiB, React and React DOM excluded; budgets in bench/size-budget.json, enforced by bench/size-budget.test.ts)',
  '',
)
L.push('| entry or chunk | gzip KiB | budget KiB | JS files |', '|---|---|---|---|')
for (const row of rows)
  L.push(
    `| ${row.label} \`${row.key}\` | ${kib(row.gzip)} | ${budgets[row.key] ? kib(budgets[row.key]) : '–'} | ${row.files.length} |`,
  )
L.push(
  '',
  `### In Chromium (the harness's method: ${doc.settings.runs} cold runs + ${doc.settings.warmup} warm-up, median (min–max), offline, one fake injected wallet)`,
  '',
)
L.push(
  '| entry | chunks before button / before modal (gzip KiB, React included) | button visible ms | click→wallet option ms | click→modal settled ms | heap MiB after open | 1-min load avg |',
  '|---|---|---|---|---|---|---|',
)
const ms = (s) => (s ? `${Math.round(s.median)} (${Math.round(s.min)}–${Math.round(s.max)})` : '–')
for (const r of doc.results)
  L.push(
    `| ${r.name} | ${r.chunks.beforeButton} / ${r.chunks.beforeWallet} (${kib(r.chunks.beforeButtonGzip)} / ${kib(r.chunks.beforeWalletGzip)}) | ${ms(r.stats.buttonVisibleMs)} | ${ms(r.stats.clickToWalletMs)} | ${ms(r.stats.clickToSettledMs)} | ${(r.stats.heapUsedAfterOpen.median / 1048576).toFixed(2)} | ${r.stats.loadavg1.median} |`,
  )
L.push('', '| entry | target | measured | limit | |', '|---|---|---|---|---|')
for (const row of targetRows(doc)) L.push(`| ${row.join(' | ')} |`)
L.push('', '### AllWallets, 5,000-wallet directory, scrolled to the end with the mouse wheel', '')
L.push(
  'Directory through `walletDirectory: { wallets }` (5,000 generated listings, no images: monograms), pages of 40 loaded as the end comes into view. ' +
    "Longest task = longest renderer main-thread `RunTask` in a Chromium trace taken while scrolling; wall time (`dur`) and the thread's own CPU time (`tdur`). " +
    'On this shared 2-core box wall time mostly measures waiting for a core; CPU time is the work the page does.',
  '',
)
L.push(
  '| run | rows reached | tasks | longest task wall ms | longest task CPU ms | tasks ≥ 50 ms wall / CPU | PerformanceObserver long tasks (max ms) | scroll s | load avg |',
  '|---|---|---|---|---|---|---|---|---|',
)
for (const [i, s] of scrolls.entries())
  L.push(
    `| ${i + 1} | ${s.lastRowIndex + 1} / ${s.setSize} | ${s.tasks} | ${s.longestWallMs.toFixed(0)} | ${s.longestCpuMs.toFixed(1)} | ${s.wallOver50} / ${s.cpuOver50} | ${s.observedLongTasks} (${s.observedLongestMs.toFixed(0)}) | ${(s.scrollMs / 1000).toFixed(0)} | ${s.loadavg1} |`,
  )
const worstCpu = Math.max(...scrolls.map((s) => s.longestCpuMs))
const worstWall = Math.max(...scrolls.map((s) => s.longestWallMs))
L.push(
  '',
  `Target < 50 ms: by CPU time ${worstCpu < 50 ? 'met' : `missed by ${(worstCpu - 50).toFixed(1)} ms`} (longest ${worstCpu.toFixed(1)} ms); ` +
    `by wall time ${worstWall < 50 ? 'met' : `missed by ${(worstWall - 50).toFixed(0)} ms`} (longest ${worstWall.toFixed(0)} ms) at this load.`,
)
for (const name of APPS) {
  const r = doc.results.find((x) => x.name === name)
  L.push(
    '',
    `### ${name}: what the ${kib(r.chunks.beforeWalletGzip)} KiB before the modal are (harness build, packages as built)`,
    '',
  )
  L.push(costsTable(costs[name].dist))
  L.push(
    '',
    `Same app built from the packages' sources (names the files inside each package's single dist file):`,
    '',
  )
  L.push(
    costsTable(costs[name].source, { packages: 0, inputs: 15 }).split('\n').slice(3).join('\n'),
  )
}
replaceSection('bench', L.join('\n'))
log('bench/RESULTS.md: bench section updated')
