#!/usr/bin/env node
// Bundle report: proves that a host importing only @gangway/adapter-ethers (or its /ethers5
// entry) ships no wagmi or viem code, and that ethers is not in the page's first load (the
// adapter imports it on first use). esbuild bundles a minimal host entry for the browser and
// its metafile lists every module that went in.
//
//   node packages/adapter-ethers/scripts/check-no-wagmi.mjs          # from source (packages/*/src)
//   node packages/adapter-ethers/scripts/check-no-wagmi.mjs --dist   # the built packages (dist)
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = dirname(fileURLToPath(import.meta.url))
const packagesDir = resolve(here, '../..')

/** Packages that are wagmi or viem code (viem's own runtime dependencies included). */
export const FORBIDDEN_PACKAGES = [
  '@wagmi/core',
  '@wagmi/connectors',
  'wagmi',
  'viem',
  'ox',
  'abitype',
  'mipd',
]

/**
 * The host entries checked, each with the ethers package it must contain, the one it must not,
 * and the packages that must stay out of the first load (only in lazily imported chunks).
 */
export const HOST_ENTRIES = [
  {
    name: '@gangway/adapter-ethers',
    contents:
      "import { EthersAdapter } from '@gangway/adapter-ethers'\nexport const adapter = new EthersAdapter()\n",
    required: 'ethers',
    absent: 'ethers5',
    lazy: ['ethers'],
  },
  {
    name: '@gangway/adapter-ethers/ethers5',
    contents:
      "import { Ethers5Adapter } from '@gangway/adapter-ethers/ethers5'\nexport const adapter = new Ethers5Adapter()\n",
    required: 'ethers5',
    absent: 'ethers',
    lazy: ['ethers5', '@ethersproject/abi', '@ethersproject/providers'],
  },
]

/** `node_modules/<pkg>/...` → `<pkg>` (the innermost node_modules wins). */
export function packageOf(input) {
  const at = input.lastIndexOf('node_modules/')
  if (at === -1) return undefined
  const parts = input.slice(at + 'node_modules/'.length).split('/')
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
}

/** Resolves @gangway/* imports to the workspace sources (what the tests run). */
const sourcePlugin = {
  name: 'gangway-source',
  setup(b) {
    b.onResolve({ filter: /^@gangway\// }, ({ path }) => {
      const [, name, sub] = /^@gangway\/([^/]+)(?:\/(.+))?$/.exec(path) ?? []
      const file = join(packagesDir, name, 'src', `${sub ?? 'index'}.ts`)
      return existsSync(file) ? { path: file } : undefined
    })
  },
}

/** Bundles one host entry; returns the packages in it with their bytes in the output. */
export async function bundleHostEntry(contents, { dist = false } = {}) {
  const result = await build({
    stdin: { contents, resolveDir: join(packagesDir, 'adapter-ethers'), loader: 'ts' },
    bundle: true,
    write: false,
    metafile: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    outfile: 'host.js',
    // The kit pairs through an optional, lazily imported package: not part of this report.
    external: ['@walletconnect/*'],
    plugins: dist ? [] : [sourcePlugin],
    logLevel: 'silent',
  })
  const packages = new Map()
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name =
        packageOf(input) ?? (input.includes('packages/') ? '@gangway (workspace)' : input)
      packages.set(name, (packages.get(name) ?? 0) + bytesInOutput)
    }
  }
  return { packages, inputs: Object.keys(result.metafile.inputs) }
}

/**
 * Bundles one host entry the way an app bundler does (code splitting) and splits its packages
 * into the first load — the entry's output and every output reachable from it through static
 * `import` statements — and the rest (only behind `import()`).
 */
export async function splitHostEntry(contents, { dist = false } = {}) {
  const result = await build({
    stdin: { contents, resolveDir: join(packagesDir, 'adapter-ethers'), loader: 'ts' },
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    outdir: 'host',
    external: ['@walletconnect/*'],
    plugins: dist ? [] : [sourcePlugin],
    logLevel: 'silent',
  })
  const { outputs } = result.metafile
  const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint)
  const firstLoad = new Set()
  const queue = [entry]
  while (queue.length > 0) {
    const name = queue.shift()
    if (!name || firstLoad.has(name) || !outputs[name]) continue
    firstLoad.add(name)
    for (const imported of outputs[name].imports)
      if (imported.kind === 'import-statement') queue.push(imported.path)
  }
  const packagesIn = (names) => {
    const packages = new Map()
    for (const name of names)
      for (const [input, { bytesInOutput }] of Object.entries(outputs[name].inputs)) {
        const pkg = packageOf(input) ?? '@gangway (workspace)'
        packages.set(pkg, (packages.get(pkg) ?? 0) + bytesInOutput)
      }
    return packages
  }
  const lazyOutputs = Object.keys(outputs).filter((name) => !firstLoad.has(name))
  return { firstLoad: packagesIn(firstLoad), lazy: packagesIn(lazyOutputs) }
}

/** Checks every host entry; returns the problems found (empty when clean) and a report. */
export async function checkNoWagmi(options = {}) {
  const problems = []
  const report = []
  for (const entry of options.entries ?? HOST_ENTRIES) {
    const { packages } = await bundleHostEntry(entry.contents, options)
    const total = [...packages.values()].reduce((sum, bytes) => sum + bytes, 0)
    report.push({ entry: entry.name, totalBytes: total, packages: Object.fromEntries(packages) })
    for (const name of packages.keys())
      if (FORBIDDEN_PACKAGES.includes(name)) problems.push(`${entry.name}: bundles ${name}`)
    if (entry.required && !packages.has(entry.required))
      problems.push(`${entry.name}: does not bundle ${entry.required}`)
    if (entry.absent && packages.has(entry.absent))
      problems.push(`${entry.name}: bundles ${entry.absent}`)
    if (!entry.lazy) continue
    const { firstLoad, lazy } = await splitHostEntry(entry.contents, options)
    const firstLoadBytes = [...firstLoad.values()].reduce((sum, bytes) => sum + bytes, 0)
    Object.assign(report.at(-1), { firstLoadBytes, firstLoad: Object.fromEntries(firstLoad) })
    for (const name of entry.lazy) {
      if (firstLoad.has(name)) problems.push(`${entry.name}: loads ${name} with the page`)
      else if (!lazy.has(name)) problems.push(`${entry.name}: does not load ${name} on demand`)
    }
  }
  return { problems, report }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { problems, report } = await checkNoWagmi({ dist: process.argv.includes('--dist') })
  for (const { entry, totalBytes, packages, firstLoadBytes, firstLoad } of report) {
    console.log(`${entry}: ${(totalBytes / 1024).toFixed(1)} kB minified`)
    const sorted = Object.entries(packages).sort((a, b) => b[1] - a[1])
    for (const [name, bytes] of sorted)
      console.log(`  ${name.padEnd(32)} ${(bytes / 1024).toFixed(1)} kB`)
    if (firstLoad === undefined) continue
    console.log(`  first load (code splitting): ${(firstLoadBytes / 1024).toFixed(1)} kB minified`)
    for (const [name, bytes] of Object.entries(firstLoad).sort((a, b) => b[1] - a[1]))
      console.log(`    ${name.padEnd(30)} ${(bytes / 1024).toFixed(1)} kB`)
  }
  if (problems.length) {
    for (const problem of problems) console.error(`check-no-wagmi: ${problem}`)
    process.exit(1)
  }
  console.log(
    'check-no-wagmi: no wagmi or viem code in the ethers adapter bundles; ethers loads on demand',
  )
}
