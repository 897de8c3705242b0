// What `npm test` prints after its steps: the ten slowest test files of the run (from the cost
// reporter's files, costReporter.mjs) and how many tests each vitest project ran.
import { existsSync, readdirSync, readFileSync } from 'node:fs'

/** The summary of the `*.cost.json` files in `dir`, as lines of text. */
export function costSummary(dir) {
  if (!existsSync(dir)) return ''
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.cost.json'))
    .flatMap((name) => JSON.parse(readFileSync(`${dir}/${name}`, 'utf8')))
  if (!files.length) return ''
  const lines = ['\n=== the ten slowest test files (wall time in their worker) ===']
  for (const file of [...files].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    lines.push(
      `  ${`${(file.ms / 1000).toFixed(1)} s`.padStart(8)}  [${file.project}] ${file.file} (${file.tests} tests)`,
    )
  }
  const projects = new Map()
  for (const file of files) {
    const project = projects.get(file.project) ?? { files: 0, tests: 0, ms: 0 }
    project.files += 1
    project.tests += file.tests
    project.ms += file.ms
    projects.set(file.project, project)
  }
  lines.push('\n=== tests per vitest project (files, tests, summed file time) ===')
  for (const [name, project] of [...projects].sort((a, b) => b[1].ms - a[1].ms)) {
    lines.push(
      `  ${name.padEnd(16)} ${String(project.files).padStart(4)} files ${String(project.tests).padStart(5)} tests ${`${(project.ms / 1000).toFixed(0)} s`.padStart(7)}`,
    )
  }
  return lines.join('\n')
}
