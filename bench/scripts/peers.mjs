// `npm run bench:peers`: the shared peers harness (../shared/bench/peers) with BENCH_CONFIG at
// bench/peers.json — Gangway's two apps beside the five peer entries, one run, one table.
// The harness runs from bench/.peers, a verbatim copy (see peersMirror.mjs), because ../shared is
// read-only and the harness writes node_modules, dist/ and screenshots beside itself.
// Args are passed on (entry names); env knobs are the harness's (BENCH_RUNS, BENCH_CPU_THROTTLE...).
// The table and versions land in bench/results/peers.md and between the peers markers of
// bench/RESULTS.md, with the targets checked against the floor entry of the same run.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { BENCH, linkBaselineReact, MIRROR, syncMirror } from './peersMirror.mjs'
import { peersSection } from './peersReport.mjs'
import { replaceSection } from './resultsFile.mjs'

const out = path.join(BENCH, 'results/peers.json')
console.log(`[bench] mirror: ${syncMirror()} file(s) copied from the shared harness`)
linkBaselineReact()
const run = spawnSync('bash', [path.join(MIRROR, 'run.sh'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, BENCH_CONFIG: path.join(BENCH, 'peers.json'), BENCH_OUT: out },
})
if (run.status !== 0) process.exit(run.status ?? 1)
if (process.argv.slice(2).some((arg) => !arg.startsWith('-'))) {
  console.log('[bench] a subset of entries ran: bench/RESULTS.md left as it is')
} else {
  const doc = JSON.parse(fs.readFileSync(out, 'utf8'))
  replaceSection('peers', peersSection(doc, fs.readFileSync(out.replace(/json$/, 'md'), 'utf8')))
  console.log('[bench] bench/RESULTS.md: peers section updated')
}
