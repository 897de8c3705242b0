// Every runtime dependency a package declares must be imported by its own source (tests aside),
// so a host installing one package gets nothing it does not use; and core names no UI framework
// or chain SDK. Run by `npm test`; exits non-zero with the offending package and dependency.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
/** Declared on purpose though never imported, with the reason. */
const PINNED = {
  // extension-dapp peer-depends on any @polkadot/api; npm would pick 17.x, whose api-augment is
  // missing from the registry, so installs fail: 16 is pinned here (issue 6).
  '@gangway/adapter-polkadot': ['@polkadot/api'],
}
const problems = []
const NOT_IN_CORE =
  /^(react|react-dom|preact|vue|svelte|viem|@wagmi\/|wagmi|ethers|@solana\/|sats-connect|@polkadot\/|bitcoinjs-lib|litesvm)/

const ADAPTER_CORE_ENTRIES = new Set(['@gangway/core/adapter', '@gangway/core/eip155'])

const sourceFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|mts|js|mjs)$/.test(name) && !/\.test(-utils)?\.|\.testing\.|test\//.test(file)
      ? [file]
      : []
  })

/** Package names a source imports: `from 'x'`, `import('x')`, `import 'x'`, `require('x')`. */
export function importedPackages(code) {
  const found = new Set()
  for (const match of code.matchAll(
    /(?:from|import|require|resolve)\s*\(?\s*['"]([^'".][^'"]*)['"]/g,
  )) {
    const spec = match[1]
    const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]
    if (!name.startsWith('node:')) found.add(name)
  }
  return found
}

for (const pkg of readdirSync(path.join(ROOT, 'packages'))) {
  const dir = path.join(ROOT, 'packages', pkg)
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'))
  const used = new Set()
  for (const file of sourceFiles(path.join(dir, 'src'))) {
    const code = readFileSync(file, 'utf8')
    for (const name of importedPackages(code)) used.add(name)
    // An adapter builds on the adapter author's entries only, never the host's `@gangway/core`
    // (which would pull the kit's first load into every adapter).
    if (pkg.startsWith('adapter-'))
      for (const spec of code.matchAll(/['"](@gangway\/core(?:\/[\w-]+)?)['"]/g))
        if (!ADAPTER_CORE_ENTRIES.has(spec[1]))
          problems.push(
            `${path.relative(ROOT, file)}: imports ${spec[1]} (adapters use @gangway/core/adapter or /eip155)`,
          )
  }
  for (const dep of Object.keys(manifest.dependencies ?? {})) {
    // `@types/x` is used where `x` is (`@types/a__b` where `@a/b` is).
    const typed = dep.startsWith('@types/') ? dep.slice(7) : undefined
    const runtime = typed?.includes('__') ? `@${typed.replace('__', '/')}` : (typed ?? dep)
    const pinned = PINNED[manifest.name]?.includes(dep)
    if (!pinned && !used.has(dep) && !used.has(runtime))
      problems.push(`${manifest.name}: depends on ${dep}, which its src never imports`)
    if (pkg === 'core' && NOT_IN_CORE.test(dep))
      problems.push(`${manifest.name}: depends on ${dep} (core takes no UI framework or chain SDK)`)
  }
}
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log('check-deps: every package imports each runtime dependency it declares')
