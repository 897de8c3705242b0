#!/usr/bin/env node
// What a page downloads first when it imports a Gangway package, and what only later: shared by
// the adapters' bundle tests (a chain SDK must not be in the first load) and usable by hand.
//
// - splitHostEntry(contents, { resolveDir }): esbuild bundles a host entry the way an app
//   bundler does (code splitting); the first load is the entry's output and every output
//   reachable from it through static `import` statements; the rest is only behind `import()`.
// - staticImportClosure(file): the bare imports (packages) of a built file, through static
//   imports only and through any import.
// - buildWithTsup(packageDir, outDir): a package's tsup build into a scratch directory.
//
//   node scripts/firstLoad.mjs packages/adapter-solana SolanaAdapter [more packages/Name pairs]
// prints the first-load gzip (-9) of a one-line host importing that class from the built package
// (dist), with the first-load and lazy packages.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const PACKAGES_DIR = join(ROOT, 'packages')

/** `node_modules/<pkg>/...` → `<pkg>` (the innermost node_modules wins). */
export function packageOf(input) {
  const at = input.lastIndexOf('node_modules/')
  if (at === -1) return undefined
  const parts = input.slice(at + 'node_modules/'.length).split('/')
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
}

/** Resolves @gangway/* imports to the workspace sources (what the tests run). */
export const workspaceSourcePlugin = {
  name: 'gangway-source',
  setup(b) {
    b.onResolve({ filter: /^@gangway\// }, ({ path }) => {
      const [, name, sub] = /^@gangway\/([^/]+)(?:\/(.+))?$/.exec(path) ?? []
      const file = join(PACKAGES_DIR, name, 'src', `${sub ?? 'index'}.ts`)
      return existsSync(file) ? { path: file } : undefined
    })
  },
}

/**
 * The monorepo has ethers 6 as `ethers` and ethers 5 as the `ethers5` alias. adapter-ethers' built
 * v5 shim (dist/ethersV5-*.js) imports the host's `ethers`, which is ethers 5 in a host using
 * `/ethers5`: bundling the dist here, that import resolves to `ethers5`, as it does in such a host.
 */
export const distEthers5Plugin = {
  name: 'gangway-dist-ethers5',
  setup(b) {
    b.onResolve({ filter: /^ethers$/ }, ({ importer, kind, resolveDir }) =>
      /adapter-ethers[\\/]dist[\\/]ethersV5-[^\\/]*\.js$/.test(importer)
        ? b.resolve('ethers5', { kind, resolveDir })
        : undefined,
    )
  },
}

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length

/**
 * Bundles one host entry with code splitting and splits it into the first load (the entry's
 * output + every output reached through static `import` statements) and the lazy rest.
 * Returns the packages in each (bytes in the minified output; workspace code as
 * '@gangway (workspace)'), the output files of each, and the first load's gzip size.
 */
export async function splitHostEntry(
  contents,
  { resolveDir, dist = false, external = ['@walletconnect/*'] } = {},
) {
  if (!resolveDir) throw new Error('splitHostEntry: resolveDir is required')
  const result = await build({
    stdin: { contents, resolveDir, loader: 'ts' },
    absWorkingDir: resolveDir,
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    outdir: 'host',
    // The kit pairs through an optional, lazily imported package: not part of these reports.
    external,
    // From dist: no tsconfig lookup (the workspace's `paths` map @gangway/* to the sources).
    ...(dist ? { tsconfigRaw: {} } : {}),
    plugins: dist ? [distEthers5Plugin] : [workspaceSourcePlugin],
    logLevel: 'silent',
  })
  const { outputs } = result.metafile
  // The host entry's output: lazily imported modules' chunks have an `entryPoint` too, and may
  // come first in the metafile.
  const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint === '<stdin>')
  if (!entry) throw new Error('splitHostEntry: no output for the host entry')
  const firstLoadFiles = new Set()
  const queue = [entry]
  while (queue.length > 0) {
    const name = queue.shift()
    if (!name || firstLoadFiles.has(name) || !outputs[name]) continue
    firstLoadFiles.add(name)
    for (const imported of outputs[name].imports)
      if (imported.kind === 'import-statement' && !imported.external) queue.push(imported.path)
  }
  const lazyFiles = Object.keys(outputs).filter((name) => !firstLoadFiles.has(name))
  const packagesIn = (names) => {
    const packages = new Map()
    for (const name of names)
      for (const [input, { bytesInOutput }] of Object.entries(outputs[name].inputs)) {
        const pkg = packageOf(input) ?? '@gangway (workspace)'
        packages.set(pkg, (packages.get(pkg) ?? 0) + bytesInOutput)
      }
    return packages
  }
  const gzipOf = new Map(
    result.outputFiles.map((file) => [relative(resolveDir, file.path), gzipSize(file.contents)]),
  )
  const sumGzip = (names) => [...names].reduce((sum, name) => sum + (gzipOf.get(name) ?? 0), 0)
  return {
    firstLoad: packagesIn(firstLoadFiles),
    lazy: packagesIn(lazyFiles),
    firstLoadFiles: [...firstLoadFiles],
    lazyFiles,
    firstLoadGzip: sumGzip(firstLoadFiles),
    lazyGzip: sumGzip(lazyFiles),
  }
}

/**
 * The bare imports (packages) of a built file: those reached through static `import`
 * statements only (the first load), and those reached through any import, `import()` included;
 * and the files (relative to its folder) reached through any import.
 */
export async function staticImportClosure(file) {
  const { metafile } = await build({
    entryPoints: [file],
    absWorkingDir: dirname(file),
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'unused',
    write: false,
    metafile: true,
    packages: 'external',
    // No tsconfig `paths` (the workspace maps @gangway/* to sources): bare imports stay bare.
    tsconfigRaw: {},
    logLevel: 'silent',
  })
  const start = relative(dirname(file), file)
  const walk = (followDynamic, files = false) => {
    const seen = new Set()
    const packages = new Set()
    const queue = [start]
    while (queue.length > 0) {
      const input = queue.shift()
      if (seen.has(input)) continue
      seen.add(input)
      for (const imported of metafile.inputs[input]?.imports ?? []) {
        if (imported.kind !== 'import-statement' && !followDynamic) continue
        if (imported.external) packages.add(imported.path)
        else queue.push(imported.path)
      }
    }
    return (files ? [...seen] : [...packages]).sort()
  }
  return { staticImports: walk(false), allImports: walk(true), allFiles: walk(true, true) }
}

/** Builds a package with its own tsup config (and package.json externals) into `outDir`. */
export async function buildWithTsup(packageDir, outDir) {
  await promisify(execFile)(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { build } from 'tsup'\nawait build({ outDir: process.argv[1], dts: false, silent: true })",
      outDir,
    ],
    { cwd: packageDir },
  )
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  if (args.length < 2 || args.length % 2) {
    console.error('usage: node scripts/firstLoad.mjs <package dir> <export> [<dir> <export>...]')
    process.exit(2)
  }
  for (let i = 0; i < args.length; i += 2) {
    const packageDir = resolve(args[i])
    const { name } = JSON.parse(
      await import('node:fs').then((fs) => fs.readFileSync(join(packageDir, 'package.json'))),
    )
    const contents = `export { ${args[i + 1]} } from '${name}'\n`
    const split = await splitHostEntry(contents, { resolveDir: packageDir, dist: true })
    console.log(
      `${name} (${args[i + 1]}): first load ${kib(split.firstLoadGzip)} gzip in ${split.firstLoadFiles.length} file(s); lazy ${kib(split.lazyGzip)} in ${split.lazyFiles.length}`,
    )
    const list = (packages) =>
      [...packages]
        .filter(([, bytes]) => bytes > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([pkg, bytes]) => `${pkg} ${kib(bytes)}`)
        .join(', ')
    console.log(`  first load (minified): ${list(split.firstLoad)}`)
    console.log(`  lazy (minified): ${list(split.lazy)}`)
  }
}
