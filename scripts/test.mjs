// `npm test`: every check the project has. Steps run as soon as what they need is done, side by
// side where they do not need each other (scripts/testPlan.mjs says what each needs and why), and
// the run fails fast: the first failed step stops the rest. It ends with each step's wall time,
// the ten slowest test files, the test count of each vitest project, and one closing line,
// "Tests: N passed, N failed", summed over every test runner it ran.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { buildFingerprint, cleanDists, recordBuild } from './build.mjs'
import { measuredStep, removeGroups } from './stepCpu.mjs'
import { RESULTS, STEPS } from './testPlan.mjs'
import { costSummary } from './vitest/costSummary.mjs'
import { STALLED_EXIT_CODE } from './vitest/stallReporter.mjs'

// Each step's time limit: a step still running then is killed with all it started, and named.
const DEFAULT_STEP_LIMIT_MS = 15 * 60_000
const started = Date.now()
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS, { recursive: true })
// What the build reads, before it starts: once the JavaScript and the declarations are both
// written, the dist/ folders are a full build of these inputs, recorded as one (scripts/build.mjs),
// so that each package's `prepack` (`build.mjs --if-changed`) packs them as they are.
const fingerprint = buildFingerprint()
const BUILD_STEPS = ['build', 'typescript']
// The JavaScript build and the TypeScript pass both write into the packages' dist/ folders, side
// by side: emptied here, once, before either starts.
cleanDists()

// Next.js sends no telemetry from our builds and tests.
const env = { ...process.env, FORCE_COLOR: '0', NEXT_TELEMETRY_DISABLED: '1' }

/**
 * Runs a step in its own process group, so that on its time limit everything it started goes.
 * A live step prints as it goes; the others' output is printed in one block when they end.
 */
function runStep(step, live) {
  return new Promise((resolve) => {
    const output = []
    // A step beside a test stage runs at a lower CPU priority (`nice`): the stage's tests wait on
    // chains, browsers and timers, and the checks fill the cores' idle time instead of slowing them.
    // In a control group of its own, so that its CPU time counts all it starts (stepCpu.mjs).
    const measured = measuredStep(step.name, step.command, step.args, timesFile(step))
    const [command, args] = step.nice
      ? ['nice', ['-n', String(step.nice), measured.command, ...measured.args]]
      : [measured.command, measured.args]
    const child = spawn(command, args, {
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
      env: { ...env, ...step.env },
      detached: true,
    })
    if (step.nice) lowerSessionPriority(child.pid, step.nice)
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    const limit = step.limitMs ?? DEFAULT_STEP_LIMIT_MS
    const timer = setTimeout(() => {
      process.stdout.write(Buffer.concat(output))
      output.length = 0
      console.log(`\n=== ${step.name}: still running after ${limit / 60_000} min, stopped ===`)
      kill(child)
    }, limit)
    child.on('error', (error) => output.push(Buffer.from(`${error}\n`)))
    child.on('close', (status) => {
      clearTimeout(timer)
      // Whatever the step left running (a stalled vitest's workers) goes with it.
      if (status !== 0) kill(child)
      resolve({ status: status ?? 1, output: Buffer.concat(output), cpu: measured.cpuSeconds() })
    })
  })
}

/**
 * A detached step is a session of its own, and where the kernel groups the scheduler by session
 * (autogroup, on by default in Debian's kernels), each session gets an equal share of the cores
 * whatever its processes' nice: the unit stage's workers, chains and browsers shared one share
 * against each check's. Lowering the session's own priority is what gives the stage its cores.
 * A kernel without autogroup has no such file, and the process's nice alone does it.
 */
function lowerSessionPriority(pid, nice) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice))
  } catch {
    // No autogroup here (or not Linux): `nice` on the command is enough.
  }
}

/** Where bash's `times` writes a step's CPU (used where no control group can be made). */
const timesFile = (step) => `${RESULTS}/${step.name.replace(/\W+/g, '-')}.times`

function kill(child) {
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // The group is gone already.
  }
}

const timings = []
const done = new Set()
const running = new Map()
let failed

/** Runs one step (once more if a vitest step stalled), then records how it went. */
async function execute(step) {
  const live = Boolean(step.live)
  const began = Date.now()
  console.log(`\n=== ${step.name} (at ${seconds(began - started)}) ===`)
  let result = await runStep(step, live)
  if (result.status === STALLED_EXIT_CODE) {
    // A vitest run in which no test moved for minutes (what was in flight is printed above):
    // once more, so that one stuck worker does not fail the run; a second stall fails it.
    process.stdout.write(result.output)
    console.log(`\n=== ${step.name}: stalled, running it once more ===`)
    result = await runStep(step, live)
  }
  const took = Date.now() - began
  const verdict = result.status === 0 ? 'ok' : 'FAILED'
  if (!live) console.log(`\n=== ${step.name}: output ===`)
  process.stdout.write(result.output)
  console.log(`=== ${step.name}: ${verdict} in ${seconds(took)}`)
  timings.push({
    name: step.name,
    startedAt: began - started,
    took,
    verdict,
    cpu: result.cpu,
  })
  if (result.status !== 0) failed ??= step.name
  done.add(step.name)
  if (!failed && BUILD_STEPS.includes(step.name) && BUILD_STEPS.every((name) => done.has(name)))
    recordBuild(fingerprint)
}

/** Starts every step whose needs are met and that may run beside what is running now. */
function schedule() {
  for (const step of STEPS) {
    if (failed || done.has(step.name) || running.has(step.name)) continue
    if (!(step.after ?? []).every((name) => done.has(name))) continue
    running.set(
      step.name,
      execute(step).then(() => {
        running.delete(step.name)
        schedule()
      }),
    )
  }
  // Nothing running and nothing startable: the run is over.
  if (running.size === 0) finish()
}

let finished = false
function finish() {
  if (finished) return
  finished = true
  let passed = 0
  let failedTests = 0
  for (const step of STEPS) {
    const file = `${RESULTS}/${step.name}.json`
    if (!step.vitest || !existsSync(file)) continue
    const report = JSON.parse(readFileSync(file, 'utf8'))
    passed += report.numPassedTests
    failedTests += report.numFailedTests
  }
  // CPU: what the step and everything it started used of the cores (2 cores give 2 s a second);
  // the sum is the work the machine had to do, which on a busy machine sets the wall time.
  console.log('\n=== steps (wall time, from the start of npm test; CPU time) ===')
  let cpu = 0
  for (const timing of timings.sort((a, b) => a.startedAt - b.startedAt)) {
    cpu += timing.cpu ?? 0
    const used = timing.cpu === undefined ? '' : `${timing.cpu.toFixed(1)} s CPU`
    console.log(
      `  ${timing.name.padEnd(16)} ${seconds(timing.took).padStart(8)}  from ${seconds(timing.startedAt).padStart(8)}  ${timing.verdict.padEnd(6)} ${used.padStart(14)}`,
    )
  }
  console.log(
    `  ${'npm test'.padEnd(16)} ${seconds(Date.now() - started).padStart(8)}  ${''.padEnd(21)} ${`${cpu.toFixed(1)} s CPU`.padStart(14)}`,
  )
  console.log(costSummary(RESULTS))
  removeGroups()
  if (failed) {
    console.log(`\n${failed} failed`)
    failedTests = Math.max(failedTests, 1)
  }
  console.log(`\nTests: ${passed} passed, ${failedTests} failed`)
  process.exit(failed || failedTests ? 1 : 0)
}

schedule()
