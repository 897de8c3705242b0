// What costs the bytes: the inputs of some esbuild outputs (from the metafile), grouped by
// package, with each output's gzip size shared out over its inputs by minified bytes.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/** The package an input path belongs to: an npm package, a @gangway package, or the app. */
export function packageOf(input) {
  const parts = input.split('node_modules/')
  if (parts.length > 1) {
    const rest = parts.at(-1).split('/')
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  }
  const own = input.match(/packages\/([^/]+)\//)
  return own ? `@gangway/${own[1]}` : 'app'
}

/**
 * @param meta esbuild metafile
 * @param outputs output paths as the metafile names them (relative to the build's working dir)
 * @param cwd the build's working dir (to read the outputs for their gzip size)
 */
export function costsOf(meta, outputs, cwd) {
  const byPackage = new Map()
  const byInput = []
  for (const output of outputs) {
    const info = meta.outputs[output]
    if (!info) continue
    const gzip = zlib.gzipSync(fs.readFileSync(path.resolve(cwd, output)), { level: 9 }).length
    const minified = Object.values(info.inputs).reduce(
      (sum, { bytesInOutput }) => sum + bytesInOutput,
      0,
    )
    for (const [input, { bytesInOutput }] of Object.entries(info.inputs)) {
      const share = minified ? (gzip * bytesInOutput) / minified : 0
      const name = packageOf(input)
      const entry = byPackage.get(name) ?? { name, minified: 0, gzip: 0 }
      entry.minified += bytesInOutput
      entry.gzip += share
      byPackage.set(name, entry)
      byInput.push({ input: input.replace(/^(\.\.\/)+/, ''), minified: bytesInOutput, gzip: share })
    }
  }
  const sort = (list) => list.sort((a, b) => b.gzip - a.gzip)
  return { packages: sort([...byPackage.values()]), inputs: sort(byInput) }
}

export const kib = (bytes) => (bytes / 1024).toFixed(1)

/** A markdown table of the largest packages and inputs. */
export function costsTable(costs, { packages = 10, inputs = 10 } = {}) {
  const L = ['| package (≈ gzip KiB, by minified share) | KiB |', '|---|---|']
  for (const p of costs.packages.slice(0, packages)) L.push(`| ${p.name} | ${kib(p.gzip)} |`)
  L.push('', '| largest inputs | minified KiB | ≈ gzip KiB |', '|---|---|---|')
  for (const i of costs.inputs.slice(0, inputs))
    L.push(`| \`${i.input}\` | ${kib(i.minified)} | ${kib(i.gzip)} |`)
  return L.join('\n')
}
