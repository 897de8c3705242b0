// What a host's conformance run (vitest, from the packed @gangway/testing) reported.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { run } from './run.mjs'

/** Runs the host's conformance test: how many passed and failed, and each failure's message. */
export async function conformanceReport(dir, vitest) {
  const file = join(dir, 'conformance.json')
  rmSync(file, { force: true })
  const args = ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${file}`]
  const outcome = await run(vitest, args, { cwd: dir, limitMs: 4 * 60_000 }).catch((error) => error)
  if (!existsSync(file))
    throw outcome instanceof Error ? outcome : new Error('vitest wrote no report')
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const failures = report.testResults.flatMap((result) => [
    ...(result.message ? [`${result.name}: ${result.message}`] : []),
    ...result.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${test.fullName}: ${test.failureMessages.join('; ').split('\n')[0]}`),
  ])
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures }
}
