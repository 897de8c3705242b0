// Reload with a remembered connection, for every entry of bench/peers.json (issue 19): a visitor
// who connected before reloads the page. How long until the restored account shows on the
// button, and did the button show "Connect" first and then flip?
//
// Uses the dists the peers harness built (bench/.peers/build.mjs, run by `npm run bench:peers`)
// and its method: headless Chromium (playwright-core, /usr/bin/chromium, the harness's flags),
// offline (every request to a host other than 127.0.0.1 aborted, DNS fails), a loopback static
// server with no-store, the harness's lib/inpage.js (fake EIP-1193/EIP-6963 wallet) injected
// before the app, plus reloadInpage.mjs (the wallet remembers the site; per-frame clock).
// One run: a fresh user-data-dir; visit 1: load, click the connect selector, click the fake
// wallet's option, wait until the account shows; then reload in the same context (localStorage
// and IndexedDB kept) and time, from the reload's navigation start, the first animation frame on
// which the account shows. Runs interleaved across entries; median (min–max).
//
//   node bench/scripts/reload.mjs [entry ...] [--throttle N]     (the dists must exist)
// Env: BENCH_RUNS (7), BENCH_WARMUP (1), BENCH_CPU_THROTTLE (1), CHROMIUM_PATH.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { launchOffline, serveStatic } from './browser.mjs'
import { BENCH, MIRROR } from './peersMirror.mjs'
import { reloadInitScript } from './reloadInpage.mjs'

/** The fake wallet's account (anvil dev account 1), as a wallet returns it: lowercase. */
export const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
// Any visible text with the address's start and end around an ellipsis, dots or bullets
// (0x7099…79C8, 0x70...dc79C8, 0x7099••••79C8), or the whole address; case-insensitive.
const TRUNCATED = new RegExp(
  `0x${ADDRESS.slice(2, 4)}[0-9a-f]{0,8}[^0-9a-z]{1,6}[0-9a-f]{0,8}${ADDRESS.slice(-4)}|${ADDRESS}`,
  'i',
)
// Entries whose "account shown" is not the address.
const ENTRY = {
  'baseline-react': {
    account: null,
    reloadNote:
      'the floor shows no account (its wallet option only calls eth_requestAccounts): its reload time is the button-visible time',
  },
  'web3-onboard': {
    account: /^Connected$/,
    reloadNote:
      "the app's own button (web3-onboard ships none) says 'Connected', no address, once connected",
  },
}
const median = (values) => {
  const s = values.filter((v) => v != null).sort((a, b) => a - b)
  if (!s.length) return null
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}
const stat = (values) => {
  const s = values.filter((v) => v != null)
  return s.length
    ? { median: median(s), min: Math.min(...s), max: Math.max(...s), n: s.length }
    : null
}
const ms = (s) => (s ? `${Math.round(s.median)} (${Math.round(s.min)}–${Math.round(s.max)})` : '–')

async function runOnce(chromium, entry, url, opts) {
  const { throttle, inpage } = opts
  const scale = Math.max(1, throttle / 2)
  const limit = (msec) => Math.round(msec * scale)
  const r = { ok: false, error: null, step: 'launch', loadavg1: +os.loadavg()[0].toFixed(2) }
  const { connect, walletOption } = entry
  const {
    context: ctx,
    page,
    close,
  } = await launchOffline(chromium, {
    prefix: 'bench-reload-',
    inpage,
    selectors: { connect, walletOption },
    scripts: [reloadInitScript({ connect, account: entry.account, address: ADDRESS })],
  })
  // the last resort: closing the context makes whatever still waits throw, so a run always ends
  const guard = setTimeout(() => ctx.close().catch(() => {}), limit(120000))
  try {
    const errors = []
    page.on('pageerror', (e) => errors.push(String(e.message).slice(0, 200)))
    const cdp = await ctx.newCDPSession(page)
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    const until = (fn, timeout) => page.waitForFunction(fn, null, { timeout, polling: 50 })

    r.step = 'visit 1: button visible'
    await page.goto(url, { waitUntil: 'load', timeout: limit(30000) })
    await until(() => window.__reload?.buttonAt != null, limit(30000))
    r.step = 'visit 1: click the connect selector'
    await page
      .locator(connect)
      .first()
      .click({ timeout: limit(10000) })
    r.step = 'visit 1: click the wallet option'
    const option = page.locator(walletOption)
    await option.first().waitFor({ state: 'visible', timeout: limit(15000) })
    const named = option.filter({ hasText: 'Bench Wallet' })
    await ((await named.count()) ? named : option).first().click({ timeout: limit(10000) })
    if (entry.account) {
      r.step = 'visit 1: account shown'
      await until(() => window.__reload.accountAt != null, limit(15000))
    } else {
      r.step = 'visit 1: wallet asked for accounts'
      await until(() => window.__reload.calls.includes('eth_requestAccounts'), limit(15000))
    }
    r.visit1 = await page.evaluate(() => ({
      accountAt: window.__reload.accountAt,
      calls: window.__reload.calls,
    }))
    await page.waitForTimeout(500) // the library persists what it remembers

    r.step = 'reload: button visible'
    await page.reload({ waitUntil: 'commit', timeout: limit(30000) })
    await until(() => window.__reload?.buttonAt != null, limit(30000))
    await page.waitForLoadState('load', { timeout: limit(30000) })
    if (entry.account) {
      r.step = 'reload: account shown'
      // a restore shows within a few seconds of `load`, or not at all
      r.restored = await until(() => window.__reload.accountAt != null, limit(5000)).then(
        () => true,
        () => false,
      )
      await page.waitForTimeout(300)
    } else r.restored = false
    const R = await page.evaluate(() => window.__reload)
    Object.assign(r, {
      ok: true,
      step: null,
      buttonMs: R.buttonAt,
      connectMs: R.connectAt,
      accountMs: R.accountAt,
      connectTextMs: R.connectTextAt,
      flip: R.connectTextAt != null && R.accountAt != null,
      states: R.states,
      calls: [...new Set(R.calls)],
      pageErrors: errors.slice(0, 5),
    })
  } catch (e) {
    r.error = `${r.step}: ${String(e.message).split('\n')[0]}`
  } finally {
    clearTimeout(guard)
    await close()
  }
  return r
}

function summarize(entry, runs) {
  const ok = runs.filter((r) => r.ok)
  const restored = ok.filter((r) => r.restored)
  return {
    name: entry.name,
    account: entry.account ? entry.account.source : null,
    note: entry.reloadNote,
    runs: runs.length,
    okRuns: ok.length,
    restoredRuns: restored.length,
    flipRuns: restored.filter((r) => r.flip).length,
    restore: !entry.account ? 'n/a' : restored.length ? 'yes' : 'no',
    stats: {
      accountMs: stat(restored.map((r) => r.accountMs)),
      buttonMs: stat(ok.map((r) => r.buttonMs)),
      connectMs: stat(ok.map((r) => r.connectMs)),
      visit1AccountMs: stat(ok.map((r) => r.visit1?.accountAt)),
      loadavg1: stat(runs.map((r) => r.loadavg1)),
    },
    firstStates: (restored.find((r) => r.flip) ?? restored[0] ?? ok[0])?.states ?? [],
    errors: [...new Set(runs.filter((r) => r.error).map((r) => r.error))],
    pageErrors: [...new Set(ok.flatMap((r) => r.pageErrors))].slice(0, 5),
    perRun: runs.map(({ states, visit1, ...rest }) => rest),
  }
}

/** Runs the reload measurement on `names` (all non-skipped entries when empty). */
export async function runReload({ names = [], throttle = 1, runs, warmup, out } = {}) {
  runs ??= +(process.env.BENCH_RUNS || 7)
  warmup ??= +(process.env.BENCH_WARMUP ?? 1)
  process.env.BENCH_CONFIG ||= path.join(BENCH, 'peers.json')
  const require = createRequire(path.join(MIRROR, 'package.json'))
  const { chromium } = require('playwright-core')
  const config = await import(pathToFileURL(path.join(MIRROR, 'lib/config.mjs')).href)
  const peers = config.selectPeers(config.loadConfig(), names)
  const opts = {
    throttle,
    inpage: fs.readFileSync(path.join(MIRROR, 'lib/inpage.js'), 'utf8'),
  }
  const state = []
  for (const p of peers) {
    const entry = { ...p, account: TRUNCATED, reloadNote: null, ...ENTRY[p.name] }
    const built =
      fs.existsSync(path.join(p.dist, 'index.html')) &&
      !fs.existsSync(path.join(p.dist, 'BUILD_FAILED'))
    state.push({ entry, runs: [], srv: built ? await serveStatic(p.dist) : null })
  }
  const live = state.filter((s) => s.srv)
  console.log(
    `[reload] ${live.length} entries, ${runs} runs (+${warmup} warm-up) each, CPU throttle ${throttle}×`,
  )
  for (let i = -warmup; i < runs; i++) {
    for (const s of live) {
      const r = await runOnce(chromium, s.entry, s.srv.url, opts)
      if (i < 0) continue
      s.runs.push(r)
      const what = !r.ok
        ? `FAILED at ${r.error}`
        : `${r.restored ? `account ${r.accountMs.toFixed(0)} ms${r.flip ? ' (after "Connect")' : ''}` : 'no restore'}, button ${r.buttonMs?.toFixed(0)} ms`
      console.log(`[reload] ${s.entry.name} #${i + 1}: ${what} [load ${r.loadavg1}]`)
    }
  }
  for (const s of live) s.srv.server.close()
  const doc = {
    date: new Date().toISOString(),
    settings: { runs, warmup, cpuThrottle: throttle, address: ADDRESS, account: TRUNCATED.source },
    results: state.map((s) =>
      s.srv
        ? summarize(s.entry, s.runs)
        : { name: s.entry.name, buildFailed: true, errors: ['no build output'] },
    ),
  }
  out ??= path.join(BENCH, `results/reload${throttle > 1 ? `-throttle${throttle}` : ''}.json`)
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`)
  console.log(`\n${reloadTable(doc)}\n\n[reload] wrote ${path.relative(process.cwd(), out)}`)
  return doc
}

const restoredText = (r) => {
  if (r.buildFailed) return 'build missing'
  if (!r.okRuns) return `failed (${r.errors[0] ?? '?'})`
  if (r.restore === 'n/a') return 'no restore (no account display)'
  if (r.restore === 'no') return `no restore (${r.okRuns}/${r.runs} runs)`
  return `yes (${r.restoredRuns}/${r.runs})`
}
const flipText = (r) => {
  if (r.restore !== 'yes') return '–'
  return r.flipRuns ? `**yes** (${r.flipRuns}/${r.restoredRuns})` : 'no'
}

/** The markdown table of one reload document. */
export function reloadTable(doc) {
  const L = [
    '| entry | restored | account shown ms | button visible ms (any state) | "Connect" first, then flip? | what the button showed (a flip run if any, else the first restored run) |',
    '|---|---|---|---|---|---|',
  ]
  for (const r of doc.results) {
    const states = (r.firstStates ?? [])
      .map((s) => `${s.t} ms ${s.label ? s.label.replace(/\|/g, '/') : 'nothing'}`)
      .slice(0, 4)
      .join(' → ')
    L.push(
      `| ${r.name} | ${restoredText(r)} | ${r.restore === 'yes' ? ms(r.stats.accountMs) : '–'} | ` +
        `${ms(r.stats?.buttonMs)} | ${flipText(r)} | ${states || '–'} |`,
    )
  }
  const notes = [
    ...doc.results
      .filter((r) => r.okRuns < r.runs)
      .map((r) => `- ${r.name}: ${r.runs - r.okRuns} run(s) failed: ${r.errors.join('; ')}`),
    ...doc.results.filter((r) => r.note).map((r) => `- ${r.name}: ${r.note}`),
  ]
  if (notes.length) L.push('', ...notes)
  return L.join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const at = args.findIndex((a) => a === '--throttle' || a.startsWith('--throttle='))
  let throttle = +(process.env.BENCH_CPU_THROTTLE || 1)
  if (at >= 0) throttle = +(args[at].split('=')[1] ?? args.splice(at + 1, 1)[0])
  await runReload({ names: args.filter((a) => !a.startsWith('-')), throttle })
}
