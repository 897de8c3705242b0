// The published packages' type declarations, written by one run of the compiler (see
// scripts/typescript.mjs): each source file of packages/<pkg>/src becomes
// packages/<pkg>/dist/<same path>.d.ts, beside the JavaScript tsup writes (tsup itself writes
// none). Each package's `exports` names its entries' declarations by the same paths
// (`./dist/adapter.d.ts` for src/adapter.ts). A declaration may only import its own package's
// files, another @gangway package by one of its public entries, or third-party packages: an
// import that would break in a host (a path into another package, an entry not in `exports`)
// fails the build.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** Test code is not published: test files and test helpers (`*.testing.ts`). */
const NOT_PUBLISHED = /\.test\.tsx?$|\.testing\.tsx?$/

/** `@gangway/<name>` → the subpaths its package.json `exports` (`.`, `./adapter`, …). */
function publishedEntries(root) {
  const entries = new Map()
  for (const dir of readdirSync(join(root, 'packages'))) {
    const manifest = join(root, 'packages', dir, 'package.json')
    if (!existsSync(manifest)) continue
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'))
    entries.set(pkg.name, new Set(Object.keys(pkg.exports ?? {})))
  }
  return entries
}

/** Why `specifier`, imported by a declaration of package `pkg`, would break in a host (or undefined). */
function brokenImport(specifier, pkg, entries) {
  if (specifier.startsWith('.')) return undefined
  if (specifier.startsWith('/')) return 'an absolute path'
  const scoped = specifier.match(/^(@gangway\/[^/]+)(\/.*)?$/)
  if (!scoped) return undefined
  const [, name, rest = ''] = scoped
  if (name === `@gangway/${pkg}`) return 'its own package by name'
  const exported = entries.get(name)
  if (!exported) return `${name}, which is not a package here`
  if (!exported.has(`.${rest}`)) return `${name}${rest}, which ${name} does not export`
  return undefined
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir, prefix = '') {
  const found = []
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) found.push(...filesUnder(dir, path))
    else found.push(path)
  }
  return found
}

/**
 * Places the declarations the compiler wrote under `emitted` (by their source's path from the
 * repository's root) into their packages: every published source file of packages/<pkg>/src gets
 * packages/<pkg>/dist/<same path>.d.ts. Returns the problems found (imports that would break in a
 * host); writes nothing when any.
 */
export function placeDeclarations(emitted, root) {
  const entries = publishedEntries(root)
  const outputs = []
  const problems = []
  const packagesDir = join(emitted, 'packages')
  for (const file of existsSync(packagesDir) ? filesUnder(packagesDir) : []) {
    const match = file.match(/^([^/]+)\/src\/(.+)\.d\.ts$/)
    if (!match) continue
    const [, pkg, name] = match
    const source = `packages/${pkg}/src/${name}.ts`
    if (NOT_PUBLISHED.test(source)) continue
    const text = readFileSync(join(packagesDir, file), 'utf8')
    for (const found of text.matchAll(/(?:\bfrom\s+|\bimport\(\s*)['"]([^'"]+)['"]/g)) {
      const why = brokenImport(found[1], pkg, entries)
      if (why) problems.push(`${source}: its declaration imports ${why} ('${found[1]}')`)
    }
    outputs.push({ file: join(root, 'packages', pkg, 'dist', `${name}.d.ts`), text })
  }
  if (problems.length) return problems
  if (outputs.length === 0) return [`no declarations under ${emitted}`]
  for (const { file, text } of outputs) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  console.log(`declarations: ${outputs.length} files written into packages/*/dist`)
  return []
}
