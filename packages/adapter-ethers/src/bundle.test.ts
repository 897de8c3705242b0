import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import {
  checkNoWagmi,
  HOST_ENTRIES,
  packageOf,
  splitHostEntry,
} from '../scripts/check-no-wagmi.mjs'

const packageDir = fileURLToPath(new URL('..', import.meta.url))

/**
 * The bare imports (packages) of a built file: those reached through static `import`
 * statements only (the first load), and those reached through any import, `import()` included.
 */
async function importClosure(file: string) {
  const { metafile } = await build({
    entryPoints: [file],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(tmpdir(), 'unused'),
    write: false,
    metafile: true,
    packages: 'external',
    logLevel: 'silent',
  })
  const walk = (followDynamic: boolean) => {
    const seen = new Set<string>()
    const packages = new Set<string>()
    const queue = [relative(process.cwd(), file)]
    while (queue.length > 0) {
      const input = queue.shift() as string
      if (seen.has(input)) continue
      seen.add(input)
      for (const imported of metafile.inputs[input]?.imports ?? []) {
        if (imported.kind !== 'import-statement' && !followDynamic) continue
        if (imported.external) packages.add(imported.path)
        else queue.push(imported.path)
      }
    }
    return [...packages]
  }
  return { staticImports: walk(false), allImports: walk(true) }
}

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
  it('dist/index.js and dist/ethers5.js have no ethers in their static import closure', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'gangway-adapter-ethers-dist-'))
    try {
      // tsup reads tsup.config.ts and package.json (its externals) from the working directory.
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
      const v6 = await importClosure(join(outDir, 'index.js'))
      expect(v6.staticImports).toEqual(['@gangway/core'])
      expect(v6.allImports).toContain('ethers')
      expect(v6.allImports).not.toContain('ethers5')
      const v5 = await importClosure(join(outDir, 'ethers5.js'))
      expect(v5.staticImports).toEqual(['@gangway/core'])
      expect(v5.allImports).toContain('ethers5')
      expect(v5.allImports).not.toContain('ethers')
    } finally {
      await rm(outDir, { recursive: true, force: true })
    }
  }, 60_000)
})
