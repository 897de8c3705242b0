// The screenshot set (issue 20): every view the demo's view buttons open, in the kit's light and
// dark themes, clipped to the modal's card: e2e/artifacts/screens/<view>-<theme>-<viewport>.png
// (lower-case view names). The desktop set is taken by the contrast walk (contrast.e2e.test.ts)
// as it reads each view, the phone set by screens.e2e.test.ts. Views that need no account are
// taken disconnected, the rest once the test wallet is connected; a view the kit does not open
// from the demo as it is (one that needs a flow's data: a send to preview, a transaction to
// approve, an email code…) is listed as skipped. The set is committed (see .gitignore) and
// docs/ui-comparison.md shows it beside the peers' screens.
import { mkdirSync, rmSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { setTheme } from './axe.js'
import { modal, settled } from './demoPage.js'
import { ARTIFACTS, SCREENS } from './harness.js'

/**
 * Where the set is written: the committed set only when asked (`UPDATE_SCREENS=1 npx vitest run
 * -c e2e/vitest.config.ts e2e/screens.e2e.test.ts e2e/contrast.e2e.test.ts`); a plain test run
 * writes beside it, ignored, so running the suite never rewrites committed files (balances and
 * QR codes differ per run).
 */
export const SCREEN_SET_DIR =
  process.env.UPDATE_SCREENS === '1' ? SCREENS : `${ARTIFACTS}run-screens/`

/** Whether this run writes the committed set (`UPDATE_SCREENS=1`). */
export const UPDATING_SCREENS = process.env.UPDATE_SCREENS === '1'

export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

/** How long a view may take to render (its chunk loads, its data arrives). */
export const VIEW_TIMEOUT = 4_000

/** Views taken before the test wallet connects; every other one is taken connected. */
export const SHOT_DISCONNECTED = new Set([
  'Connect',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'ConnectingMultiChain',
  'UnsupportedChain',
  'Networks',
  'WhatIsAWallet',
  'WhatIsANetwork',
  'GetWallet',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
])

/** Whether the set takes `view` in this state (disconnected or connected). */
export function shotIn(view: string, connected: boolean): boolean {
  return SHOT_DISCONNECTED.has(view) !== connected
}

/** The file of one shot. */
export function shotFile(view: string, theme: Theme, viewport: string): string {
  return `${SCREEN_SET_DIR}${view.toLowerCase()}-${theme}-${viewport}.png`
}

/**
 * Removes the shots a walk is about to take, in `themes` (a view it skips leaves no stale file).
 */
export function clearShots(
  views: string[],
  connected: boolean,
  viewport: string,
  ...themes: Theme[]
): void {
  mkdirSync(SCREEN_SET_DIR, { recursive: true })
  for (const view of views)
    if (shotIn(view, connected))
      for (const theme of themes.length ? themes : THEMES)
        rmSync(shotFile(view, theme, viewport), { force: true })
}

/**
 * Opens a view as the demo's view button does (the kit's `open`) and waits for it: rendered, no
 * error boundary, its enter animation over (a spinner's endless one is no transition).
 * ConnectingWalletConnect is reached as a visitor gets there (`openWalletConnectAsVisitor`).
 * Returns why not when it does not open.
 */
export async function openViewForShot(page: Page, view: string): Promise<string | undefined> {
  let opened: string
  if (view === 'ConnectingWalletConnect') opened = await openWalletConnectAsVisitor(page)
  else
    opened = await page.evaluate(async (name) => {
      const { kit } = (window as any).gangwayDemo
      await kit.open({ view: name })
      return kit.stores.router.getState().view
    }, view)
  if (opened !== view) return `the kit opened ${opened}`
  try {
    await modal(page)
      .getByTestId(`view-${view}`)
      .waitFor({ state: 'visible', timeout: VIEW_TIMEOUT })
    await settled(page, VIEW_TIMEOUT)
  } catch {
    return 'did not render'
  }
  return shotReady(page, view)
}

/**
 * ConnectingWalletConnect as a visitor reaches it: a directory wallet (MetaMask, with its icon)
 * picked in AllWallets. Returns the view the router shows.
 */
export async function openWalletConnectAsVisitor(page: Page): Promise<string> {
  await page.evaluate(() => (window as any).gangwayDemo.kit.open({ view: 'AllWallets' }))
  await modal(page).getByTestId('wallet-option').filter({ hasText: 'MetaMask' }).first().click()
  return page.evaluate(() => (window as any).gangwayDemo.kit.stores.router.getState().view)
}

/**
 * Whether the open view shows what its shot is of: the pairing views their QR code (or, on a
 * phone, the app button) once the relay answered, and no view its error boundary. Returns why not.
 */
export async function shotReady(page: Page, view: string): Promise<string | undefined> {
  if (view.startsWith('ConnectingWalletConnect'))
    try {
      await modal(page)
        .locator(
          '[data-testid="wc-qr"], [data-testid="wc-open-mobile"]:enabled, [data-testid="wc-choose-wallet-app"]',
        )
        .first()
        .waitFor({ timeout: 10_000 })
    } catch {
      return 'did not render'
    }
  if (
    await modal(page)
      .locator('[role="alert"]')
      .filter({ hasText: /could not|failed to load/i })
      .count()
  )
    return 'its error boundary showed'
  return undefined
}

/** The modal's card, as it is now, into the set. */
export async function shootCard(
  page: Page,
  view: string,
  theme: Theme,
  viewport: string,
): Promise<void> {
  // The page clipped to the card's box: the card is settled already (openViewForShot, or the
  // contrast walk's read), and an element shot's own wait for two still frames can outlast its
  // limit on a loaded machine.
  const clip = await modal(page).getByTestId('modal-card').boundingBox({ timeout: 5_000 })
  if (!clip) throw new Error(`${view}: the card is not shown`)
  await page.screenshot({
    path: shotFile(view, theme, viewport),
    clip,
    animations: 'disabled',
    timeout: 10_000,
  })
}

/** One line for the log: what a walk took and skipped. */
export function shotSummary(
  label: string,
  taken: Map<string, number>,
  skipped: Map<string, string>,
): string {
  const files = [...taken.values()].reduce((sum, count) => sum + count, 0)
  return `screens (${label}): ${taken.size} views, ${files} PNGs; skipped: ${
    [...skipped].map(([view, why]) => `${view} (${why})`).join(', ') || 'none'
  }`
}

/**
 * A state only a flow reaches (a filled-in send preview, a swap quote, the embedded wallet's
 * approval and recovery code), in both themes, into the committed set as
 * `flow-<name>-<theme>-<viewport>.png`: only with `UPDATE_SCREENS=1`, so a normal run of the
 * suite pays nothing. The theme is switched with the kit's `setThemeMode` and put back after.
 * `frameSettle` waits that long after each switch for content that follows the theme through a
 * message (the embedded wallet's frame).
 */
export async function shootFlowInThemes(
  page: Page,
  name: string,
  { viewport = 'desktop', frameSettle = 0 } = {},
): Promise<void> {
  if (!UPDATING_SCREENS) return
  mkdirSync(SCREEN_SET_DIR, { recursive: true })
  const before = await page.evaluate(() => document.documentElement.dataset.theme)
  for (const theme of THEMES) {
    await setTheme(page, theme)
    await settled(page, VIEW_TIMEOUT)
    if (frameSettle) await page.waitForTimeout(frameSettle)
    await shootCard(page, `flow-${name}`, theme, viewport)
  }
  if (before === 'light' || before === 'dark') await setTheme(page, before)
}
