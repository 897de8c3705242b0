// `npm run build`: every package's dist/, from scratch. Each package's own `build` script bundles
// its JavaScript (tsup; the server also its secure frame); then one TypeScript program writes
// every package's declarations (scripts/typescript.mjs --declarations).
//   node scripts/build.mjs          clean, JavaScript, declarations
//   node scripts/build.mjs --js     clean, JavaScript only (`npm test` writes the declarations
//                                   in its one TypeScript pass, which also type-checks)
// The packages build two at a time (they share no output), in workspace order otherwise.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
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

/** Empties every package's dist/ (tsup does not: its builds and the declarations share it). */
export function cleanDists() {
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
  try {
    cleanDists()
    await buildJavaScript(Math.max(2, availableParallelism()))
    if (!process.argv.includes('--js')) {
      await run(process.execPath, ['scripts/typescript.mjs', '--declarations'], root).then(
        (output) => process.stdout.write(output),
      )
    }
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
  console.log(`build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
