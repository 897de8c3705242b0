// AllWallets with a 5,000-wallet directory, in headless Chromium (the peers harness's flags):
// opens the view, scrolls the list with the mouse wheel to its end, and records every main-thread
// task of the renderer while scrolling (Chromium trace, `RunTask` events) plus the page's own
// PerformanceObserver long tasks (≥ 50 ms). Reports the longest task, per run.
//
// Standalone (just this measurement, no sizes and no harness runs):
//   node bench/scripts/allWalletsScroll.mjs [runs]
// builds bench/apps/gangway-allwallets with the harness's build (the packages as built: build
// @gangway/react first) and prints one line per run with the longest task's CPU time, and what
// that task spent its time on. Env: BENCH_SCROLL_RUNS (default 3), BENCH_SCROLL_NO_BUILD=1 (use
// the app's existing dist), CHROMIUM_PATH.
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROME_ARGS, serveStatic } from './browser.mjs'

export { CHROME_ARGS, serveStatic } from './browser.mjs'

// In the page: long tasks as the page sees them, and a way into the modal's open shadow root.
const OBSERVE = `(() => {
  window.__longTasks = []
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
    }).observe({ type: 'longtask', buffered: true })
  } catch {}
})()`

function deepQuery(selector) {
  const walk = (root) => {
    const found = root.querySelector(selector)
    if (found) return found
    for (const element of root.querySelectorAll('*'))
      if (element.shadowRoot) {
        const inner = walk(element.shadowRoot)
        if (inner) return inner
      }
    return null
  }
  return walk(document)
}

/**
 * Renderer main-thread tasks in a Chromium trace: the longest by wall time (`dur`) and by the
 * thread's own CPU time (`tdur`, which a busy shared machine inflates far less), and how many
 * were ≥ 50 ms by each; `longestCpuBreakdown`: the trace events directly inside the longest task
 * by CPU (name → summed ms), largest first, to say what that task was.
 */
export function longestTask(trace) {
  const events = JSON.parse(trace.toString()).traceEvents ?? []
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
  const tasks = onMain.filter((e) => e.name === 'RunTask')
  const wall = tasks.map((e) => e.dur / 1000)
  const cpu = tasks.map((e) => (e.tdur ?? e.dur) / 1000)
  const max = (list) => (list.length ? Math.max(...list) : 0)
  const longest = tasks[cpu.indexOf(max(cpu))]
  const breakdown = {}
  if (longest) {
    const inside = onMain.filter(
      (e) =>
        e !== longest &&
        e.tid === longest.tid &&
        e.ts >= longest.ts &&
        e.ts + e.dur <= longest.ts + longest.dur,
    )
    // Only the outermost events inside the task (their own children are counted in them).
    const outer = inside.filter(
      (e) =>
        !inside.some(
          (p) => p !== e && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur && p.dur > e.dur,
        ),
    )
    for (const e of outer) {
      const label =
        e.name === 'FunctionCall' || e.name === 'EventDispatch'
          ? `${e.name}(${e.args?.data?.type ?? e.args?.data?.functionName ?? ''})`
          : e.name
      breakdown[label] = (breakdown[label] ?? 0) + (e.tdur ?? e.dur) / 1000
    }
  }
  return {
    tasks: tasks.length,
    longestWallMs: max(wall),
    longestCpuMs: max(cpu),
    wallOver50: wall.filter((d) => d >= 50).length,
    cpuOver50: cpu.filter((d) => d >= 50).length,
    over16Cpu: cpu.filter((d) => d >= 16).length,
    longestCpuBreakdown: Object.entries(breakdown)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, ms]) => [name, +ms.toFixed(1)]),
  }
}

/**
 * One cold run: load, open AllWallets, wait for its first rows, then (traced) wheel down
 * `steps` times by `delta` px, one step per frame-ish, until the last row is reached or steps
 * run out.
 */
export async function scrollRun(
  chromium,
  { url, chromiumPath = '/usr/bin/chromium', steps = 500, delta = 2000, throttle = 1 },
) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: CHROME_ARGS,
  })
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
    })
    await context.route('**/*', (route) =>
      new URL(route.request().url()).hostname === '127.0.0.1'
        ? route.continue()
        : route.abort('internetdisconnected'),
    )
    await context.addInitScript({ content: OBSERVE })
    const page = await context.newPage()
    if (throttle > 1) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    }
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(() => window.__benchKit)
    await page.evaluate(() => window.__benchKit.open({ view: 'AllWallets' }))
    const first = `(${deepQuery})('[data-index="0"] [data-testid="wallet-option"]')`
    await page.waitForFunction(first, null, { timeout: 15000, polling: 50 })
    await page.waitForTimeout(500)
    const box = await page.evaluate(
      `(() => { const r = (${deepQuery})('.gw-body').getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 } })()`,
    )
    await page.mouse.move(box.x, box.y)
    await page.evaluate(() => {
      window.__longTasks.length = 0
    })
    await browser.startTracing(page, {
      categories: ['__metadata', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
    })
    const started = Date.now()
    const lastIndex = `(() => Math.max(-1, ...[...((${deepQuery})('.gw-list')?.querySelectorAll('[data-index]') ?? [])].map((e) => Number(e.dataset.index))))()`
    let reached = -1
    for (let step = 0; step < steps; step++) {
      await page.mouse.wheel(0, delta)
      await page.waitForTimeout(16)
      if (step % 20 === 19) {
        reached = await page.evaluate(lastIndex)
        if (reached >= 4999) break
      }
    }
    await page.waitForTimeout(300)
    reached = await page.evaluate(lastIndex)
    const scrollMs = Date.now() - started
    const trace = await browser.stopTracing()
    const observed = await page.evaluate(() => window.__longTasks)
    const setSize = await page.evaluate(
      `(() => Number((${deepQuery})('[aria-setsize]')?.getAttribute('aria-setsize') ?? 0))()`,
    )
    return {
      ...longestTask(trace),
      observedLongTasks: observed,
      lastRowIndex: reached,
      setSize,
      scrollMs,
      loadavg1: +os.loadavg()[0].toFixed(2),
    }
  } finally {
    await browser.close()
  }
}

/** One line per run: the longest task's CPU time first (the target: < 16 ms, one frame). */
export function formatRun(run, result) {
  const parts = result.longestCpuBreakdown?.map(([name, ms]) => `${name} ${ms}`).join(', ')
  return (
    `AllWallets scroll #${run}: longest task ${result.longestCpuMs.toFixed(1)} ms CPU ` +
    `(${result.longestWallMs.toFixed(0)} ms wall), tasks ≥ 16 ms CPU: ${result.over16Cpu}, ` +
    `rows reached ${result.lastRowIndex + 1}/${result.setSize} [load ${result.loadavg1}]` +
    (parts ? `\n    longest task: ${parts}` : '')
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { BENCH, MIRROR, installMirrored, linkBaselineReact, syncMirror } = await import(
    './peersMirror.mjs'
  )
  const runs = Number(process.argv[2] ?? process.env.BENCH_SCROLL_RUNS ?? 3)
  const app = path.join(BENCH, 'apps/gangway-allwallets')
  if (!process.env.BENCH_SCROLL_NO_BUILD) {
    // As bench.mjs: the harness's copy, its esbuild and playwright-core, the floor's React 18.3.1.
    syncMirror()
    installMirrored('.')
    installMirrored('apps/baseline-react')
    linkBaselineReact(['gangway-allwallets'])
    execFileSync('node', [path.join(MIRROR, 'build.mjs'), 'gangway-allwallets'], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_CONFIG: path.join(BENCH, 'peers.json') },
    })
  }
  const { chromium } = createRequire(path.join(MIRROR, 'package.json'))('playwright-core')
  const { server, url } = await serveStatic(path.join(app, 'dist'))
  const cpu = []
  try {
    for (let run = 1; run <= runs; run++) {
      const result = await scrollRun(chromium, {
        url,
        chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      })
      cpu.push(result.longestCpuMs)
      console.log(formatRun(run, result))
    }
  } finally {
    server.close()
  }
  const worst = Math.max(...cpu)
  console.log(
    `AllWallets scroll: longest task CPU per run ${cpu.map((ms) => ms.toFixed(1)).join(' / ')} ms; ` +
      `worst ${worst.toFixed(1)} ms — one frame (< 16 ms) ${worst < 16 ? 'met' : 'missed'}`,
  )
}
