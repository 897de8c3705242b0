// The peers sections of bench/RESULTS.md: the harness's table from one run, the reload table
// (reload.mjs), the targets (issue 19's, with issue 37's first-wallet figure) checked against the
// floor entry (baseline-react) of the same run, and what costs the bytes a Gangway app loads
// before its modal shows.
import fs from 'node:fs'
import path from 'node:path'
import { costsOf, costsTable, kib } from './metaCosts.mjs'
import { reloadTable } from './reload.mjs'

const KIB = 1024
const FLOOR = 'baseline-react'
export const TARGETS = {
  beforeButtonNoReactKiB: 15, // Gangway's JS before the button, React (= the floor's bytes) excluded
  // Everything before the first wallet option, React included: issue 37 re-set issue 19's 85 KiB,
  // which could not be met together with the click target (the modal and its view load before
  // the click; bench/RESULTS.md, 2026-12-06).
  beforeWalletKiB: 120,
  buttonVisible: 1.15, // × floor
  clickToWallet: 1.5, // × floor
  heapAfterOpen: 1.3, // × floor
  reloadAccount: 1.3, // × the floor's button-visible time on the same reload
}

const fmt = (value, digits = 0) => (value == null ? '–' : value.toFixed(digits))

function row(entry, target, value, limit, unit, digits, measured) {
  const met = value == null || limit == null ? null : value <= limit
  return {
    entry,
    target,
    value,
    limit,
    unit,
    met,
    measured: measured ?? `${fmt(value, digits)} ${unit}`,
    verdict:
      met == null
        ? 'not measured'
        : met
          ? 'met'
          : `**missed** by ${fmt(value - limit, digits)} ${unit}`,
  }
}

/** Issue 19's targets for each Gangway app of the run, against the floor of the same run. */
export function targetRows(doc, reload) {
  const byName = Object.fromEntries(doc.results.map((r) => [r.name, r]))
  const floor = byName[FLOOR]?.buildFailed ? null : byName[FLOOR]
  const reloads = Object.fromEntries((reload?.results ?? []).map((r) => [r.name, r]))
  const floorReload = reloads[FLOOR]?.stats?.buttonMs?.median ?? null
  const peers = (reload?.results ?? []).filter(
    (r) => r.name !== FLOOR && !r.name.startsWith('gangway'),
  )
  const restoredPeers = peers.filter((r) => r.restore === 'yes')
  const fastestPeer = Math.min(...restoredPeers.map((r) => r.stats.accountMs.median))
  const rows = []
  for (const r of doc.results) {
    if (!r.name.startsWith('gangway') || r.buildFailed) continue
    const name = r.name
    const noReact = floor && (r.chunks.beforeButtonGzip - floor.chunks.beforeButtonGzip) / KIB
    rows.push(
      row(
        name,
        `JS gzip before the button, React excluded ≤ ${TARGETS.beforeButtonNoReactKiB} KiB`,
        noReact,
        floor ? TARGETS.beforeButtonNoReactKiB : null,
        'KiB',
        1,
        floor
          ? `${fmt(noReact, 1)} KiB (${kib(r.chunks.beforeButtonGzip)} − the floor's ${kib(floor.chunks.beforeButtonGzip)})`
          : undefined,
      ),
      row(
        name,
        `JS gzip before the first wallet, all included ≤ ${TARGETS.beforeWalletKiB} KiB`,
        r.chunks.beforeWalletGzip / KIB,
        TARGETS.beforeWalletKiB,
        'KiB',
        1,
      ),
    )
    for (const [key, label, stat, unit, scale] of [
      ['buttonVisible', 'button visible', 'buttonVisibleMs', 'ms', 1],
      ['clickToWallet', 'click → first wallet option', 'clickToWalletMs', 'ms', 1],
      ['heapAfterOpen', 'heap after open', 'heapUsedAfterOpen', 'MiB', 1 / KIB / KIB],
    ]) {
      const value = r.stats[stat] ? r.stats[stat].median * scale : null
      const base = floor?.stats[stat] ? floor.stats[stat].median * scale : null
      const digits = unit === 'MiB' ? 2 : 0
      const limit = base == null ? null : base * TARGETS[key]
      rows.push(
        row(
          name,
          `${label} ≤ ${TARGETS[key]}× floor`,
          value,
          limit,
          unit,
          digits,
          `${fmt(value, digits)} ${unit} (${base ? fmt(value / base, 2) : '–'}× the floor's ${fmt(base, digits)})`,
        ),
      )
    }
    const mine = reloads[name]
    const account = mine?.restore === 'yes' ? mine.stats.accountMs.median : null
    const limit = floorReload == null ? null : floorReload * TARGETS.reloadAccount
    rows.push(
      row(
        name,
        `reload: account shown ≤ ${TARGETS.reloadAccount}× the floor's button visible`,
        account,
        limit,
        'ms',
        0,
        mine?.restore === 'yes'
          ? `${fmt(account)} ms (${floorReload ? fmt(account / floorReload, 2) : '–'}× the floor's ${fmt(floorReload)})`
          : `not restored (${mine ? `${mine.okRuns}/${mine.runs} runs ok` : 'not run'})`,
      ),
    )
    const flips = mine?.restore === 'yes' ? mine.flipRuns : null
    rows.push({
      ...row(
        name,
        'reload: no "Connect" before the account',
        flips,
        flips == null ? null : 0,
        'runs',
        0,
        flips == null ? '–' : `"Connect" first in ${flips}/${mine.restoredRuns} runs`,
      ),
      ...(flips ? { verdict: '**missed**' } : {}),
    })
    const peerText = peers
      .map((p) => `${p.name} ${p.restore === 'yes' ? fmt(p.stats.accountMs.median) : 'no restore'}`)
      .join(', ')
    const fastest = restoredPeers.find((p) => p.stats.accountMs.median === fastestPeer)
    const faster = row(
      name,
      'reload: faster than every peer',
      account,
      null,
      'ms',
      0,
      `${fmt(account)} ms; peers: ${peerText || 'not run'}`,
    )
    if (account != null && peers.length) {
      faster.limit = restoredPeers.length ? fastestPeer : null
      faster.met = !restoredPeers.length || account < fastestPeer
      faster.verdict = faster.met
        ? restoredPeers.length
          ? 'met'
          : 'met (no peer restores)'
        : `**missed**: ${fastest.name} ${fmt(fastestPeer)} ms`
    }
    rows.push(faster)
  }
  return rows
}

/** The targets as console lines. */
export function targetsText(rows) {
  if (!rows.length) return '[bench] targets: no Gangway entry in this run'
  return [
    '[bench] targets (issue 19), against the floor of this run:',
    ...rows.map(
      (r) => `  ${r.entry}: ${r.target}: ${r.measured} → ${r.verdict.replace(/\*\*/g, '')}`,
    ),
  ].join('\n')
}

export function peersSection(doc, harnessMarkdown, reload, rows = targetRows(doc, reload)) {
  const L = []
  const throttle = doc.settings.cpuThrottle ?? 1
  const loads = doc.results.flatMap((r) => (r.stats?.loadavg1 ? [r.stats.loadavg1.median] : []))
  L.push(
    throttle > 1
      ? `## Side by side with the peers, CPU throttled ${throttle}× (\`npm run bench:peers -- --throttle ${throttle}\`)`
      : '## Side by side with the peers (`npm run bench:peers`)',
    '',
  )
  L.push(
    `Run ${doc.date.slice(0, 16).replace('T', ' ')} UTC with the shared harness (verbatim copy in bench/.peers), ` +
      `${doc.settings.runs} runs (+${doc.settings.warmup} warm-up) per entry, interleaved; median (min–max)` +
      `${throttle > 1 ? `; CDP CPU throttling ${throttle}× in every run, reload runs included` : ''}. ` +
      `Machine: ${doc.environment.cores} cores (${doc.environment.cpu}), shared with other jobs: ` +
      `1-min load average at run start, median per entry ${fmt(Math.min(...loads), 2)}–${fmt(Math.max(...loads), 2)} ` +
      `(the reference run of 2026-11-22 had ≈1.2). Timings on a loaded box are slower for every entry; compare within this table.`,
    '',
  )
  L.push(harnessMarkdown.trim(), '')
  L.push('### Reload with a remembered connection (bench/scripts/reload.mjs)', '')
  if (reload) {
    L.push(
      `Connect once (connect selector, the fake wallet's option, account shown), then reload in the same profile; ` +
        `times from the reload's navigation start to the first frame on which the account (its truncated address) ` +
        `shows, and on which the button shows in any state; ${reload.settings.runs} runs (+${reload.settings.warmup} warm-up), interleaved. ` +
        `Flip = a frame with the connect selector showing "Connect…" text (not "Connecting…") and no account, before the account.`,
      '',
      reloadTable(reload),
      '',
    )
  } else L.push('The reload measurement failed in this run (see the console).', '')
  L.push('### Targets (issue 19), against the floor entry of this same run', '')
  L.push('| entry | target | measured | limit | |', '|---|---|---|---|---|')
  for (const r of rows) {
    const limit =
      r.limit == null
        ? '–'
        : `${fmt(r.limit, r.unit === 'MiB' ? 2 : r.unit === 'KiB' ? 1 : 0)} ${r.unit}`
    L.push(`| ${r.entry} | ${r.target} | ${r.measured} | ${limit} | ${r.verdict} |`)
  }
  if (throttle > 1) return L.join('\n') // the bytes are the unthrottled section's
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
