/**
 * First load: a host importing the Bitcoin adapter downloads no sats-connect (nor its wallet
 * picker UI, axios, ...) until an injected wallet is used; the lazily imported chunk holds it.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildWithTsup, splitHostEntry, staticImportClosure } from '../../../scripts/firstLoad.mjs'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
/** sats-connect and the heavy packages it brings. */
const SDK_PACKAGES = ['sats-connect', '@sats-connect/core', '@sats-connect/ui', 'axios', 'bowser']

describe('first load: sats-connect only in lazily imported chunks', () => {
  it('keeps sats-connect out of the first load of a host using the adapter', async () => {
    const { firstLoad, lazy } = await splitHostEntry(
      "export { BitcoinAdapter } from '@gangway/adapter-bitcoin'\n",
      { resolveDir: packageDir },
    )
    for (const name of SDK_PACKAGES) {
      expect([...firstLoad.keys()]).not.toContain(name)
      expect([...lazy.keys()]).toContain(name)
    }
  }, 60_000)

  it('sees sats-connect in the first load of a host that imports it statically (the check can fail)', async () => {
    const { firstLoad } = await splitHostEntry(
      "export { requestWallet } from './src/satsConnectSdk.ts'\n",
      { resolveDir: packageDir },
    )
    expect([...firstLoad.keys()]).toContain('sats-connect')
  }, 60_000)
})

describe('the built package (tsup): the entry imports sats-connect only through import()', () => {
  it('dist/index.js has no sats-connect in its static import closure', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'gangway-adapter-bitcoin-dist-'))
    try {
      await buildWithTsup(packageDir, outDir)
      const { staticImports, allImports } = await staticImportClosure(join(outDir, 'index.js'))
      // The network presets (bitcoin, bitcoinTestnet…) come from core's side-effect-free entry.
      expect(staticImports).toEqual([
        '@gangway/core/adapter',
        '@gangway/core/common',
        '@gangway/core/networks',
      ])
      expect(allImports).toContain('sats-connect')
    } finally {
      await rm(outDir, { recursive: true, force: true })
    }
  }, 60_000)
})
