// The peers section of bench/RESULTS.md: the harness's table from one run, the targets
// checked against the floor entry (baseline-react) of the same run, and what costs the bytes
// a Gangway app loads before its modal shows.
import fs from 'node:fs'
import path from 'node:path'
import { costsOf, costsTable, kib } from './metaCosts.mjs'

const KIB = 1024
export const TARGETS = {
  beforeModalKiB: { 'gangway-wagmi': 120, 'gangway-ethers': 110 },
  buttonVisible: 1.3,
  clickToWallet: 2,
  heapAfterOpen: 1.5,
}

const fmt = (value, digits = 0) => (value == null ? '–' : value.toFixed(digits))
const verdict = (value, limit) => (value <= limit ? 'met' : `missed by ${fmt(value - limit, 1)}`)

export function targetRows(doc) {
  const byName = Object.fromEntries(doc.results.map((result) => [result.name, result]))
  const floor = byName['baseline-react']
  const rows = []
  for (const name of Object.keys(TARGETS.beforeModalKiB)) {
    const r = byName[name]
    if (!r || r.buildFailed) continue
    const before = r.chunks.beforeWalletGzip / KIB
    const limit = TARGETS.beforeModalKiB[name]
    rows.push([
      name,
      'JS gzip before the modal can open',
      `${fmt(before, 1)} KiB`,
      `≤ ${limit} KiB`,
      verdict(before, limit) + (before > limit ? ' KiB' : ''),
    ])
    if (!floor) continue
    for (const [key, label, stat, unit, scale] of [
      ['buttonVisible', 'button visible', 'buttonVisibleMs', 'ms', 1],
      ['clickToWallet', 'click → first wallet option', 'clickToWalletMs', 'ms', 1],
      ['heapAfterOpen', 'heap after open', 'heapUsedAfterOpen', 'MiB', 1 / KIB / KIB],
    ]) {
      const value = r.stats[stat].median * scale
      const limit = floor.stats[stat].median * scale * TARGETS[key]
      const digits = unit === 'MiB' ? 2 : 0
      rows.push([
        name,
        label,
        `${fmt(value, digits)} ${unit} (${fmt(value / (limit / TARGETS[key]), 2)}× floor)`,
        `≤ ${TARGETS[key]}× floor = ${fmt(limit, digits)} ${unit}`,
        value <= limit ? 'met' : `missed by ${fmt(value - limit, digits)} ${unit}`,
      ])
    }
  }
  return rows
}

export function peersSection(doc, harnessMarkdown) {
  const L = []
  const loads = doc.results.flatMap((r) => (r.stats?.loadavg1 ? [r.stats.loadavg1.median] : []))
  L.push(`## Side by side with the peers (\`npm run bench:peers\`)`, '')
  L.push(
    `Run ${doc.date.slice(0, 16).replace('T', ' ')} UTC with the shared harness (verbatim copy in bench/.peers), ` +
      `${doc.settings.runs} runs (+${doc.settings.warmup} warm-up) per entry, interleaved; median (min–max). ` +
      `Machine: ${doc.environment.cores} cores (${doc.environment.cpu}), shared with other jobs: ` +
      `1-min load average at run start, median per entry ${fmt(Math.min(...loads), 2)}–${fmt(Math.max(...loads), 2)} ` +
      `(the reference run of 2026-11-22 had ≈1.2). Timings on a loaded box are slower for every entry; compare within this table.`,
    '',
  )
  L.push(harnessMarkdown.trim(), '')
  L.push('### Targets (issue 7), against the floor entry of this same run', '')
  L.push('| entry | target | measured | limit | |', '|---|---|---|---|---|')
  for (const row of targetRows(doc)) L.push(`| ${row.join(' | ')} |`)
  for (const r of doc.results) {
    if (!r.name.startsWith('gangway') || r.buildFailed) continue
    const dir = path.resolve(
      path.dirname(new URL(import.meta.url).pathname),
      '..',
      r.dir.replace(/^.*?apps\//, 'apps/'),
    )
    const metaFile = path.join(dir, 'dist/meta.json')
    if (!fs.existsSync(metaFile)) continue
    const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8'))
    const outputs = r.chunks.listBeforeWallet.map((file) => `dist${file}`)
    L.push(
      '',
      `### ${r.name}: what the ${kib(r.chunks.beforeWalletGzip)} KiB before the modal are`,
      '',
    )
    L.push(costsTable(costsOf(meta, outputs, dir)))
  }
  return L.join('\n')
}
