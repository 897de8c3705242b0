#!/usr/bin/env node
// Bundle report: proves that a host importing only @gangway/adapter-solana ships no EVM code —
// no viem, wagmi or ethers, and none of the kernel's own EVM helpers — and that web3.js is not
// in the page's first load (the adapter imports it on first use). esbuild bundles a minimal host
// entry for the browser, with code splitting as an app bundler does, and its metafile lists every
// module that went in.
//
//   node packages/adapter-solana/scripts/check-no-evm.mjs          # from source (packages/*/src)
//   node packages/adapter-solana/scripts/check-no-evm.mjs --dist   # the built packages (dist)
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { packageOf, splitHostEntry, workspaceSourcePlugin } from '../../../scripts/firstLoad.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const packagesDir = resolve(here, '../..')

/** Packages that are EVM SDK code (viem's own runtime dependencies included). */
export const FORBIDDEN_PACKAGES = [
  'viem',
  'ox',
  'abitype',
  'mipd',
  '@wagmi/core',
  '@wagmi/connectors',
  'wagmi',
  'ethers',
  'ethers5',
  '@ethersproject/*',
]

/** The kernel's EVM helpers (EIP-1193, ERC-20...) must be tree-shaken out too. */
export const FORBIDDEN_SOURCES = [/packages\/core\/(src|dist)\/evm\//]

/**
 * The one exception: the kit's single WalletConnect proposal lists the eip155 method and event
 * names (strings, no code) next to the solana ones. Allowed while it stays that small.
 */
export const ALLOWED_SOURCES = [
  { pattern: /packages\/core\/src\/evm\/walletConnect\.ts$/, maxBytes: 1024 },
]

export const HOST_ENTRY = {
  name: '@gangway/adapter-solana',
  contents: [
    "import { createKit } from '@gangway/core'",
    "import { SolanaAdapter, solana } from '@gangway/adapter-solana'",
    'export const kit = createKit({ networks: [solana], adapters: [new SolanaAdapter()] })',
    '',
  ].join('\n'),
  required: '@solana/web3.js',
  /** Packages that must stay out of the first load (only in lazily imported chunks). */
  lazy: ['@solana/web3.js', 'bn.js', '@noble/curves', 'buffer', 'rpc-websockets', 'borsh'],
}

export { packageOf }

const isForbidden = (name) =>
  FORBIDDEN_PACKAGES.some((entry) =>
    entry.endsWith('/*') ? name.startsWith(entry.slice(0, -1)) : name === entry,
  )

/**
 * Bundles one host entry (code splitting: a lazily imported module is its own chunk, as in an
 * app); returns the packages and the input files in all its outputs, with their bytes.
 */
export async function bundleHostEntry(contents, { dist = false } = {}) {
  const result = await build({
    stdin: { contents, resolveDir: join(packagesDir, 'adapter-solana'), loader: 'ts' },
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    outdir: 'host',
    // The kit pairs through an optional, lazily imported package: not part of this report.
    external: ['@walletconnect/*'],
    // From dist: no tsconfig lookup (the workspace's `paths` map @gangway/* to the sources).
    ...(dist ? { tsconfigRaw: {} } : {}),
    plugins: dist ? [] : [workspaceSourcePlugin],
    logLevel: 'silent',
  })
  const packages = new Map()
  const inputs = new Map()
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      if (bytesInOutput > 0) inputs.set(input, (inputs.get(input) ?? 0) + bytesInOutput)
      const name =
        packageOf(input) ?? (input.includes('packages/') ? '@gangway (workspace)' : input)
      packages.set(name, (packages.get(name) ?? 0) + bytesInOutput)
    }
  }
  return { packages, inputs }
}

/** Checks a host entry; returns the problems found (empty when clean) and a report. */
export async function checkNoEvm(options = {}) {
  const entry = options.entry ?? HOST_ENTRY
  const { packages, inputs } = await bundleHostEntry(entry.contents, options)
  const problems = []
  for (const name of packages.keys()) {
    if (isForbidden(name)) problems.push(`${entry.name}: bundles ${name}`)
  }
  for (const [input, bytes] of inputs) {
    if (!FORBIDDEN_SOURCES.some((pattern) => pattern.test(input))) continue
    const allowed = ALLOWED_SOURCES.find(({ pattern }) => pattern.test(input))
    if (!allowed || bytes > allowed.maxBytes) {
      problems.push(`${entry.name}: bundles ${input} (${bytes} bytes)`)
    }
  }
  if (entry.required && !packages.has(entry.required)) {
    problems.push(`${entry.name}: does not bundle ${entry.required}`)
  }
  const totalBytes = [...packages.values()].reduce((sum, bytes) => sum + bytes, 0)
  const report = { entry: entry.name, totalBytes, packages: Object.fromEntries(packages) }
  if (entry.lazy) {
    const split = await splitHostEntry(entry.contents, {
      resolveDir: join(packagesDir, 'adapter-solana'),
      dist: options.dist ?? false,
    })
    for (const name of entry.lazy) {
      if (split.firstLoad.has(name)) problems.push(`${entry.name}: loads ${name} with the page`)
      else if (!split.lazy.has(name))
        problems.push(`${entry.name}: does not load ${name} on demand`)
    }
    Object.assign(report, {
      firstLoadGzip: split.firstLoadGzip,
      firstLoad: Object.fromEntries(split.firstLoad),
    })
  }
  return { problems, report }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { problems, report } = await checkNoEvm({ dist: process.argv.includes('--dist') })
  console.log(`${report.entry}: ${(report.totalBytes / 1024).toFixed(1)} kB minified`)
  const sorted = Object.entries(report.packages).sort((a, b) => b[1] - a[1])
  for (const [name, bytes] of sorted)
    console.log(`  ${name.padEnd(36)} ${(bytes / 1024).toFixed(1)} kB`)
  if (report.firstLoad) {
    console.log(
      `  first load (code splitting): ${(report.firstLoadGzip / 1024).toFixed(1)} KiB gzip`,
    )
    for (const [name, bytes] of Object.entries(report.firstLoad).sort((a, b) => b[1] - a[1]))
      console.log(`    ${name.padEnd(34)} ${(bytes / 1024).toFixed(1)} kB`)
  }
  if (problems.length) {
    for (const problem of problems) console.error(`check-no-evm: ${problem}`)
    process.exit(1)
  }
  console.log('check-no-evm: no EVM code in a Solana-only host bundle; web3.js loads on demand')
}
