// One TypeScript pass over the repository (tsconfig.json: every package's sources and tests, the
// demo, e2e, scripts) that does what used to take three programs:
//   --check         type errors of every file                  (npm run typecheck)
//   --api           the public API reports (scripts/check-api.mjs) match the code, and no name
//                   is exported by two entries of one package
//   --api-update    records the reports                       (npm run api:update)
//   --declarations  each package's .d.ts files, written into its dist/ (scripts/declarations.mjs)
// `npm test` runs all three at once; `npm run build` runs --declarations after tsup's JavaScript.
//
// The type errors and the declarations come from TypeScript 7, the native compiler (the dev
// dependency `typescript-native`, npm's alias of typescript@7): one run of its `tsc` does both, in
// about a sixth of the CPU time of TypeScript 5's. The API reports read types through the
// compiler's JavaScript API, which TypeScript 7 does not offer yet: they use TypeScript 5.9 (the
// `typescript` dev dependency, also what tsup, vitest and Next read), on a program of the public
// entries only. The two run side by side.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkApi, publicEntries } from './check-api.mjs'
import { repositoryConfig } from './compilerOptions.mjs'
import { placeDeclarations } from './declarations.mjs'

const root = process.cwd()
const want = (flag) => process.argv.includes(flag)
const started = performance.now()
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`

/** Errors that make a declaration wrong or unwritable (the rest are type errors: --check's). */
const DECLARATION_ERROR = /error TS(2527|2742|2883|4\d{3}|9\d{3}):/

/**
 * TypeScript 7's `tsc` over tsconfig.json: type errors, and with `declarationsDir` every file's
 * .d.ts under it (by its path from the repository's root). Resolves with its exit code and output.
 */
function nativeTsc(declarationsDir) {
  const tsc = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc')
  const args = ['-p', 'tsconfig.json', '--pretty', 'false']
  if (declarationsDir)
    args.push(
      ...['--noEmit', 'false', '--declaration', '--emitDeclarationOnly'],
      ...['--rootDir', '.', '--outDir', declarationsDir],
    )
  else args.push('--noEmit')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsc, ...args], { cwd: root })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, output }))
  })
}

/** The public API reports, through TypeScript 5.9's checker; true when they match (or were written). */
async function apiReports(update) {
  const { default: ts } = await import('typescript')
  let config
  try {
    config = repositoryConfig(ts, root)
  } catch (error) {
    console.error(error.message)
    return false
  }
  // The reports name a type by the module TypeScript reaches it from first: a program of the
  // entries alone reaches each type from an entry, so a report does not change when an unrelated
  // file is added.
  const program = ts.createProgram({
    rootNames: publicEntries().map((entry) => join(root, entry.file)),
    options: { ...config.options, noEmit: true },
  })
  const { changed, twice } = checkApi(program, { update })
  return twice === 0 && (changed === 0 || update)
}

const declarationsDir = want('--declarations')
  ? mkdtempSync(join(tmpdir(), 'gangway-declarations-'))
  : undefined
let failed = false
try {
  const compiled =
    want('--check') || declarationsDir ? nativeTsc(declarationsDir) : Promise.resolve(undefined)
  // (The API program builds while the native compiler runs.)
  if (want('--api-update')) failed = !(await apiReports(true))
  else if (want('--api') && !(await apiReports(false))) failed = true
  const result = await compiled
  if (result) {
    const lines = result.output.split('\n')
    const errors = lines.filter((line) => /error TS\d+:/.test(line))
    if (want('--check')) {
      if (errors.length) {
        console.error(result.output.trimEnd())
        console.error(`typecheck: ${errors.length} error(s)`)
        failed = true
      } else if (result.code !== 0) {
        console.error(result.output.trimEnd())
        console.error(`typecheck: tsc ended with code ${result.code}`)
        failed = true
      } else console.log(`typecheck: no errors (TypeScript 7, ${elapsed()})`)
    }
    if (declarationsDir && !failed) {
      // Without --check, a type error is not the build's business; a declaration error is.
      const problems = lines.filter((line) => DECLARATION_ERROR.test(line))
      problems.push(...placeDeclarations(declarationsDir, root))
      for (const problem of problems) console.error(`declarations: ${problem}`)
      if (problems.length) failed = true
    }
  }
} finally {
  if (declarationsDir) rmSync(declarationsDir, { recursive: true, force: true })
}
console.log(`typescript: done in ${elapsed()}`)
process.exit(failed ? 1 : 0)
