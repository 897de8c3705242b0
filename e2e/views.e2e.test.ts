import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { closeModalIfOpen, connectTestWallet, modal, testWalletOption } from './support/demoPage.js'
import { SCREENS, scenario, useBrowser } from './support/harness.js'

useBrowser()

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface AxeFinding {
  view: string
  id: string
  impact: string
  help: string
  targets: string[]
}

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

/** axe-core on the modal (inside its shadow root): the serious and critical violations. */
async function axeViolations(page: Page, view: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE })
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(
      { include: [['gangway-modal']] },
      { resultTypes: ['violations'] },
    )
    return result.violations.map((violation: any) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map(
        (node: any) => `${JSON.stringify(node.target)}: ${node.failureSummary.split('\n').at(-1)}`,
      ),
    }))
  })
  return violations
    .filter((finding: AxeFinding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((finding: AxeFinding) => ({ ...finding, view }))
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENS}${name}.png`, animations: 'disabled' })
}

async function setTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate((mode) => (window as any).gangwayDemo.kit.setThemeMode(mode), theme)
  await page.waitForFunction((mode) => document.documentElement.dataset.theme === mode, theme)
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
  )
})

describe('on a narrow screen', () => {
  scenario(
    'the modal is a bottom sheet across the full width',
    async ({ page, openDemo }) => {
      await openDemo()
      await showView(page, 'Connect')
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
