// Packs the published packages as `npm pack` and `npm publish` do, once for every check that
// reads them (scripts/check-install.mjs, scripts/publint-all.mjs): each package's `prepack`
// (`scripts/build.mjs --if-changed`) builds first when dist/ is not a complete build of the
// sources, so a tarball never holds a stale or declaration-less dist/.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { builtPackages, exportedFiles } from '../build.mjs'
import { run } from './run.mjs'

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))
/** What each package's `prepack` runs. */
export const PREPACK = 'node ../../scripts/build.mjs --if-changed'

/**
 * Packs every published package into `destination` with one `npm pack`. Resolves with each
 * package by name: its folder, manifest, tarball (an absolute path) and the files in it.
 */
export async function packPackages(destination) {
  const dirs = builtPackages()
  const workspaces = dirs.flatMap((dir) => ['-w', dir])
  const output = await run(
    'npm',
    ['pack', '--json', '--pack-destination', destination, ...workspaces],
    {
      cwd: ROOT,
      // A prepack that has to build takes the build's time.
      limitMs: 10 * 60_000,
    },
  )
  // A prepack that builds prints its progress on stdout, before npm's JSON.
  const packed = JSON.parse(output.slice(output.search(/^\[$/m)))
  const byName = new Map()
  for (const dir of dirs) {
    const manifest = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'))
    const entry = packed.find((candidate) => candidate.name === manifest.name)
    if (!entry) throw new Error(`npm pack wrote no tarball for ${manifest.name}`)
    byName.set(manifest.name, {
      name: manifest.name,
      dir,
      manifest,
      tarball: join(destination, entry.filename),
      files: entry.files.map((file) => file.path),
    })
  }
  return byName
}

/**
 * What a packed package lacks: a `prepack` that builds it, its LICENSE, or a file its `exports`
 * names (a declaration a host's TypeScript needs, the JavaScript it runs).
 */
export function tarballProblems({ name, manifest, files }) {
  const problems = []
  if (manifest.scripts?.prepack !== PREPACK)
    problems.push(`${name}: its prepack is not \`${PREPACK}\`, so a pack can ship a stale dist/`)
  if (!files.includes('LICENSE')) problems.push(`${name}: the tarball has no LICENSE`)
  for (const file of new Set(exportedFiles(manifest.exports))) {
    const path = file.replace(/^\.\//, '')
    if (!files.includes(path))
      problems.push(`${name}: the tarball has no ${path}, which exports names`)
  }
  return problems
}
