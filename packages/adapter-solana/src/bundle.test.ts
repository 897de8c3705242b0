import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildWithTsup, splitHostEntry, staticImportClosure } from '../../../scripts/firstLoad.mjs'
import { checkNoEvm, HOST_ENTRY, packageOf } from '../scripts/check-no-evm.mjs'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
/** A host that imports the adapter class and nothing else. */
const ADAPTER_HOST = "export { SolanaAdapter } from '@gangway/adapter-solana'\n"

describe('bundle report: a host using only the Solana adapter ships no EVM code', () => {
  it('bundles @solana/web3.js and no viem, wagmi, ethers or kernel EVM helpers', async () => {
    const { problems, report } = await checkNoEvm()
    expect(problems).toEqual([])
    expect(report.entry).toBe(HOST_ENTRY.name)
    expect(Object.keys(report.packages)).toContain('@solana/web3.js')
    expect(Object.keys(report.packages)).toContain('@wallet-standard/app')
  }, 60_000)

  it('flags a host that bundles an EVM adapter (the check can fail)', async () => {
    const { problems } = await checkNoEvm({
      entry: {
        name: 'mixed host',
        contents: [
          "import { SolanaAdapter } from '@gangway/adapter-solana'",
          "import { WagmiAdapter } from '@gangway/adapter-wagmi'",
          'export const adapters = [SolanaAdapter, WagmiAdapter]',
        ].join('\n'),
        required: '@solana/web3.js',
      },
    })
    expect(problems).toContain('mixed host: bundles viem')
    expect(problems).toContain('mixed host: bundles @wagmi/core')
    expect(problems.some((p) => p.startsWith('mixed host: bundles packages/core/src/evm/'))).toBe(
      true,
    )
  }, 60_000)

  it('names packages from module paths', () => {
    expect(packageOf('node_modules/@solana/web3.js/lib/index.browser.esm.js')).toBe(
      '@solana/web3.js',
    )
    expect(packageOf('node_modules/a/node_modules/@ethersproject/abi/lib/x.js')).toBe(
      '@ethersproject/abi',
    )
    expect(packageOf('packages/core/src/index.ts')).toBeUndefined()
  })
})

describe('first load: web3.js only in lazily imported chunks', () => {
  it('keeps web3.js and its dependencies out of the first load of a host using the adapter', async () => {
    const { firstLoad, lazy } = await splitHostEntry(ADAPTER_HOST, { resolveDir: packageDir })
    for (const name of HOST_ENTRY.lazy ?? []) {
      expect([...firstLoad.keys()]).not.toContain(name)
      expect([...lazy.keys()]).toContain(name)
    }
    // What listing wallets needs is in the first load.
    expect([...firstLoad.keys()]).toContain('@wallet-standard/app')
  }, 60_000)

  it('flags a host whose first load has web3.js in it (the check can fail)', async () => {
    const { problems } = await checkNoEvm({
      entry: {
        name: 'eager host',
        contents: "export { PublicKey } from './src/solanaSdk.ts'\n",
        lazy: ['@solana/web3.js'],
      },
    })
    expect(problems).toEqual(['eager host: loads @solana/web3.js with the page'])
  }, 60_000)
})

describe('the built package (tsup): the entry imports web3.js only through import()', () => {
  it('dist/index.js has no @solana/web3.js in its static import closure', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'gangway-adapter-solana-dist-'))
    try {
      await buildWithTsup(packageDir, outDir)
      const { staticImports, allImports } = await staticImportClosure(join(outDir, 'index.js'))
      expect(staticImports).toEqual([
        '@gangway/core/adapter',
        '@gangway/core/common',
        // The network presets (solana, solanaDevnet…) from core's side-effect-free entry.
        '@gangway/core/networks',
        '@solana/wallet-standard-features',
        '@wallet-standard/app',
        '@wallet-standard/features',
      ])
      expect(allImports).toContain('@solana/web3.js')
    } finally {
      await rm(outDir, { recursive: true, force: true })
    }
  }, 60_000)
})
