// A vitest reporter that records what each test file cost: its project, its test count and its
// wall time in the worker (environment, setup, import and tests), written as JSON to
// GANGWAY_COST_FILE (default .vitest-results/cost-<pid>.json). scripts/test.mjs reads these files
// and prints the ten slowest files and the test count per project after the run, so that the
// next slow test is seen the day it lands.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export default class CostReporter {
  files = []
  started = new Map()
  runStart = Date.now()

  onTestModuleStart(module) {
    this.started.set(module.moduleId, Date.now())
  }

  onTestModuleEnd(module) {
    const diagnostic = module.diagnostic()
    let tests = 0
    for (const _ of module.children.allTests()) tests++
    this.files.push({
      project: module.project.name,
      file: module.relativeModuleId ?? module.moduleId,
      tests,
      state: module.state(),
      // What the worker spent on the file: its environment, setup files, import and tests.
      ms: Math.round(
        diagnostic.environmentSetupDuration +
          diagnostic.prepareDuration +
          diagnostic.setupDuration +
          diagnostic.collectDuration +
          diagnostic.duration,
      ),
      importMs: Math.round(diagnostic.collectDuration + diagnostic.setupDuration),
      // When the file started and ended, from the start of the run (a timeline of the workers).
      from: (this.started.get(module.moduleId) ?? this.runStart) - this.runStart,
      to: Date.now() - this.runStart,
    })
  }

  onTestRunEnd() {
    const file = process.env.GANGWAY_COST_FILE || `.vitest-results/cost-${process.pid}.json`
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(this.files))
  }
}
