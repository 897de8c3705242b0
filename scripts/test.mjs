// `npm test`: every check the project has, in order, failing fast. Prints one closing line,
// "Tests: N passed, N failed", summed over every test runner it ran.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'

const results = '.vitest-results'
rmSync(results, { recursive: true, force: true })

const steps = [
  ['setup', 'node', ['scripts/setup.mjs']],
  ['lint', 'npx', ['biome', 'check', '.']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['public API', 'node', ['scripts/check-api.mjs', '--check']],
  ['build', 'npm', ['run', 'build', '--silent']],
  ['publint', 'node', ['scripts/publint-all.mjs']],
  ['dependencies', 'node', ['scripts/check-deps.mjs']],
  // Packs core + adapter-ethers and installs them into hosts on ethers 5 and 6 (npm registry).
  ['install', 'node', ['scripts/check-install.mjs']],
  // The Next.js App Router host (examples/next) against the built packages; e2e serves it.
  ['next build', 'npx', ['next', 'build', 'examples/next']],
  ['bundle', 'node', ['packages/adapter-ethers/scripts/check-no-wagmi.mjs', '--dist']],
  ['bundle (solana)', 'node', ['packages/adapter-solana/scripts/check-no-evm.mjs', '--dist']],
  [
    'unit',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${results}/unit.json`],
  ],
]
if (existsSync('e2e/vitest.config.ts'))
  steps.push([
    'e2e',
    'npx',
    [
      'vitest',
      'run',
      '-c',
      'e2e/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${results}/e2e.json`,
    ],
  ])

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

for (const [name, cmd, args] of steps) {
  const started = Date.now()
  console.log(`\n=== ${name} ===`)
  // Next.js sends no telemetry from our builds and tests.
  const env = { ...process.env, FORCE_COLOR: '0', NEXT_TELEMETRY_DISABLED: '1' }
  const run = spawnSync(cmd, args, { stdio: 'inherit', env })
  console.log(
    `=== ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  if (run.status !== 0) {
    tally()
    console.log(`\nTests: ${passed} passed, ${Math.max(failed, 1)} failed`)
    process.exit(run.status ?? 1)
  }
}
tally()
console.log(`\nTests: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
