// The heap after open as the peers harness takes it (shared/bench/peers/bench.mjs): the page
// loaded with the harness's fake injected wallet, the click 1 s after load, the first wallet
// option shown, 2.3 s more (its 300 ms wait and the tail of a run), a forced garbage collection,
// then `Runtime.getHeapUsage` — and a heap snapshot of that moment to split it.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { launchOffline, serveStatic } from './browser.mjs'
import { takeHeapSnapshot } from './heapSnapshot.mjs'
import { BENCH, MIRROR } from './peersMirror.mjs'

const require = createRequire(import.meta.url)
const { chromium } = require('playwright-core')

/** The Gangway entries' selectors: bench/peers.json's defaults. */
const SELECTORS = JSON.parse(fs.readFileSync(path.join(BENCH, 'peers.json'), 'utf8')).defaults
const INPAGE = fs.readFileSync(path.join(MIRROR, 'lib/inpage.js'), 'utf8')

/** The heap after open of the app built into `dist`: `used` (bytes) and the parsed `snapshot`. */
export async function heapAfterOpen(dist) {
  const { server, url } = await serveStatic(dist)
  const { context, page, close } = await launchOffline(chromium, {
    prefix: 'bench-heap-',
    inpage: INPAGE,
    selectors: SELECTORS,
  })
  try {
    const cdp = await context.newCDPSession(page)
    await page.goto(url, { timeout: 30_000 })
    await page.waitForLoadState('load', { timeout: 30_000 })
    await page.waitForTimeout(1000)
    await page.locator(SELECTORS.connect).first().click({ timeout: 10_000 })
    await page.locator(SELECTORS.walletOption).first().waitFor({ timeout: 15_000 })
    await page.waitForTimeout(2300)
    await cdp.send('HeapProfiler.collectGarbage')
    const used = (await cdp.send('Runtime.getHeapUsage')).usedSize
    return { used, snapshot: await takeHeapSnapshot(cdp) }
  } finally {
    await close()
    server.close()
  }
}
