// `npm run bench:peers`: the shared peers harness (../shared/bench/peers) with BENCH_CONFIG at
// bench/peers.json — Gangway's two apps beside the five peer entries, one run, one table — then
// the reload measurement (reload.mjs) on the dists the harness just built.
// The harness runs from bench/.peers, a verbatim copy (see peersMirror.mjs), because ../shared is
// read-only and the harness writes node_modules, dist/ and screenshots beside itself.
//
//   npm run bench:peers                        every entry, unthrottled
//   npm run bench:peers -- --throttle 4        the same at a 4× CPU slowdown (CDP), harness and reload
//   npm run bench:peers -- gangway-wagmi baseline-react rainbowkit      a subset
// Entry names are passed on; env knobs are the harness's (BENCH_RUNS, BENCH_WARMUP,
// BENCH_CPU_THROTTLE: the same as --throttle). Raw results: bench/results/peers[-throttleN].json
// (harness), reload[-throttleN].json, peers[-throttleN]-targets.json (the targets, met or not).
// A run of every entry also writes its section of bench/RESULTS.md: `peers` unthrottled,
// `peers-throttled` with a slowdown, so neither overwrites the other. A subset writes no section.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { BENCH, linkBaselineReact, MIRROR, syncMirror } from './peersMirror.mjs'
import { peersSection, targetRows, targetsText } from './peersReport.mjs'
import { runReload } from './reload.mjs'
import { replaceSection } from './resultsFile.mjs'

const args = process.argv.slice(2)
let throttle = +(process.env.BENCH_CPU_THROTTLE || 1)
const at = args.findIndex((arg) => arg === '--throttle' || arg.startsWith('--throttle='))
if (at >= 0) {
  const [flag, value = args[at + 1]] = args[at].split('=')
  args.splice(at, flag === args[at] ? 2 : 1)
  throttle = +value
}
if (!(throttle >= 1)) {
  console.error('[bench] --throttle takes a CPU slowdown factor ≥ 1, e.g. --throttle 4')
  process.exit(2)
}
const names = args.filter((arg) => !arg.startsWith('-'))
const suffix = throttle > 1 ? `-throttle${throttle}` : ''
const out = path.join(BENCH, `results/peers${suffix}.json`)

console.log(`[bench] mirror: ${syncMirror()} file(s) copied from the shared harness`)
linkBaselineReact()
const run = spawnSync('bash', [path.join(MIRROR, 'run.sh'), ...args], {
  stdio: 'inherit',
  env: {
    ...process.env,
    BENCH_CONFIG: path.join(BENCH, 'peers.json'),
    BENCH_OUT: out,
    BENCH_CPU_THROTTLE: String(throttle),
  },
})
if (run.status !== 0) process.exit(run.status ?? 1)

// The reload runs on the harness's dists; a failure here is reported, the harness's table stays.
let reload = null
try {
  reload = await runReload({
    names,
    throttle,
    out: path.join(BENCH, `results/reload${suffix}.json`),
  })
} catch (error) {
  console.error(`[bench] reload measurement failed: ${error.stack ?? error}`)
}

const doc = JSON.parse(fs.readFileSync(out, 'utf8'))
const rows = targetRows(doc, reload)
const targetsFile = path.join(BENCH, `results/peers${suffix}-targets.json`)
fs.writeFileSync(
  targetsFile,
  `${JSON.stringify({ date: doc.date, cpuThrottle: throttle, subset: names.length > 0, targets: rows }, null, 2)}\n`,
)
console.log(`\n${targetsText(rows)}\n[bench] wrote ${path.relative(process.cwd(), targetsFile)}`)

if (names.length) {
  console.log('[bench] a subset of entries ran: bench/RESULTS.md left as it is')
} else {
  const section = throttle > 1 ? 'peers-throttled' : 'peers'
  const harnessMd = fs.readFileSync(out.replace(/json$/, 'md'), 'utf8')
  replaceSection(section, peersSection(doc, harnessMd, reload, rows))
  console.log(`[bench] bench/RESULTS.md: ${section} section updated`)
}
