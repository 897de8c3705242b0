// The adapter is a third party's: it may use only core's public entries for adapter authors
// (`@gangway/core/adapter`, `/eip155`, `/common` for the errors and unit helpers, and `/shell`
// for its descriptor's `describeAdapter`; never the host entry `@gangway/core`, which would carry
// the kit into the adapter, nor `@gangway/core/internal`, which has no semver promise), and a page
// that lists wallets downloads no TON SDK (it loads on connect).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { splitHostEntry } from '../../../scripts/firstLoad.mjs'

const srcDir = fileURLToPath(new URL('.', import.meta.url))
const packageDir = fileURLToPath(new URL('..', import.meta.url))
const ADAPTER_ENTRIES = [
  '@gangway/core/adapter',
  '@gangway/core/common',
  '@gangway/core/eip155',
  '@gangway/core/shell',
]

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    // Test code (`*.test.ts`, the helpers in testing/ and `*.testing.ts`) may use what tests use.
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path)
    return entry.name.endsWith('.ts') && !/\.(test|testing)\.ts$/.test(entry.name) ? [path] : []
  })

/** Every module specifier a source file imports or re-exports (static, dynamic, type-only). */
export function specifiers(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1] as string)
}

/** The imports of `code` that break the rule: core's internals, or a path out of the package. */
export function forbiddenImports(code: string): string[] {
  return specifiers(code).filter((spec) =>
    spec.startsWith('@gangway/')
      ? !ADAPTER_ENTRIES.includes(spec)
      : spec.startsWith('.') && !/^\.\/[^./][^/]*$/.test(spec.replace(/^\.\/testing\//, './')),
  )
}

describe('@gangway/adapter-ton uses only the public API', () => {
  it("imports nothing of core but '@gangway/core/adapter', /common (and /shell for its descriptor)", () => {
    const files = sources(srcDir)
    expect(files.length).toBeGreaterThan(8)
    const found = files.flatMap((file) =>
      forbiddenImports(readFileSync(file, 'utf8')).map((spec) => `${file}: ${spec}`),
    )
    expect(found).toEqual([])
    const used = new Set(files.flatMap((file) => specifiers(readFileSync(file, 'utf8'))))
    expect([...used].filter((s) => s.startsWith('@gangway/')).sort()).toEqual([
      '@gangway/core/adapter',
      '@gangway/core/common',
      '@gangway/core/shell',
    ])
    // Only the descriptor takes /shell (what a page imports before the kernel).
    const shellUsers = files.filter((file) =>
      specifiers(readFileSync(file, 'utf8')).includes('@gangway/core/shell'),
    )
    expect(shellUsers.map((file) => file.slice(srcDir.length))).toEqual(['descriptor.ts'])
  })

  it('the check can fail: the internal entry, internal paths and escapes out of the package', () => {
    expect(
      forbiddenImports(
        [
          "import { x } from '@gangway/core/src/caip/caip.js'",
          "import type { Y } from '../../core/src/index.js'",
          "const z = await import('@gangway/core/ui')",
          "import { TIMING } from '@gangway/core/internal'",
          "import { createKit } from '@gangway/core'",
          "import { ok } from './address.js'",
          "import { BaseAdapter } from '@gangway/core/adapter'",
        ].join('\n'),
      ),
    ).toEqual([
      '@gangway/core/src/caip/caip.js',
      '../../core/src/index.js',
      '@gangway/core/ui',
      '@gangway/core/internal',
      '@gangway/core',
    ])
  })
})

describe('first load: the TON SDK only in lazily imported chunks', () => {
  it('keeps @ton/core, @ton/crypto and buffer out of a host that creates the adapter', async () => {
    const host = [
      "import { createKit } from '@gangway/core'",
      "import { TonAdapter, ton } from '@gangway/adapter-ton'",
      'export const kit = createKit({ networks: [ton], adapters: [new TonAdapter()] })',
    ].join('\n')
    const { firstLoad, lazy } = await splitHostEntry(host, { resolveDir: packageDir })
    // The first load is the host's: the kit (core) is in it.
    expect([...firstLoad.keys()]).toEqual(expect.arrayContaining(['@gangway (workspace)']))
    for (const name of ['@ton/core', '@ton/crypto', 'buffer']) {
      expect([...firstLoad.keys()]).not.toContain(name)
      expect([...lazy.keys()]).toContain(name)
    }
  }, 60_000)

  it('the check can fail: a host importing the SDK chunk has @ton/core in its first load', async () => {
    const host = "export { readSentMessage } from './src/tonSdk.ts'\n"
    const { firstLoad } = await splitHostEntry(host, { resolveDir: packageDir })
    expect([...firstLoad.keys()]).toContain('@ton/core')
  }, 60_000)
})
