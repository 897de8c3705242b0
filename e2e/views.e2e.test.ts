import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { type AxeFinding, axeViolations, screenshot, setTheme } from './support/axe.js'
import { closeModalIfOpen, connectTestWallet, modal, testWalletOption } from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'

useBrowser()

/** The modal's current view, from the kit's router store. */
function currentView(page: Page): Promise<string> {
  return page.evaluate(() => (window as any).gangwayDemo.kit.stores.router.getState().view)
}

/** Opens a view through the kit (as the demo's view buttons do) and waits for it to render. */
async function showView(page: Page, view: string): Promise<void> {
  await page.evaluate((name) => (window as any).gangwayDemo.kit.open({ view: name }), view)
  await page.waitForFunction(
    (name) => (window as any).gangwayDemo.kit.stores.router.getState().view === name,
    view,
  )
  // The view's wrapper renders once its lazily loaded chunk is in; then its enter animation ends.
  await modal(page).getByTestId(`view-${view}`).waitFor({ state: 'visible' })
  await page.waitForFunction(() => {
    const root = document.querySelector('gangway-modal')?.shadowRoot
    return Boolean(root?.getAnimations().every((animation) => animation.playState !== 'running'))
  })
}

/** The modal overlay's computed backdrop filter: how the page behind the modal is drawn. */
function overlayBackdropFilter(page: Page): Promise<string> {
  return page.evaluate(() => {
    const overlay = document
      .querySelector('gangway-modal')
      ?.shadowRoot?.querySelector('.gw-overlay')
    if (!overlay) throw new Error('no modal overlay')
    return getComputedStyle(overlay).backdropFilter
  })
}

/** The Account view's NFTs and Activity tabs: each selected, screenshotted and checked. */
async function accountTabs(page: Page, theme: string): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = []
  for (const tab of ['NFTs', 'Activity']) {
    await modal(page).getByRole('tab', { name: tab }).click()
    await modal(page).getByRole('tabpanel').filter({ visible: true }).waitFor()
    await screenshot(page, `account-${tab.toLowerCase()}-${theme}`)
    findings.push(...(await axeViolations(page, `Account, ${tab} tab`)))
  }
  return findings
}

// Views this issue builds that open while disconnected, then those that need an account. Each
// is screenshotted (e2e/artifacts/screens/<view>-<theme>.png) before axe runs on it.
const DISCONNECTED_VIEWS = ['Connect', 'AllWallets', 'Networks', 'UnsupportedChain']
const CONNECTED_VIEWS = ['Account', 'Networks', 'ApproveTransaction', 'Receive']

describe.each(['dark', 'light'] as const)('the built views in the %s theme', (theme) => {
  scenario(
    `screenshots of Connect, AllWallets and Account, and no serious axe violation (${theme})`,
    async ({ page, openDemo }) => {
      await openDemo()
      await setTheme(page, theme)
      const findings: AxeFinding[] = []
      for (const view of DISCONNECTED_VIEWS) {
        await showView(page, view)
        // A visitor with no "reduce transparency" preference sees the page behind blurred.
        if (view === 'Connect') expect(await overlayBackdropFilter(page)).toBe('blur(6px)')
        await screenshot(page, `${view.toLowerCase()}-${theme}`)
        findings.push(...(await axeViolations(page, view)))
      }
      await closeModalIfOpen(page)
      await connectTestWallet(page)
      for (const view of CONNECTED_VIEWS) {
        await showView(page, view)
        const name = view === 'Account' ? 'account' : `${view.toLowerCase()}-connected`
        await screenshot(page, `${name}-${theme}`)
        findings.push(...(await axeViolations(page, `${view} (connected)`)))
        if (view === 'Account') findings.push(...(await accountTabs(page, theme)))
      }
      expect(findings).toEqual([])
    },
    // The page behind the modal as most visitors see it (the other scenarios emulate "reduce
    // transparency": see support/harness.ts).
    { reducedTransparency: false },
  )
})

describe('on a narrow screen', () => {
  scenario(
    'the modal is a bottom sheet across the full width',
    async ({ page, openDemo }) => {
      await openDemo()
      await showView(page, 'Connect')
      // "Reduce transparency" (the harness's default): the overlay tints the page, no blur.
      expect(await overlayBackdropFilter(page)).toBe('none')
      await screenshot(page, 'connect-mobile-dark')
      const card = await modal(page).getByTestId('modal-card').boundingBox()
      expect(card).not.toBeNull()
      expect(Math.round(card!.x)).toBe(0)
      expect(Math.round(card!.width)).toBe(390)
      expect(Math.round(card!.y + card!.height)).toBe(844)
    },
    { viewport: { width: 390, height: 844 } },
  )
})

describe('the demo page', () => {
  scenario(
    'its view buttons open the named view; the theme toggle switches both themes',
    async ({ page, openDemo }) => {
      await openDemo()
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
      await page.getByTestId('theme-toggle').click()
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light')
      expect(
        await page.evaluate(
          () => (window as any).gangwayDemo.kit.stores.theme.getState().themeMode,
        ),
      ).toBe('light')

      await page.getByTestId('open-view-AllWallets').click()
      await page.waitForFunction(
        () => (window as any).gangwayDemo.kit.stores.router.getState().view === 'AllWallets',
      )
      expect(await currentView(page)).toBe('AllWallets')
      await testWalletOption(page).waitFor({ state: 'visible' })
    },
  )
})
