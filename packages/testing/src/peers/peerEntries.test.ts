// scripts/peer-entries.mjs: what it reads from a bundled entry, and that the module it writes
// checks the peers before the entry loads and then exports the same names.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { exportedNames, peerCheckedEntry } from '../../scripts/peer-entries.mjs'

const dir = mkdtempSync(join(tmpdir(), 'gangway-peer-entries-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A stand-in for dist/peers/requirePeers.js: fails for the peers named 'missing-*'. */
writeFileSync(
  join(dir, 'requirePeers.js'),
  `globalThis.__checked = [];
export function requirePeers(feature, names) {
  globalThis.__checked.push(feature);
  const missing = names.filter((name) => name.startsWith('missing-'));
  if (missing.length) throw new Error(missing.join(' ') + ' is not installed (' + feature + ')');
}
`,
)
writeFileSync(
  join(dir, 'node.impl.js'),
  `globalThis.__loaded = (globalThis.__loaded ?? 0) + 1;
const startNode = () => 'started';
class NodeError extends Error {}
export {\n  NodeError,\n  startNode as startLocalNode\n};\n`,
)

describe('peer-entries', () => {
  it('reads the names of the one export statement esbuild ends an entry with', () => {
    const code = `import { a } from './chunk-X.js';\nconst b = 1;\nexport {\n  a,\n  b as c,\n  d\n};\n`
    expect(exportedNames(code)).toEqual(['a', 'c', 'd'])
    expect(() => exportedNames('export { a };\nexport { b };\n')).toThrow(/one export statement/)
    // Names in a shared chunk are re-exported from it near the top (as tsup writes the
    // conformance entry's startCountingProxy): they are the entry's too.
    const withChunks = [
      "export { startCountingProxy } from '../chunk-HQMAD5OS.js';",
      "import { x } from '../chunk-A.js';",
      'export { countListeners, sleep as wait } from "../chunk-GCDJW26R.js";',
      'const run = () => x;',
      'export { run };',
    ].join('\n')
    expect(exportedNames(withChunks)).toEqual([
      'startCountingProxy',
      'countListeners',
      'wait',
      'run',
    ])
    expect(() => exportedNames("export * from './all.js';\nexport { a };")).toThrow(/export \*/)
  })

  it('writes an entry that checks its peers first, then loads and re-exports the bundle', async () => {
    const write = (file: string, peers: string[]) => {
      writeFileSync(
        join(dir, file),
        peerCheckedEntry({
          feature: '@gangway/testing/x/node',
          peers,
          impl: 'node.impl.js',
          requirePeersPath: './requirePeers.js',
          names: ['NodeError', 'startLocalNode'],
        }),
      )
      return pathToFileURL(join(dir, file)).href
    }
    const globals = globalThis as { __checked?: string[]; __loaded?: number }
    await expect(import(write('missing.js', ['ws', 'missing-sdk']))).rejects.toThrow(
      'missing-sdk is not installed (@gangway/testing/x/node)',
    )
    expect(globals.__loaded).toBeUndefined()
    const entry = await import(write('present.js', ['ws']))
    expect(entry.startLocalNode()).toBe('started')
    expect(new entry.NodeError()).toBeInstanceOf(Error)
    expect(globals.__checked).toEqual(['@gangway/testing/x/node', '@gangway/testing/x/node'])
    expect(globals.__loaded).toBe(1)
  })

  it('refuses a name it cannot re-export as a binding', () => {
    expect(() =>
      peerCheckedEntry({
        feature: 'f',
        peers: [],
        impl: 'i.js',
        requirePeersPath: './r.js',
        names: ['default'],
      }),
    ).toThrow(/cannot re-export "default"/)
  })
})
