// Every name of a package in exactly one of its entries (issue 37): read from the recorded API
// reports (packages/*/api/*.api.txt, which `node scripts/typescript.mjs --api` keeps equal to the
// code and which also fails on a name in two entries). Here as a unit test too, so a quick
// `vitest run --project core` says it without the TypeScript program.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { namesInTwoEntries } from '../../../scripts/check-api.mjs'

const packagesDir = fileURLToPath(new URL('../../', import.meta.url))

/** One report's exported names: its lines that start with a kind (`function createKit`). */
const reportNames = (text: string) =>
  [...text.matchAll(/^(?:class|function|interface|type|enum|const|other) (\S+)/gm)].map(
    (match) => match[1] as string,
  )

/** Every recorded entry: [{ pkgName, subpath, names }]. */
function recordedEntries() {
  return readdirSync(packagesDir).flatMap((dir) => {
    const apiDir = join(packagesDir, dir, 'api')
    let files: string[]
    try {
      files = readdirSync(apiDir).filter((file) => file.endsWith('.api.txt'))
    } catch {
      return []
    }
    return files.map((file) => {
      const text = readFileSync(join(apiDir, file), 'utf8')
      return {
        pkgName: `@gangway/${dir}`,
        subpath: file.replace(/\.api\.txt$/, ''),
        names: reportNames(text),
      }
    })
  })
}

describe('public entries', () => {
  it('export each name from one entry of its package', () => {
    const entries = recordedEntries()
    expect(entries.filter((entry) => entry.pkgName === '@gangway/core').length).toBeGreaterThan(10)
    expect(namesInTwoEntries(entries)).toEqual([])
  })

  it("keep @gangway/core's host entry to what a host needs (60 names at most)", () => {
    const host = recordedEntries().find(
      (entry) => entry.pkgName === '@gangway/core' && entry.subpath === 'index',
    )
    expect(host?.names.length).toBeGreaterThan(20)
    expect(host?.names.length).toBeLessThanOrEqual(60)
    for (const internal of ['createHandoverStore', 'readStoredConnection', 'TIMING', 'RPC'])
      expect(host?.names).not.toContain(internal)
  })

  it('the check can fail: a name in two entries of one package, not across packages', () => {
    expect(
      namesInTwoEntries([
        { pkgName: '@gangway/core', subpath: '.', names: ['createKit', 'KitError'] },
        { pkgName: '@gangway/core', subpath: './adapter', names: ['KitError'] },
        { pkgName: '@gangway/react', subpath: '.', names: ['createKit'] },
      ]),
    ).toEqual([{ pkgName: '@gangway/core', name: 'KitError', entries: ['.', './adapter'] }])
  })
})
