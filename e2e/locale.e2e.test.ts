// The modal in the visitor's language: Arabic mirrored right to left (screenshot and axe), a
// host's language switch, and English pages that never download a catalogue.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { axeViolations, screenshot } from './support/axe.js'
import { modal, TEST_WALLET_NAME, waitForHookState } from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'

useBrowser()

const ARABIC_CONNECT = 'ربط المحفظة'
const SPANISH_CONNECT = 'Conectar billetera'

/** The text of every script the page loads (to see which catalogues it downloaded). */
function recordScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  return () => Promise.all(bodies)
}

async function titleText(page: Page): Promise<string> {
  return (await modal(page).getByTestId('modal-title').textContent())?.trim() ?? ''
}

scenario(
  'Arabic: the button and modal are translated and mirrored, a visitor connects and reads the account',
  async ({ page, openDemo }) => {
    const scripts = recordScripts(page)
    await openDemo({ params: { locale: 'ar' } })
    const button = page.getByTestId('connect-button').first()
    await expect.poll(() => button.textContent()).toBe(ARABIC_CONNECT)
    await button.click()

    const root = modal(page).getByTestId('modal-root')
    await root.waitFor()
    expect(await root.getAttribute('dir')).toBe('rtl')
    expect(await root.getAttribute('lang')).toBe('ar')
    await expect.poll(() => titleText(page)).toBe(ARABIC_CONNECT)
    // Mirrored: the close button sits at the header's left edge, the title to its right.
    const close = await modal(page).getByTestId('modal-close').boundingBox()
    const title = await modal(page).getByTestId('modal-title').boundingBox()
    expect(close && title && close.x < title.x).toBe(true)

    const option = modal(page)
      .getByTestId('wallet-option')
      .filter({ hasText: TEST_WALLET_NAME })
      .first()
    await option.waitFor()
    await screenshot(page, 'connect-ar-dark')
    expect(await axeViolations(page, 'Connect (ar)')).toEqual([])

    await option.click()
    const state = await waitForHookState(page, (s) => s.account.isConnected)
    await page.evaluate(() => (window as any).gangwayDemo.kit.open({ view: 'Account' }))
    await expect.poll(() => titleText(page)).toBe('الحساب')
    const tabs = modal(page).getByRole('tab')
    await tabs.first().waitFor()
    await screenshot(page, 'account-ar-dark')
    expect(await axeViolations(page, 'Account (ar)')).toEqual([])

    // Right to left, the next tab is to the left: ArrowLeft moves forward.
    const first = tabs.first()
    await first.focus()
    await page.keyboard.press('ArrowLeft')
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true')

    // The connected account is the wallet's, read back from the kit's hooks.
    expect(state.account.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect((await scripts()).some((body) => body.includes(ARABIC_CONNECT))).toBe(true)
  },
)

scenario(
  'English loads no catalogue; the host switches to Spanish and the open modal follows',
  async ({ page, openDemo }) => {
    const scripts = recordScripts(page)
    await openDemo()
    const button = page.getByTestId('connect-button').first()
    await button.click()
    await expect.poll(() => titleText(page)).toBe('Connect Wallet')
    await modal(page).getByTestId('wallet-option').first().waitFor()
    const english = await scripts()
    expect(english.some((body) => body.includes(SPANISH_CONNECT))).toBe(false)
    expect(english.some((body) => body.includes(ARABIC_CONNECT))).toBe(false)

    await page.evaluate(() => (window as any).gangwayDemo.kit.setLocale('es'))
    await expect.poll(() => titleText(page)).toBe(SPANISH_CONNECT)
    expect(await modal(page).getByTestId('modal-root').getAttribute('lang')).toBe('es')
    await expect.poll(() => button.textContent()).toBe(SPANISH_CONNECT)
    expect((await scripts()).some((body) => body.includes(SPANISH_CONNECT))).toBe(true)
  },
)
