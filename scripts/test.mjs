// `npm test`: every check the project has, in order, failing fast. Prints one closing line,
// "Tests: N passed, N failed", summed over every test runner it ran.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { STALLED_EXIT_CODE } from './vitest/stallReporter.mjs'

const results = '.vitest-results'
// Prints what is in flight and ends the run when no test has moved for 5 min (a hang).
const stallReporter = './scripts/vitest/stallReporter.mjs'
/** A vitest step's arguments: the console, stall and JSON reporters (results read by the tally). */
const vitestArgs = (name, extra = []) => [
  'vitest',
  'run',
  ...extra,
  '--reporter=default',
  `--reporter=${stallReporter}`,
  '--reporter=json',
  `--outputFile=${results}/${name}.json`,
]
// Each step's time limit: a step still running then is killed with all it started, and named.
const STEP_LIMIT_MS = { unit: 45 * 60_000, e2e: 25 * 60_000 }
const DEFAULT_STEP_LIMIT_MS = 15 * 60_000
rmSync(results, { recursive: true, force: true })

const steps = [
  ['setup', 'node', ['scripts/setup.mjs']],
  ['lint', 'npx', ['biome', 'check', '.']],
  ['build', 'node', ['scripts/build.mjs', '--js']],
  // One TypeScript program: type errors, the public API reports, the packages' declarations.
  ['typescript', 'node', ['scripts/typescript.mjs', '--check', '--api', '--declarations']],
  ['publint', 'node', ['scripts/publint-all.mjs']],
  ['dependencies', 'node', ['scripts/check-deps.mjs']],
  // Packs core + adapter-ethers and installs them into hosts on ethers 5 and 6 (npm registry).
  ['install', 'node', ['scripts/check-install.mjs']],
  // The Next.js App Router host (examples/next) against the built packages; e2e serves it.
  ['next build', 'npx', ['next', 'build', 'examples/next']],
  ['bundle', 'node', ['packages/adapter-ethers/scripts/check-no-wagmi.mjs', '--dist']],
  ['bundle (solana)', 'node', ['packages/adapter-solana/scripts/check-no-evm.mjs', '--dist']],
  ['unit', 'npx', vitestArgs('unit')],
]
if (existsSync('e2e/vitest.config.ts'))
  steps.push(['e2e', 'npx', vitestArgs('e2e', ['-c', 'e2e/vitest.config.ts'])])

let passed = 0
let failed = 0
const tally = () => {
  for (const name of ['unit', 'e2e']) {
    const file = `${results}/${name}.json`
    if (!existsSync(file)) continue
    const report = JSON.parse(readFileSync(file, 'utf8'))
    passed += report.numPassedTests
    failed += report.numFailedTests
  }
}

// Runs a step in its own process group, so that on its time limit everything it started goes.
const runStep = (name, cmd, args, env) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env, detached: true })
    const limit = STEP_LIMIT_MS[name] ?? DEFAULT_STEP_LIMIT_MS
    const timer = setTimeout(() => {
      console.log(`\n=== ${name}: still running after ${limit / 60_000} min, stopped ===`)
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        child.kill('SIGKILL')
      }
    }, limit)
    child.on('error', () => {})
    child.on('close', (status) => {
      clearTimeout(timer)
      // Whatever the step left running (a stalled vitest's workers) goes with it.
      if (status !== 0)
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // The group is gone already.
        }
      resolve(status ?? 1)
    })
  })

for (const [name, cmd, args] of steps) {
  const started = Date.now()
  console.log(`\n=== ${name} ===`)
  // Next.js sends no telemetry from our builds and tests.
  const env = { ...process.env, FORCE_COLOR: '0', NEXT_TELEMETRY_DISABLED: '1' }
  let status = await runStep(name, cmd, args, env)
  if (status === STALLED_EXIT_CODE) {
    // A vitest run in which no test moved for minutes (what was in flight is printed above):
    // once more, so that one stuck worker does not fail the run; a second stall fails it.
    console.log(`\n=== ${name}: stalled, running it once more ===`)
    status = await runStep(name, cmd, args, env)
  }
  console.log(
    `=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  if (status !== 0) {
    tally()
    console.log(`\nTests: ${passed} passed, ${Math.max(failed, 1)} failed`)
    process.exit(status)
  }
}
tally()
console.log(`\nTests: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
