// Issue 20, "Contrast" and "Truncation", in Chromium on the demo: axe's color-contrast rule on
// every view the demo's view buttons open (disconnected, then connected), in both themes, and on
// the kit's buttons in the page, taking the desktop screenshot set on the way
// (support/screenSet.ts); a focus ring is never clipped by the card; long names wrap before they
// cut and keep their full text.
import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { screenshot, setTheme } from './support/axe.js'
import {
  type ContrastFinding,
  clippedTexts,
  contrastFindings,
  focusRingClips,
  settledContrastFindings,
} from './support/contrast.js'
import {
  closeModalIfOpen,
  connectTestWallet,
  demoViews,
  modal,
  openConnectModal,
  settled,
  TEST_WALLET_NAME,
} from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'
import {
  clearShots,
  openWalletConnectAsVisitor,
  shootCard,
  shotIn,
  shotReady,
  shotSummary,
  THEMES,
  type Theme,
} from './support/screenSet.js'

useBrowser()

/** Switches the theme and waits until its transitions are over. */
async function switchTheme(page: Page, mode: Theme): Promise<void> {
  await setTheme(page, mode)
  await settled(page)
}

/**
 * Opens a view as its demo button does; returns the view the router shows once it has rendered,
 * or undefined when the modal closed itself. A view that needs what the demo does not have may
 * route on (Account while disconnected) or go back and so close (Swap while disconnected: its
 * tokens cannot load), at once or a moment later: each check reads the router and the modal anew.
 * `asVisitor`: ConnectingWalletConnect as a visitor reaches it (a directory wallet picked in
 * AllWallets), as the screenshot set shows it.
 */
async function openView(page: Page, view: string, asVisitor = false): Promise<string | undefined> {
  if (asVisitor && view === 'ConnectingWalletConnect') await openWalletConnectAsVisitor(page)
  else await page.evaluate((name) => (window as any).gangwayDemo.kit.open({ view: name }), view)
  const shown = await page.waitForFunction(() => {
    const { stores } = (window as any).gangwayDemo.kit
    if (!stores.modal.getState().open) return 'closed'
    const current = stores.router.getState().view as string
    const element = document
      .querySelector('gangway-modal')
      ?.shadowRoot?.querySelector(`[data-testid="view-${current}"]`)
    return element?.checkVisibility() ? current : false
  })
  const name = (await shown.jsonValue()) as string
  if (name === 'closed') return undefined
  await settled(page)
  return name
}

/** Whether the modal is open on `view`. */
function stillShows(page: Page, view: string): Promise<boolean> {
  return page.evaluate((name) => {
    const { stores } = (window as any).gangwayDemo.kit
    return stores.modal.getState().open && stores.router.getState().view === name
  }, view)
}

/** What one walk found, saw and took. */
interface Walk {
  /** 'disconnected, dark'… */
  where: string
  connected: boolean
  theme: Theme
  findings: ContrastFinding[]
  /** The views read. */
  seen: Set<string>
  /** The views whose reading came from another walk (the same markup, read there). */
  reused: Set<string>
  /** The desktop shots taken; the views whose shot was skipped, and why. */
  taken: Map<string, number>
  skipped: Map<string, string>
}

/**
 * What the modal shows, as markup: its shadow root, the element focused in it and the viewport.
 * Two pages showing the same markup in the same theme show the same colours (one stylesheet, one
 * font set, an opaque card), so axe reads it once.
 */
function markupOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector('gangway-modal')?.shadowRoot
    return JSON.stringify([
      root?.innerHTML ?? '',
      root?.activeElement?.outerHTML.slice(0, 200) ?? '',
      [innerWidth, innerHeight],
    ])
  })
}

/**
 * What axe found in a markup, by theme: the connected and disconnected walks open many views that
 * render the same either way (What is a wallet?, Get a wallet, Switch network…), and the walks
 * run side by side in this worker, so the second to reach such a view takes the first's reading.
 */
const readings = new Map<string, Promise<ContrastFinding[]>>()

/** axe's reading of the settled view, or the reading another walk took of the same markup. */
async function readingOf(page: Page, walk: Walk, shown: string): Promise<ContrastFinding[]> {
  await settled(page)
  const key = `${walk.theme}\n${await markupOf(page)}`
  const known = readings.get(key)
  if (known) {
    const found = await known.catch(() => undefined)
    // Unless that walk's view changed while axe read it (then this page is read on its own).
    if (found && readings.get(key) === known) {
      walk.reused.add(shown)
      return found
    }
  }
  // The modal only: the page's buttons lie under its backdrop (each walk reads them, closed).
  const reading = settledContrastFindings(page, `${shown} (${walk.where})`, { scope: 'modal' })
  // Kept only when the view did not change while axe read it (data arriving, a fade ending).
  readings.set(key, reading)
  const found = await reading.catch((error) => {
    readings.delete(key)
    throw error
  })
  if ((await markupOf(page)) !== key.slice(key.indexOf('\n') + 1)) readings.delete(key)
  return found
}

/**
 * axe's color-contrast on the open view (and, on Account, its other tabs); returns false when the
 * view left while it was read (Swap going back: read half faded, not counted).
 */
async function readView(page: Page, walk: Walk, shown: string): Promise<boolean> {
  const found = await readingOf(page, walk, shown)
  if (!(await stillShows(page, shown))) return false
  walk.findings.push(...found)
  return true
}

/** The Account view's other tabs, read; back on the first. */
async function readAccountTabs(page: Page, walk: Walk): Promise<void> {
  if (!(await modal(page).getByRole('tab').count())) return
  for (const tab of ['NFTs', 'Activity']) {
    await modal(page).getByRole('tab', { name: tab }).click()
    await modal(page).getByRole('tabpanel').filter({ visible: true }).waitFor()
    await settled(page)
    const where = `Account ${tab} (${walk.where})`
    walk.findings.push(...(await settledContrastFindings(page, where, { scope: 'modal' })))
  }
  await modal(page).getByRole('tab').first().click()
}

/**
 * Every demo view, read; the views the desktop screenshot set takes in this state shot in this
 * theme as they are read (see support/screenSet.ts).
 */
async function everyView(page: Page, walk: Walk): Promise<void> {
  for (const view of await demoViews(page)) {
    const shoot = shotIn(view, walk.connected)
    const shown = await openView(page, view, shoot)
    if (!shown) {
      if (shoot) walk.skipped.set(view, 'the modal closed')
      continue
    }
    let why: string | undefined
    if (shoot) why = shown === view ? await shotReady(page, view) : `the kit opened ${shown}`
    if (!(await readView(page, walk, shown))) {
      if (shoot) walk.skipped.set(view, why ?? 'the modal closed')
      continue
    }
    walk.seen.add(shown)
    if (shoot && !why) {
      await shootCard(page, view, walk.theme, 'desktop')
      walk.taken.set(view, 1)
    } else if (shoot && why) walk.skipped.set(view, why)
    if (shown === 'Account') await readAccountTabs(page, walk)
  }
}

// The four walks (disconnected and connected, in each theme) are independent pages: they run side
// by side (each in its own browser context). Reduced motion: the views' transitions end at once;
// the colours a view settles on are the same (the kit's reduced-motion rules shorten durations
// only: ui/styles/modalCss.ts), and the shots are of the settled view.
describe.concurrent('contrast (WCAG AA, axe color-contrast) and the desktop screenshot set', () => {
  for (const connected of [false, true])
    for (const theme of THEMES) {
      const where = `${connected ? 'connected' : 'disconnected'}, ${theme}`
      scenario(
        `every view the demo opens, ${where}; the kit’s buttons`,
        async ({ page, openDemo }) => {
          await openDemo()
          if (connected) await connectTestWallet(page)
          await switchTheme(page, theme)
          const walk: Walk = {
            where,
            connected,
            theme,
            findings: [],
            seen: new Set(),
            reused: new Set(),
            taken: new Map(),
            skipped: new Map(),
          }
          clearShots(await demoViews(page), connected, 'desktop', theme)
          // The page's buttons (connect, network), the modal closed.
          walk.findings.push(...(await settledContrastFindings(page, `buttons (${where})`)))
          await everyView(page, walk)
          console.log(shotSummary(`desktop, ${where}`, walk.taken, walk.skipped))
          console.log(
            `contrast, ${where}: ${walk.seen.size} views; ${walk.reused.size} read by a walk ` +
              `beside this one (the same markup): ${[...walk.reused].join(', ') || 'none'}`,
          )
          expect(walk.findings).toEqual([])
          // The walk did see the views (not one fallback over and over).
          expect(walk.seen.size).toBeGreaterThan(15)
          const shots = connected
            ? ['Account']
            : ['Connect', 'AllWallets', 'ConnectingWalletConnect', 'Networks']
          for (const view of shots) expect(walk.taken.has(view), view).toBe(true)
        },
        // ~40 views with axe each, every wait with its own limit: this bounds the whole walk,
        // which shares the cores with its three sibling pages and the other lanes.
        { contextOptions: { reducedMotion: 'reduce' }, timeout: 280_000 },
      )
    }
})

/** Presses Tab until `target` has keyboard focus (:focus-visible), as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el.matches(':focus-visible'))) break
    await page.keyboard.press('Tab')
  }
  expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true)
  await settled(page)
}

/** Tabs through the open view's controls; every ring clipped on the way. */
async function ringsClippedOnTab(page: Page, presses: number): Promise<string[]> {
  const clipped: string[] = []
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab')
    await settled(page)
    const focused = modal(page).locator(':focus-visible').first()
    if (await focused.count()) clipped.push(...(await focusRingClips(focused)))
  }
  return clipped
}

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  'short window': { width: 1280, height: 560 },
  phone: { width: 390, height: 844 },
}

describe('focus rings', () => {
  for (const [screen, viewport] of Object.entries(VIEWPORTS))
    for (const theme of THEMES)
      scenario(
        `the focused Disconnect buttons’ rings are inside the card (${screen}, ${theme})`,
        async ({ page, openDemo }) => {
          await openDemo()
          await switchTheme(page, theme)
          await connectTestWallet(page)
          await page.getByTestId('connect-button').first().click()
          await modal(page).getByTestId('view-Account').waitFor({ state: 'visible' })
          await settled(page)
          // The element's box plus its ring (outline / box-shadow) within the scroll container,
          // the card and the viewport.
          const disconnect = modal(page).getByTestId('disconnect-button')
          await tabTo(page, disconnect)
          await screenshot(page, `focus-disconnect-${screen.replace(' ', '-')}-${theme}`)
          expect(await focusRingClips(disconnect)).toEqual([])

          await modal(page).getByTestId('account-settings-button').click()
          await modal(page).getByTestId('view-AccountSettings').waitFor({ state: 'visible' })
          await settled(page)
          const settings = modal(page).getByTestId('settings-disconnect')
          await tabTo(page, settings)
          expect(await focusRingClips(settings)).toEqual([])
        },
        { viewport },
      )

  scenario(
    'every control of Connect, then of Account, keeps its whole ring in view when focused',
    async ({ page, openDemo }) => {
      await openDemo()
      await openConnectModal(page)
      await settled(page)
      expect(await ringsClippedOnTab(page, 30)).toEqual([])
      await closeModalIfOpen(page)
      await connectTestWallet(page)
      await page.getByTestId('connect-button').first().click()
      await modal(page).getByTestId('view-Account').waitFor({ state: 'visible' })
      await settled(page)
      expect(await ringsClippedOnTab(page, 30)).toEqual([])
    },
    { viewport: VIEWPORTS['short window'] },
  )
})

/** Two EIP-6963 wallets with long names (stubs: they are listed, never connected). */
const MEDIUM_NAME = 'Gangway Test Extension Wallet'
// (Core cuts an announced name to 64 characters.)
const LONG_NAME = 'Gangway Test Extension Wallet Whose Name Runs Far Past Two Lines'
const LONG_NAMED_WALLETS = `;(() => {
  const wallets = ${JSON.stringify([
    { uuid: '7b1c2d3e-0000-4000-8000-000000000001', name: MEDIUM_NAME, rdns: 'dev.gangway.medium' },
    { uuid: '7b1c2d3e-0000-4000-8000-000000000002', name: LONG_NAME, rdns: 'dev.gangway.long' },
  ])}
  // One provider each (the kit takes one provider for one wallet).
  const details = wallets.map((info) =>
    Object.freeze({
      info: { ...info, icon: '' },
      provider: {
        request: () => Promise.reject(Object.assign(new Error('User rejected'), { code: 4001 })),
        on() {},
        removeListener() {},
      },
    }),
  )
  const announce = () => {
    for (const detail of details)
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})();`

describe('truncation', () => {
  scenario(
    'a wallet name wraps to two lines before it ends in an ellipsis, and keeps its full text',
    async ({ page, openDemo }) => {
      await openDemo()
      // Connect lists a few wallets (the test wallet and the medium name among them); AllWallets
      // lists every one.
      const VIEWS = {
        Connect: [TEST_WALLET_NAME, MEDIUM_NAME],
        AllWallets: [TEST_WALLET_NAME, MEDIUM_NAME, LONG_NAME],
      }
      for (const [view, names] of Object.entries(VIEWS)) {
        await openView(page, view)
        const row = (name: string) =>
          modal(page).getByTestId('wallet-option').filter({ hasText: name }).first()
        await row(names.at(-1)!).waitFor()
        for (const name of names) {
          const label = row(name).locator('.gw-name')
          // The full name: the label's text, its title and the row's accessible name.
          expect(await label.textContent()).toBe(name)
          expect(await label.getAttribute('title')).toBe(name)
          expect(await modal(page).getByRole('button', { name }).count()).toBeGreaterThan(0)
          const box = await label.evaluate((el) => ({
            cut: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
            lines: Math.round(el.clientHeight / Number.parseFloat(getComputedStyle(el).lineHeight)),
          }))
          // A name that fits two lines of a 360 px modal shows whole; a longer one shows two
          // lines, then the ellipsis.
          if (name === LONG_NAME) expect(box).toEqual({ cut: true, lines: 2 })
          else expect(box.cut, name).toBe(false)
        }
        await screenshot(page, `truncation-${view.toLowerCase()}`)
        // Nothing else in the view is cut short.
        const cut = (await clippedTexts(page)).filter((clipped) => clipped.text !== LONG_NAME)
        expect(cut, view).toEqual([])
      }
    },
    { beforeOpen: async (context) => void (await context.addInitScript(LONG_NAMED_WALLETS)) },
  )

  scenario('the Account view: NFT names and every row show whole', async ({ page, openDemo }) => {
    await openDemo()
    await connectTestWallet(page)
    await page.getByTestId('connect-button').first().click()
    await modal(page).getByTestId('view-Account').waitFor({ state: 'visible' })
    for (const tab of ['Tokens', 'NFTs', 'Activity']) {
      await modal(page).getByRole('tab', { name: tab }).click()
      await modal(page).getByRole('tabpanel').filter({ visible: true }).waitFor()
      if (tab === 'NFTs')
        await modal(page).getByTestId('nft-item').first().waitFor({ timeout: 20_000 })
      await settled(page)
      await screenshot(page, `truncation-account-${tab.toLowerCase()}`)
      // Any text cut short is cut after two lines and has its full text as a tooltip.
      for (const clipped of await clippedTexts(page)) {
        expect(clipped.lines, clipped.text).toBeGreaterThanOrEqual(2)
        expect(clipped.title ?? '', clipped.text).toContain(clipped.text)
      }
      if (tab !== 'NFTs') continue
      // The demo's NFTs ('Gangway Test Collectibles #1', of 'Gangway Test Collectibles') show
      // whole: name, collection and id.
      const cards = await modal(page)
        .locator('.gw-nft-name, .gw-nft-collection')
        .evaluateAll((els) =>
          els.map((el) => ({
            text: el.textContent,
            cut: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
          })),
        )
      expect(cards.length).toBeGreaterThan(0)
      for (const card of cards) expect(card.cut, card.text ?? '').toBe(false)
    }
  })
})

/** Adds CSS to the modal's shadow root (to show the checks above fail where they should). */
async function addModalCss(page: Page, css: string): Promise<void> {
  await page.evaluate((text) => {
    const root = document.querySelector('gangway-modal')!.shadowRoot!
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(text)
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  }, css)
}

describe('the checks see what they are for', () => {
  scenario(
    'a light grey text fails the contrast check; rings clip without the scroll padding',
    async ({ page, openDemo }) => {
      await openDemo()
      await switchTheme(page, 'light')
      await openConnectModal(page)
      await settled(page)
      await addModalCss(page, `.gw-theme[data-theme] { --gw-color-fg: #b0b4bb !important; }`)
      const findings = await contrastFindings(page, 'Connect, grey text')
      expect(findings.filter((finding) => finding.kind === 'violation').length).toBeGreaterThan(0)

      // Without the body's scroll padding, focus scrolls a control flush with the edge.
      await addModalCss(
        page,
        `.gw-theme[data-theme] { --gw-color-fg: #121316 !important; } .gw-body { scroll-padding-block: 0 !important; }`,
      )
      expect((await ringsClippedOnTab(page, 30)).length).toBeGreaterThan(0)
    },
    { viewport: VIEWPORTS['short window'] },
  )
})
