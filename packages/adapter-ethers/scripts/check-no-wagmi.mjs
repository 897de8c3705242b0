#!/usr/bin/env node
// Bundle report: proves that a host importing only @gangway/adapter-ethers (or its /ethers5
// entry) ships no wagmi or viem code, and that ethers is not in the page's first load (the
// adapter imports it on first use). esbuild bundles a minimal host entry for the browser and
// its metafile lists every module that went in.
//
//   node packages/adapter-ethers/scripts/check-no-wagmi.mjs          # from source (packages/*/src)
//   node packages/adapter-ethers/scripts/check-no-wagmi.mjs --dist   # the built packages (dist)
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import {
  distEthers5Plugin,
  packageOf,
  splitHostEntry as splitShared,
  workspaceSourcePlugin,
} from '../../../scripts/firstLoad.mjs'

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

export { packageOf }

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
    // From dist: no tsconfig lookup (the workspace's `paths` map @gangway/* to the sources).
    ...(dist ? { tsconfigRaw: {} } : {}),
    plugins: dist ? [distEthers5Plugin] : [workspaceSourcePlugin],
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
 * Splits a host entry's bundle (code splitting, as an app bundler does) into the first load and
 * the lazily imported rest: the shared helper of scripts/firstLoad.mjs, from this package.
 */
export function splitHostEntry(contents, { dist = false } = {}) {
  return splitShared(contents, { resolveDir: join(packagesDir, 'adapter-ethers'), dist })
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
