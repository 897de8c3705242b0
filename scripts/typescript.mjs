// One TypeScript pass over the repository (tsconfig.json: every package's sources and tests, the
// demo, e2e, scripts) that does what used to take three programs:
//   --check         type errors of every file                  (npm run typecheck)
//   --api           the public API reports (scripts/check-api.mjs) match the code
//   --api-update    records the reports                       (npm run api:update)
//   --declarations  each package's .d.ts files, written into its dist/ (scripts/declarations.mjs)
// `npm test` runs all three at once; `npm run build` runs --declarations after tsup's JavaScript.
import { join } from 'node:path'
import ts from 'typescript'
import { checkApi, publicEntries } from './check-api.mjs'
import { emitDeclarations } from './declarations.mjs'

const root = process.cwd()
const want = (flag) => process.argv.includes(flag)
const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`

const config = ts.getParsedCommandLineOfConfigFile(
  join(root, 'tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
)
if (config.errors.length) {
  console.error(ts.formatDiagnostics(config.errors, ts.createCompilerHost(config.options)))
  process.exit(1)
}
// The public entries first: the API reports name a type by the module TypeScript reaches it from
// first, so with the entries leading, a report does not change when an unrelated file is added.
const entries = publicEntries().map((entry) => join(root, entry.file))
const program = ts.createProgram({
  rootNames: [...new Set([...entries, ...config.fileNames])],
  options: { ...config.options, noEmit: false, declaration: true, emitDeclarationOnly: true },
})

let failed = false
// The API reports first: they name types as the checker first reaches them, so they are read
// before the full check visits every file (after it, some names come out by another path).
if (want('--api-update')) checkApi(program, { update: true })
else if (want('--api') && checkApi(program) > 0) failed = true
if (want('--check')) {
  const diagnostics = ts.getPreEmitDiagnostics(program)
  if (diagnostics.length) {
    const host = ts.createCompilerHost(config.options)
    console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host))
    console.error(`typecheck: ${diagnostics.length} error(s)`)
    failed = true
  } else {
    console.log(`typecheck: ${config.fileNames.length} root files, no errors (${elapsed()})`)
  }
}
if (want('--declarations') && !failed) {
  const problems = emitDeclarations(program, root)
  for (const problem of problems) console.error(`declarations: ${problem}`)
  if (problems.length) failed = true
}
console.log(`typescript: done in ${elapsed()}`)
process.exit(failed ? 1 : 0)
