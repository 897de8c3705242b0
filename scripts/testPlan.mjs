// What `npm test` runs (scripts/test.mjs), and what each step needs before it can start: a step
// starts as soon as the steps in its `after` are done. The two test stages each take the
// machine's cores, so they do not run at the same time: the checks that need the build run
// beside the unit stage, and e2e runs last, alone.
// The structure of the suite (projects, lanes, what is shared) is described in docs/testing.md.

/** Where the vitest steps write their JSON reports and their per-file costs. */
export const RESULTS = '.vitest-results'

/** A vitest step's arguments: console, stall, cost and JSON reporters (read by the summary). */
const vitest = (name, extra = []) => ({
  command: 'npx',
  args: [
    'vitest',
    'run',
    ...extra,
    '--reporter=default',
    // Prints what is in flight and ends the run when no test has moved for 5 min (a hang).
    '--reporter=./scripts/vitest/stallReporter.mjs',
    '--reporter=./scripts/vitest/costReporter.mjs',
    '--reporter=json',
    `--outputFile=${RESULTS}/${name}.json`,
  ],
  env: { GANGWAY_COST_FILE: `${RESULTS}/${name}.cost.json` },
  vitest: true,
})

/**
 * The CPU priority (`nice`, of the step's processes and of its session: scripts/test.mjs says
 * why both) of every step but the two test stages: the checks run beside the unit stage, whose
 * tests spend part of their time waiting (on anvil, Chromium, timers), so at a lower priority
 * they take the cores' idle time and leave the stage its speed; what they have not finished by
 * the end of the unit stage runs at full speed then (nothing else wants the cores).
 */
export const BESIDE_A_STAGE = 10

const STAGES = ['unit', 'e2e']

const PLAN = [
  // Debian's chromium and postgresql, when missing (the browser and PostgreSQL tests need them).
  { name: 'setup', command: 'node', args: ['scripts/setup.mjs'] },
  { name: 'lint', command: 'npx', args: ['biome', 'check', '.'] },
  { name: 'dependencies', command: 'node', args: ['scripts/check-deps.mjs'] },
  // Core's layers (packages/core/.dependency-cruiser.cjs): no import circle, no import up a layer.
  { name: 'layers', command: 'npm', args: ['run', '--silent', 'deps'] },
  // The packages' JavaScript (test.mjs empties dist/ first; `--js`: no declarations here).
  { name: 'build', command: 'node', args: ['scripts/build.mjs', '--js'] },
  // One TypeScript program: type errors, the public API reports, the packages' declarations.
  {
    name: 'typescript',
    command: 'node',
    args: ['scripts/typescript.mjs', '--check', '--api', '--declarations'],
  },
  // The source's tests: no build needed; PostgreSQL and Chromium from setup.
  {
    name: 'unit',
    ...vitest('unit', ['--project', '!bench']),
    after: ['setup'],
    live: true,
    limitMs: 20 * 60_000,
  },
  // Every ts/tsx/js block of the READMEs and docs/ type-checks against the public entries
  // (scripts/check-docs.mjs, ≈ 10 s of CPU): from source, so it needs no build; after the
  // typescript step, so the two TypeScript programs do not share the cores.
  {
    name: 'docs',
    command: 'node',
    args: ['scripts/check-docs.mjs'],
    after: ['typescript'],
    limitMs: 5 * 60_000,
  },
  // What needs the built packages (JavaScript and declarations), beside the unit stage.
  {
    name: 'bundle',
    command: 'node',
    args: ['packages/adapter-ethers/scripts/check-no-wagmi.mjs', '--dist'],
    after: ['build'],
  },
  {
    name: 'bundle (solana)',
    command: 'node',
    args: ['packages/adapter-solana/scripts/check-no-evm.mjs', '--dist'],
    after: ['build'],
  },
  // Size budgets of the built packages (bench/size-budget.json).
  { name: 'size budgets', ...vitest('size budgets', ['--project', 'bench']), after: ['build'] },
  // Tests run on what users get: every package packed once (its prepack finds dist/ current:
  // test.mjs records the build and TypeScript steps' output as a full build), each tarball
  // through publint and are-the-types-wrong, then installed into hosts outside the workspace:
  // ethers 5 and 6, and a strict-TypeScript Vite + React app that builds and runs the packed
  // conformance suite (scripts/check-install.mjs; npm's cache first, the registry for the rest).
  {
    name: 'install',
    command: 'node',
    args: ['scripts/check-install.mjs'],
    after: ['build', 'typescript'],
    // A prepack that would build again fails instead (scripts/build.mjs): the steps beside this
    // one read the dist/ folders a build empties.
    env: { GANGWAY_PACK_WITHOUT_BUILD: '1' },
    limitMs: 10 * 60_000,
  },
  // The Next.js App Router host (examples/next) against the built packages; e2e serves it.
  {
    name: 'next build',
    command: 'npx',
    args: ['next', 'build', 'examples/next'],
    after: ['build', 'typescript'],
  },
  // The browser suite against the demo and the Next.js host: after the unit stage (each takes
  // the cores), and after every other check, so that nothing else runs beside it.
  {
    name: 'e2e',
    ...vitest('e2e', ['-c', 'e2e/vitest.config.ts']),
    after: [
      'setup',
      'build',
      'typescript',
      'docs',
      'next build',
      'unit',
      'lint',
      'dependencies',
      'layers',
      'bundle',
      'bundle (solana)',
      'size budgets',
      'install',
    ],
    live: true,
    limitMs: 15 * 60_000,
  },
]

export const STEPS = PLAN.map((step) =>
  STAGES.includes(step.name) ? step : { ...step, nice: BESIDE_A_STAGE },
)
