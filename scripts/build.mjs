// `npm run build`: every package's dist/, from scratch. Each package's own `build` script bundles
// its JavaScript (tsup; the server also its secure frame); then one TypeScript program writes
// every package's declarations (scripts/typescript.mjs --declarations).
//   node scripts/build.mjs          clean, JavaScript, declarations
//   node scripts/build.mjs --js     clean, JavaScript only (`npm test` writes the declarations
//                                   in its one TypeScript pass, which also type-checks)
//   node scripts/build.mjs --if-changed
//                                   the full build, only when a package's source, the lockfile or
//                                   a build script changed since the last full build (`npm run
//                                   demo`: its second start does not rebuild), or when a file a
//                                   package's `exports` names is missing (each package's
//                                   `prepack`: `npm pack` and `npm publish` never ship a stale or
//                                   incomplete dist/)
// The packages build two at a time (they share no output), in workspace order otherwise.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The workspaces under packages/ that have a build script, in the root package.json's order. */
export function builtPackages() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  return workspaces.filter((dir) => {
    if (!dir.startsWith('packages/')) return false
    const manifest = join(root, dir, 'package.json')
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.build
  })
}

/** Where the last full build's fingerprint is kept (node_modules: a fresh install has none). */
const STAMP = join(root, 'node_modules', '.cache', 'gangway-build.json')
/** Inputs outside the packages that change what a build writes. */
const ROOT_INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.build.json',
  'scripts/build.mjs',
  'scripts/oneFile.mjs',
  'scripts/typescript.mjs',
  'scripts/declarations.mjs',
]
/** Folders of a package that are outputs or caches, not inputs. */
const NOT_INPUTS = new Set(['dist', 'node_modules', '.cache', 'api'])

/**
 * A fingerprint of what the build reads: every file of the built packages (outside dist/ and
 * node_modules/) and the root inputs, by path, size and modification time.
 */
export function buildFingerprint() {
  const hash = createHash('sha256')
  const add = (path) => {
    const stat = statSync(path, { throwIfNoEntry: false })
    if (stat) hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`)
  }
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      if (entry.isDirectory()) {
        if (!NOT_INPUTS.has(entry.name)) walk(join(dir, entry.name))
      } else add(join(dir, entry.name))
    }
  }
  for (const dir of builtPackages()) walk(join(root, dir))
  for (const file of ROOT_INPUTS) add(join(root, file))
  return hash.digest('hex')
}

/** Every file a manifest's `exports` names (its conditions' targets), as paths from its folder. */
export function exportedFiles(exports) {
  if (typeof exports === 'string') return exports.includes('*') ? [] : [exports]
  if (!exports || typeof exports !== 'object') return []
  return Object.values(exports).flatMap(exportedFiles)
}

/**
 * The files the built packages' `exports` name (the JavaScript and its declarations) that are not
 * there, as `packages/<name>/dist/…`: empty after a complete build.
 */
export function missingOutputs() {
  return builtPackages().flatMap((dir) => {
    const { exports } = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))
    return [...new Set(exportedFiles(exports))]
      .filter((file) => !existsSync(join(root, dir, file)))
      .map((file) => join(dir, file))
  })
}

/** Records that the packages' dist/ folders are a complete build of the inputs `fingerprint` saw. */
export function recordBuild(fingerprint) {
  mkdirSync(dirname(STAMP), { recursive: true })
  writeFileSync(STAMP, JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }))
}

/** Whether the last full build saw exactly these inputs, and its output is all still there. */
function upToDate(fingerprint) {
  try {
    const stamp = JSON.parse(readFileSync(STAMP, 'utf8'))
    return stamp.fingerprint === fingerprint && missingOutputs().length === 0
  } catch {
    return false
  }
}

/** Empties every package's dist/ (tsup does not: its builds and the declarations share it). */
export function cleanDists() {
  // What the last full build wrote is gone: the next `--if-changed` builds again.
  rmSync(STAMP, { force: true })
  for (const dir of builtPackages())
    rmSync(join(root, dir, 'dist'), { recursive: true, force: true })
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (status) =>
      status === 0
        ? resolve(output)
        : reject(new Error(`${cwd}: \`${command} ${args.join(' ')}\` failed\n${output}`)),
    )
  })
}

/** Builds each package's JavaScript, `concurrency` packages at a time. */
async function buildJavaScript(concurrency) {
  const queue = builtPackages()
  const worker = async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) {
      const started = performance.now()
      await run('npm', ['run', 'build', '--silent'], join(root, dir))
      console.log(`build: ${dir} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const full = !process.argv.includes('--js')
  const fingerprint = full ? buildFingerprint() : undefined
  if (process.argv.includes('--if-changed') && upToDate(fingerprint)) {
    console.log(
      'build: up to date (no package source, lockfile or build script changed since the last build)',
    )
    process.exit(0)
  }
  // `npm test` packs what its own steps built: a prepack that wants to build there means that
  // build is not what it recorded, and building now would empty the dist/ folders that the steps
  // beside it read.
  if (process.env.GANGWAY_PACK_WITHOUT_BUILD === '1') {
    console.error(
      `build: dist/ is not a current full build (missing: ${missingOutputs().join(', ') || 'none'}; or an input changed since), and GANGWAY_PACK_WITHOUT_BUILD=1 forbids building here`,
    )
    process.exit(1)
  }
  try {
    cleanDists()
    await buildJavaScript(Math.max(2, availableParallelism()))
    if (full) {
      await run(process.execPath, ['scripts/typescript.mjs', '--declarations'], root).then(
        (output) => process.stdout.write(output),
      )
      // A build that leaves out a file an entry names fails here, not in a host (TS7016).
      const missing = missingOutputs()
      if (missing.length) throw new Error(`build: not written: ${missing.join(', ')}`)
      recordBuild(fingerprint)
    }
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
  console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
