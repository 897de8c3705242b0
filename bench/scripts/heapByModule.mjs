// Where a bench app's heap after open goes, by source module: the app built as the peers harness
// builds it (its own build.mjs, the entry's options from bench/peers.json) with source maps, its
// heap after open taken as the harness takes it (heapAfterOpen.mjs), and each function's share of
// the snapshot (heapByFunction: its bytecode, machine code, feedback, closures…) put on the module
// its code came from: a package's source file (through the package's dist, whose `// src/…`
// comments name each module), or a dependency's file. `heapParts.mjs` gives the same heap by kind
// of object and by output file; this says which of our modules it is, to find what runs at start.
//
//   node bench/scripts/heapByModule.mjs [entry] [--top N]   (default gangway-wagmi, top 40)
// Uses the packages as built (dist) and the harness copy `npm run bench:peers` installed.
import fs from 'node:fs'
import { SourceMap } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { heapAfterOpen } from './heapAfterOpen.mjs'
import { heapByFunction } from './heapSnapshot.mjs'
import { BENCH, MIRROR } from './peersMirror.mjs'

const args = process.argv.slice(2)
const topAt = args.indexOf('--top')
const top = topAt >= 0 ? Number(args.splice(topAt, 2)[1]) : 40
const entry = args[0] ?? 'gangway-wagmi'

// The harness's own build, with source maps, into a folder of its own.
process.env.BENCH_CONFIG = path.join(BENCH, 'peers.json')
const { loadConfig } = await import(pathToFileURL(path.join(MIRROR, 'lib/config.mjs')).href)
const { buildPeer } = await import(pathToFileURL(path.join(MIRROR, 'build.mjs')).href)
const peer = loadConfig().peers.find((p) => p.name === entry)
if (!peer) throw new Error(`no entry ${entry} in bench/peers.json`)
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-heap-modules-'))
try {
  await buildPeer({ ...peer, dist, esbuild: { ...peer.esbuild, sourcemap: true } })
  const { used, snapshot } = await heapAfterOpen(dist)

  const maps = new Map()
  const sourceMap = (script) => {
    if (!maps.has(script)) {
      const file = path.join(dist, `${script}.map`)
      maps.set(
        script,
        fs.existsSync(file) ? new SourceMap(JSON.parse(fs.readFileSync(file))) : null,
      )
    }
    return maps.get(script)
  }
  const lines = new Map()
  /** A package dist file's module at a line: the nearest `// src/…` comment above it. */
  const moduleIn = (file, line) => {
    if (!lines.has(file)) lines.set(file, fs.readFileSync(file, 'utf8').split('\n'))
    const text = lines.get(file)
    for (let at = line; at >= 0; at--) {
      const found = /^\/\/ (src\/\S+)$/.exec(text[at] ?? '')
      if (found) return found[1]
    }
    return path.basename(file)
  }
  const moduleOf = ({ script, line, column }) => {
    if (!script.startsWith('/')) return script === '?' ? "(V8's builtins)" : '(no URL: Playwright)'
    const found = line === null ? undefined : sourceMap(script)?.findEntry(line, column)
    if (!found?.originalSource) return `${script} (no live closure: module top-level code)`
    const source = found.originalSource.replace(/^file:\/\//, '')
    const inPackage = /packages\/([^/]+)\/dist\//.exec(source)
    if (inPackage) return `${inPackage[1]}: ${moduleIn(source, found.originalLine)}`
    return source.replace(/^.*node_modules\//, '')
  }
  const bytes = new Map()
  for (const fn of heapByFunction(snapshot)) {
    if (!fn.bytes) continue
    const module = moduleOf(fn)
    bytes.set(module, (bytes.get(module) ?? 0) + fn.bytes)
  }
  const kib = (n) => (n / 1024).toFixed(1)
  const rows = [...bytes].sort((a, b) => b[1] - a[1])
  const ours = rows.filter(([module]) => /^[a-z-]+: /.test(module))
  const sum = (list) => list.reduce((total, [, n]) => total + n, 0)
  console.log(`${entry}: heap after open ${used.toLocaleString('en')} B`)
  console.log(
    `functions ${kib(sum(rows))} KiB, of which our packages' ${kib(sum(ours))} KiB in ${ours.length} modules\n`,
  )
  console.log('| module | KiB |\n|---|---:|')
  for (const [module, n] of rows.slice(0, top)) console.log(`| ${module} | ${kib(n)} |`)
} finally {
  fs.rmSync(dist, { recursive: true, force: true })
}
