// A vitest reporter for CI: when no test has started or finished for GANGWAY_STALL_MS (default
// 5 min), it prints the test files and tests still in flight with how long each has run, then
// ends the run with exit code 75 (scripts/test.mjs runs such a step once more). vitest's own
// testTimeout cannot end a test whose worker is blocked or has died, nor a file stuck while it is
// being collected; without this a hang only ends at CI's time limit with nothing said about where.
export const STALLED_EXIT_CODE = 75
const stallMs = Number(process.env.GANGWAY_STALL_MS) || 5 * 60_000

export default class StallReporter {
  modules = new Map()
  cases = new Map()
  last = Date.now()
  timer = undefined

  onInit() {
    this.timer = setInterval(() => this.check(), Math.min(30_000, stallMs / 4))
    this.timer.unref?.()
  }

  touch() {
    this.last = Date.now()
  }

  onTestModuleQueued() {
    this.touch()
  }

  onTestModuleStart(module) {
    this.modules.set(module.moduleId, { project: module.project.name, started: Date.now() })
    this.touch()
  }

  onTestModuleEnd(module) {
    this.modules.delete(module.moduleId)
    this.touch()
  }

  onTestCaseReady(testCase) {
    this.cases.set(testCase.id, { name: testCase.fullName, started: Date.now() })
    this.touch()
  }

  onTestCaseResult(testCase) {
    this.cases.delete(testCase.id)
    this.touch()
  }

  onTestRunEnd() {
    clearInterval(this.timer)
  }

  check() {
    const now = Date.now()
    if (now - this.last < stallMs) return
    const secs = (since) => `${Math.round((now - since) / 1000)} s`
    const lines = [
      '',
      `stall: no test started or finished for ${secs(this.last)}; in flight:`,
      ...[...this.modules].map(([id, m]) => `  file [${m.project}] ${id} (${secs(m.started)})`),
      ...[...this.cases.values()].map((c) => `  test ${c.name} (${secs(c.started)})`),
      'stall: ending the run (GANGWAY_STALL_MS sets the limit)',
    ]
    process.stderr.write(`${lines.join('\n')}\n`)
    clearInterval(this.timer)
    process.exit(STALLED_EXIT_CODE)
  }
}
