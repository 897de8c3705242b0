import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildWithTsup, staticImportClosure } from '../../../scripts/firstLoad.mjs'
import {
  checkNoWagmi,
  HOST_ENTRIES,
  packageOf,
  splitHostEntry,
} from '../scripts/check-no-wagmi.mjs'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

describe('bundle report: a host using only the ethers adapter ships no wagmi code', () => {
  it('finds no wagmi or viem module in either ethers entry', async () => {
    const { problems, report } = await checkNoWagmi()
    expect(problems).toEqual([])
    expect(report.map((r) => r.entry)).toEqual(HOST_ENTRIES.map((e) => e.name))
    expect(Object.keys(report[0]?.packages ?? {})).toContain('ethers')
    expect(Object.keys(report[1]?.packages ?? {})).toContain('ethers5')
  }, 60_000)

  it('flags a host that bundles the wagmi adapter (the check can fail)', async () => {
    const { problems } = await checkNoWagmi({
      entries: [
        {
          name: 'wagmi host',
          contents:
            "import { WagmiAdapter } from '@gangway/adapter-wagmi'\nexport const a = WagmiAdapter\n",
        },
      ],
    })
    expect(problems).toContain('wagmi host: bundles viem')
    expect(problems).toContain('wagmi host: bundles @wagmi/core')
  }, 60_000)

  it('names packages from module paths', () => {
    expect(packageOf('node_modules/viem/_esm/index.js')).toBe('viem')
    expect(packageOf('node_modules/@wagmi/core/dist/esm/x.js')).toBe('@wagmi/core')
    expect(packageOf('node_modules/ethers5/node_modules/bn.js/lib/bn.js')).toBe('bn.js')
    expect(packageOf('packages/core/src/index.ts')).toBeUndefined()
  })

  it('keeps ethers out of the first load: only lazily imported chunks hold it', async () => {
    for (const entry of HOST_ENTRIES) {
      const { firstLoad, lazy } = await splitHostEntry(entry.contents)
      expect([...firstLoad.keys()]).not.toContain(entry.required)
      expect([...lazy.keys()]).toContain(entry.required)
    }
  }, 60_000)

  it('flags a host whose first load has ethers in it (the check can fail)', async () => {
    const { problems } = await checkNoWagmi({
      entries: [
        {
          name: 'eager host',
          contents:
            "import { ethersV6Shim } from './src/sdk/ethersV6.ts'\nexport const shim = ethersV6Shim\n",
          lazy: ['ethers'],
        },
      ],
    })
    expect(problems).toEqual(['eager host: loads ethers with the page'])
  }, 60_000)
})

describe('the built package (tsup): the entries import ethers only through import()', () => {
  it("dist/index.js and dist/ethers5.js reach the host's ethers (the peer) only through import()", async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'gangway-adapter-ethers-dist-'))
    try {
      await buildWithTsup(packageDir, outDir)
      // Only core's adapter entries load with the page (the adapter contract, the EVM helpers:
      // errors and units of /common, never the host's `@gangway/core`); both entries import the host's `ethers` (^5.7 || ^6), never the monorepo's
      // `ethers5` alias, through import(): the v6 entry through the v6 shim's chunk, the v5 entry
      // through the v5 shim's.
      const core = ['@gangway/core/adapter', '@gangway/core/common', '@gangway/core/eip155']
      const v6 = await staticImportClosure(join(outDir, 'index.js'))
      expect(v6.staticImports).toEqual(core)
      expect(v6.allImports).toEqual([...core, 'ethers'])
      expect(v6.allFiles.some((file) => file.startsWith('ethersV6-'))).toBe(true)
      expect(v6.allFiles.some((file) => file.startsWith('ethersV5-'))).toBe(false)
      const v5 = await staticImportClosure(join(outDir, 'ethers5.js'))
      expect(v5.staticImports).toEqual(core)
      expect(v5.allImports).toEqual([...core, 'ethers'])
      expect(v5.allFiles.some((file) => file.startsWith('ethersV5-'))).toBe(true)
      expect(v5.allFiles.some((file) => file.startsWith('ethersV6-'))).toBe(false)
    } finally {
      await rm(outDir, { recursive: true, force: true })
    }
  }, 60_000)
})
