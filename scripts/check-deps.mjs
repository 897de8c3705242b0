// A package's manifest and its source agree, so a host installing it gets what it needs and
// nothing it does not use. Run by `npm test`; exits non-zero naming the package and dependency.
//
// - Every runtime dependency and every peer dependency is imported by the package's own source
//   (tests aside), and every package the source imports is declared as one of the two.
// - A peer (a chain SDK or framework the host shares with us) is also a devDependency, so the
//   monorepo builds and tests against it; an optional peer is marked in peerDependenciesMeta and
//   its source loads it only with `import()` (a host may leave it out) — unless the package lists
//   its entries with the optional peers each one loads (scripts/entries.mjs: @gangway/testing's
//   families), and every entry that loads the file lists that peer.
// - Core names no UI framework or chain SDK, not even as a peer.
// - An adapter builds on the adapter author's entries only (@gangway/core/adapter and /eip155),
//   never the host's `@gangway/core` (which would pull the kit's first load into every adapter).
// - A package's test code (its `*.test.ts` files and test helpers, see docs/testing.md) imports only
//   what its package.json declares (any of the three kinds) or what the root package.json
//   declares as a devDependency for the whole suite (vitest, fast-check, …); another @gangway
//   package its tests use is its own devDependency (the root never declares one).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** Declared on purpose though never imported, with the reason. */
const PINNED = {
  // extension-dapp peer-depends on any @polkadot/api; npm would pick 17.x, whose api-augment is
  // missing from the registry, so installs fail: 16 is pinned here (issue 6).
  '@gangway/adapter-polkadot': ['@polkadot/api'],
}
/**
 * Imported in src under a name the build rewrites (tsup): src name → published name. The monorepo
 * has ethers 6 as `ethers` and ethers 5 as the `ethers5` alias (a devDependency); the built
 * `/ethers5` entry imports the host's `ethers` (packages/adapter-ethers/tsup.config.ts).
 */
export const BUILD_ALIASES = {
  '@gangway/adapter-ethers': { ethers5: 'ethers' },
}
/** A relative import of a source, resolved to a file of the package (`.js` names the `.ts`). */
const resolveRelative = (from, spec) => {
  const file = path.posix.join(path.posix.dirname(from), spec)
  return /\.js$/.test(file)
    ? [file.replace(/\.js$/, '.ts'), file.replace(/\.js$/, '.tsx'), file]
    : [file]
}

/**
 * The files an entry loads as it is imported: its source and, transitively, every file it imports
 * statically by a relative path (`import type` and `import()` aside). `sources`: `{ file, code }`.
 */
export function staticReach(entryFile, sources) {
  const byFile = new Map(sources.map((source) => [source.file, source.code]))
  const reached = new Set()
  const pending = [entryFile]
  while (pending.length) {
    const file = pending.pop()
    if (reached.has(file) || !byFile.has(file)) continue
    reached.add(file)
    for (const match of byFile
      .get(file)
      .matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm))
      pending.push(...resolveRelative(file, match[1]).filter((candidate) => byFile.has(candidate)))
  }
  return reached
}

// /shell only for the adapters' descriptors (describeAdapter), the few bytes a page loads first;
// /common for the errors and unit helpers adapters share with hosts; /networks for the network
// presets an adapter re-exports; never /internal (no semver promise) nor the host entry.
const ADAPTER_CORE_ENTRIES = new Set([
  '@gangway/core/common',
  '@gangway/core/adapter',
  '@gangway/core/eip155',
  '@gangway/core/networks',
  '@gangway/core/shell',
])
const NOT_IN_CORE =
  /^(react|react-dom|preact|vue|svelte|viem|@wagmi\/|wagmi|ethers|@solana\/|sats-connect|@polkadot\/|bitcoinjs-lib|litesvm)/

/** Test code: test files and test helpers (`*.testing.ts`, the one convention of docs/testing.md). */
export const TEST_CODE = /\.test\.|\.testing\./

const codeFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return codeFiles(file)
    return /\.(ts|tsx|mts|js|mjs)$/.test(name) ? [file] : []
  })
const sourceFiles = (dir) => codeFiles(dir).filter((file) => !TEST_CODE.test(file))
const testFiles = (dir) => codeFiles(dir).filter((file) => TEST_CODE.test(file))

const packageName = (spec) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]

/** Package names a source imports: `from 'x'`, `import('x')`, `import 'x'`, `require('x')`. */
export function importedPackages(code) {
  const found = new Set()
  for (const match of code.matchAll(
    /(?:from|import|require|resolve)\s*\(?\s*['"]((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.:-]*(?:\/[\w.@/-]*)?)['"]/g,
  )) {
    const name = packageName(match[1])
    if (!name.startsWith('node:')) found.add(name)
  }
  return found
}

/** Package names a source imports statically (`from 'x'`, `import 'x'`; `import type` aside). */
export function staticallyImportedPackages(code) {
  const found = new Set()
  for (const match of code.matchAll(
    /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'".][^'"]*)['"]/gm,
  ))
    found.add(packageName(match[1]))
  return found
}

/** The `@gangway/core` entries (`@gangway/core`, `@gangway/core/x`) a source names. */
export function coreEntries(code) {
  return [...code.matchAll(/['"](@gangway\/core(?:\/[\w-]+)?)['"]/g)].map((match) => match[1])
}

/**
 * The problems of one package: its manifest and its source files (`{ file, code }`, `file`
 * relative to the repository's root). `adapter`: the package is a chain adapter.
 */
export function checkPackage(
  manifest,
  sources,
  { core = false, adapter = false, entries = [], root = '' } = {},
) {
  const problems = []
  const name = manifest.name
  const aliases = BUILD_ALIASES[name] ?? {}
  const used = new Set()
  const staticUsed = new Set()
  // A package that lists its entries with the optional peers each loads (`entries`, e.g.
  // packages/testing/scripts/entries.mjs; `source` relative to the package at `root`): a file may
  // import such a peer statically when every entry that loads the file lists the peer.
  const loadedBy = new Map()
  for (const entry of entries)
    for (const file of staticReach(path.posix.join(root, entry.source), sources))
      loadedBy.set(file, [...(loadedBy.get(file) ?? []), entry])
  for (const { file, code } of sources) {
    for (const dep of importedPackages(code)) used.add(aliases[dep] ?? dep)
    for (const dep of staticallyImportedPackages(code)) {
      const published = aliases[dep] ?? dep
      const byEntries = loadedBy.get(file)
      if (!byEntries || !manifest.peerDependenciesMeta?.[published]?.optional) {
        staticUsed.add(published)
        continue
      }
      const without = byEntries.filter((entry) => !entry.peers.includes(published))
      if (without.length)
        problems.push(
          `${file}: imports optional peer ${published} statically, which entry ${without.map((entry) => entry.subpath).join(', ')} loads without listing it`,
        )
    }
    if (adapter)
      for (const entry of coreEntries(code))
        if (!ADAPTER_CORE_ENTRIES.has(entry))
          problems.push(
            `${file}: imports ${entry} (adapters use @gangway/core/adapter, /common, /eip155, /networks or /shell)`,
          )
  }
  const deps = manifest.dependencies ?? {}
  const peers = manifest.peerDependencies ?? {}
  const dev = manifest.devDependencies ?? {}
  const meta = manifest.peerDependenciesMeta ?? {}
  const isUsed = (dep) => {
    // `@types/x` is used where `x` is (`@types/a__b` where `@a/b` is).
    const typed = dep.startsWith('@types/') ? dep.slice(7) : undefined
    const runtime = typed?.includes('__') ? `@${typed.replace('__', '/')}` : (typed ?? dep)
    return used.has(dep) || used.has(runtime) || PINNED[name]?.includes(dep)
  }
  for (const dep of Object.keys(deps)) {
    if (!isUsed(dep)) problems.push(`${name}: depends on ${dep}, which its src never imports`)
    if (dep in peers) problems.push(`${name}: ${dep} is both a dependency and a peer`)
  }
  for (const dep of Object.keys(peers)) {
    if (!isUsed(dep)) problems.push(`${name}: peer ${dep} is never imported by its src`)
    if (!(dep in dev))
      problems.push(`${name}: peer ${dep} is not a devDependency (the monorepo would not have it)`)
    if (meta[dep]?.optional && staticUsed.has(dep))
      problems.push(
        `${name}: optional peer ${dep} is imported statically (only import() may load it)`,
      )
  }
  for (const dep of Object.keys(meta))
    if (!(dep in peers)) problems.push(`${name}: peerDependenciesMeta names ${dep}, not a peer`)
  for (const dep of used)
    if (dep !== name && !(dep in deps) && !(dep in peers))
      problems.push(`${name}: its src imports ${dep}, declared neither as dependency nor as peer`)
  if (core)
    for (const dep of [...Object.keys(deps), ...Object.keys(peers)])
      if (NOT_IN_CORE.test(dep))
        problems.push(`${name}: depends on ${dep} (core takes no UI framework or chain SDK)`)
  return problems
}

/**
 * Packages test code imports: `import … from 'x'` (types too: the type check needs them), `import
 * 'x'`, and `await import('x')`; not the specifiers tests write into strings (hostile input, code
 * they bundle), which `importedPackages` would count.
 */
export function testImports(code) {
  const found = new Set()
  for (const match of code.matchAll(
    /^\s*(?:import|export)\s+(?:[^'"]*?\sfrom\s+)?['"]([^'".][^'"]*)['"]|\bawait\s+import\(\s*['"]([^'".][^'"]*)['"]\s*\)/gm,
  )) {
    const name = packageName(match[1] ?? match[2])
    if (!name.startsWith('node:')) found.add(name)
  }
  return found
}

/**
 * The problems of one package's test code (`{ file, code }` as above): every package it imports
 * is the package itself, declared in its manifest (dependency, peer or devDependency), or a
 * devDependency of the root manifest (the suite's tools); a @gangway package only the former.
 */
export function checkTestCode(manifest, tests, rootManifest) {
  const name = manifest.name
  const declared = new Set(
    ['dependencies', 'peerDependencies', 'devDependencies'].flatMap((kind) =>
      Object.keys(manifest[kind] ?? {}),
    ),
  )
  const suiteTools = new Set(Object.keys(rootManifest.devDependencies ?? {}))
  const problems = new Set()
  for (const { file, code } of tests)
    for (const dep of testImports(code)) {
      if (dep === name || declared.has(dep)) continue
      if (suiteTools.has(dep) && !dep.startsWith('@gangway/')) continue
      problems.add(`${name}: its test code imports ${dep} (${file}), not in its package.json`)
    }
  return [...problems]
}

/**
 * The problems of every package under `<root>/packages/`: its manifest against its source, and
 * its test code against its manifest and the root's devDependencies — every package's, adapters
 * and @gangway/testing included.
 */
export async function checkWorkspace(root = ROOT) {
  const problems = []
  const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  for (const pkg of readdirSync(path.join(root, 'packages'))) {
    const dir = path.join(root, 'packages', pkg)
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
    const read = (file) => ({ file: path.relative(root, file), code: readFileSync(file, 'utf8') })
    const sources = sourceFiles(path.join(dir, 'src')).map(read)
    const entriesFile = path.join(dir, 'scripts', 'entries.mjs')
    const { ENTRIES: entries = [] } = existsSync(entriesFile) ? await import(entriesFile) : {}
    const kind = { core: pkg === 'core', adapter: pkg.startsWith('adapter-') }
    problems.push(
      ...checkPackage(manifest, sources, { ...kind, entries, root: path.relative(root, dir) }),
    )
    const tests = testFiles(path.join(dir, 'src')).map(read)
    problems.push(...checkTestCode(manifest, tests, rootManifest))
  }
  return problems
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = await checkWorkspace()
  if (problems.length) {
    console.error(problems.join('\n'))
    process.exit(1)
  }
  console.log(
    'check-deps: every package declares, as dependency or peer, exactly the packages its src imports; its test code imports only what it or the root declares; adapters import only @gangway/core/adapter, /common, /eip155, /networks and /shell',
  )
}
