// @gangway/testing installs for one family: its manifest installs no chain SDK and no server, and
// each entry loads only the optional peers scripts/entries.mjs lists for it (the README's install
// line per family), so an EVM host never needs Solana's SDKs, nor a Solana host viem.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkPackage } from '../../../scripts/check-deps.mjs'
import { DEPENDENCIES, ENTRIES, ON_USE_PEERS } from '../scripts/entries.mjs'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const root = fileURLToPath(new URL('../../..', import.meta.url))
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  name: string
  dependencies: Record<string, string>
  peerDependencies: Record<string, string>
  peerDependenciesMeta: Record<string, { optional?: boolean }>
  exports: Record<string, unknown>
}

const publishedSources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = join(dir, name)
    if (statSync(file).isDirectory()) return publishedSources(file)
    return /\.tsx?$/.test(name) && !/\.test\.|\.testing\./.test(name) ? [file] : []
  })

/** Chain SDKs, the server and the heavy tools: never installed with @gangway/testing itself. */
const NEVER_A_DEPENDENCY =
  /^(@gangway\/server|viem|litesvm|@solana\/|@wallet-standard\/|@ton\/|@polkadot\/|bitcoinjs-lib|@bitcoinerlab\/|ecpair|bip322-js|@reown\/|@walletconnect\/|@foundry-rs\/|esbuild|playwright-core|@uniswap\/)/

describe('@gangway/testing package shape', () => {
  it('installs only the family-neutral dependencies, no chain SDK and no @gangway/server', () => {
    const dependencies = Object.keys(manifest.dependencies)
    expect(dependencies.sort()).toEqual([...DEPENDENCIES].sort())
    expect(dependencies.filter((name) => NEVER_A_DEPENDENCY.test(name))).toEqual([])
  })

  it('declares every other package as an optional peer: those of its entries and those loaded on use', () => {
    const peers = Object.keys(manifest.peerDependencies).sort()
    const expected = new Set([
      ...ENTRIES.flatMap((entry) => entry.peers),
      ...Object.keys(ON_USE_PEERS),
    ])
    expect(peers).toEqual([...expected].sort())
    const meta = manifest.peerDependenciesMeta
    expect(peers.filter((name) => meta[name]?.optional !== true)).toEqual([])
  })

  it('exports exactly the entries of scripts/entries.mjs, each from its dist file', () => {
    const exportsMap = manifest.exports
    expect(Object.keys(exportsMap).sort()).toEqual(
      [...ENTRIES.map((entry) => entry.subpath), './package.json'].sort(),
    )
    for (const entry of ENTRIES)
      expect(exportsMap[entry.subpath], entry.subpath).toEqual({
        types: `./dist/${entry.out}.d.ts`,
        import: `./dist/${entry.out}.js`,
      })
  })

  it('each entry imports, as it loads, only its dependencies and the optional peers it lists', () => {
    const sources = publishedSources(join(packageDir, 'src')).map((file) => ({
      file: relative(root, file),
      code: readFileSync(file, 'utf8'),
    }))
    expect(
      checkPackage(manifest, sources, { entries: ENTRIES, root: relative(root, packageDir) }),
    ).toEqual([])
  })

  it('an entry of one family lists no other family’s SDK (the main entry and conformance: EVM)', () => {
    const family: Record<string, RegExp> = {
      solana: /^(@solana\/|@wallet-standard\/|litesvm)/,
      bitcoin: /^(bitcoinjs-lib|@bitcoinerlab\/|ecpair|bip322-js|@scure\/)/,
      polkadot: /^@polkadot\//,
      ton: /^(@ton\/|buffer$)/,
      evm: /^viem$/,
    }
    for (const entry of ENTRIES) {
      const own = /^\.\/(solana|bitcoin|polkadot|ton)/.exec(entry.subpath)?.[1] ?? 'evm'
      const foreign = Object.entries(family)
        .filter(([name]) => name !== own)
        .map(([, pattern]) => pattern)
      expect(
        entry.peers.filter((peer) => foreign.some((pattern) => pattern.test(peer))),
        entry.subpath,
      ).toEqual([])
    }
  })
})
