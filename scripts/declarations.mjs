// The published packages' type declarations, written from one TypeScript program (see
// scripts/typescript.mjs): each source file of packages/<pkg>/src becomes
// packages/<pkg>/dist/<same path>.d.ts, beside the JavaScript tsup writes (tsup itself writes
// none). Each package's `exports` names its entries' declarations by the same paths
// (`./dist/adapter.d.ts` for src/adapter.ts). A declaration may only import its own package's
// files, another @gangway package by one of its public entries, or third-party packages: an
// import that would break in a host (a path into another package, an entry not in `exports`)
// fails the build.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/** Test code is not published: test files, test helpers (`*.testing.ts`) and `test/` folders. */
const NOT_PUBLISHED = /\.test\.tsx?$|\.testing\.tsx?$|\/test\//

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

/**
 * Emits the declarations of every published source file in `program` into its package's dist/.
 * Returns the problems found (imports that would break in a host); writes nothing when any.
 */
export function emitDeclarations(program, root) {
  const entries = publishedEntries(root)
  const outputs = []
  const problems = []
  for (const source of program.getSourceFiles()) {
    const path = relative(root, source.fileName)
    const match = path.match(/^packages\/([^/]+)\/src\/(.+)\.tsx?$/)
    if (!match || NOT_PUBLISHED.test(path)) continue
    const [, pkg, name] = match
    const result = program.emit(
      source,
      (_file, text) => {
        for (const found of text.matchAll(/(?:\bfrom\s+|\bimport\(\s*)['"]([^'"]+)['"]/g)) {
          const why = brokenImport(found[1], pkg, entries)
          if (why) problems.push(`${path}: its declaration imports ${why} ('${found[1]}')`)
        }
        outputs.push({ file: join(root, 'packages', pkg, 'dist', `${name}.d.ts`), text })
      },
      undefined,
      true,
    )
    for (const diagnostic of result.diagnostics) {
      problems.push(`${path}: ${diagnostic.messageText?.messageText ?? diagnostic.messageText}`)
    }
  }
  if (problems.length) return problems
  for (const { file, text } of outputs) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  console.log(`declarations: ${outputs.length} files written into packages/*/dist`)
  return []
}
