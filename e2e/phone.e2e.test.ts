// On a phone (390 x 844, touch, a phone's user agent) in Chromium on the demo: AllWallets' search
// stays in view while the list scrolls under it, a directory wallet's WalletConnect view leads
// with the wallet's app button — the QR code is one tap away ("Show QR code") — and an account
// with a long name fits: the account button in the page's header, the Account sheet on screen.
import type { Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect } from 'vitest'
import {
  closeModalIfOpen,
  connectFirstScreen,
  connectTestWallet,
  modal,
  text,
} from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'
import { freshWallet, fund, NAME_SUFFIX, registerOnServer } from './support/names.js'
import { PHONE } from './support/phone.js'

useBrowser()

/** Opens AllWallets from the connect button (the Connect view's "All wallets" entry). */
async function openAllWallets(page: Page) {
  await page.getByTestId('connect-button').first().click()
  // On the way: Connect shows email and every social login on the phone's first screen.
  await modal(page).getByTestId('email-input').waitFor()
  expect(await connectFirstScreen(page)).toMatchObject({ scrolled: 0, controls: 8, below: [] })
  await modal(page).getByTestId('all-wallets').click()
  const list = modal(page).getByTestId('all-wallets-list')
  await expect
    .poll(async () => Number(await list.getAttribute('data-count')), { timeout: 15_000 })
    .toBeGreaterThan(20)
  return list
}

/** What the page shows at the middle of a box (inside the modal's shadow root). */
function topmostAt(page: Page, x: number, y: number) {
  return page.evaluate(
    ([px, py]) => {
      const root = document.querySelector('gangway-modal')?.shadowRoot
      const element = root?.elementFromPoint(px!, py!)
      return element?.closest('[data-testid]')?.getAttribute('data-testid') ?? null
    },
    [x, y],
  )
}

/**
 * What sticks out of the phone's 390 px: the page's width, the modal card's, and every element
 * of the card (its test id or class) whose box leaves the screen's width.
 */
function overflow(page: Page) {
  return page.evaluate((screen) => {
    const card = document
      .querySelector('gangway-modal')
      ?.shadowRoot?.querySelector('[data-testid="modal-card"]')
    const outside = [...(card?.querySelectorAll('*') ?? [])]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && (box.left < -0.5 || box.right > screen + 0.5)
      })
      .map((element) => element.getAttribute('data-testid') || element.getAttribute('class'))
    return {
      page: document.documentElement.scrollWidth,
      card: card?.getBoundingClientRect().width,
      outside,
    }
  }, PHONE.viewport.width)
}

const NAMED_KEY = generatePrivateKey()

describe('on a phone', () => {
  scenario(
    'an account with a long name: the account button stays in the header, the Account sheet on screen (light and dark)',
    async ({ page, demo, openDemo }) => {
      const label = `a-rather-long-account-name-${Math.random().toString(36).slice(2, 10)}`
      await fund(demo, privateKeyToAccount(NAMED_KEY).address, '10')
      await registerOnServer(demo, label, NAMED_KEY)
      await openDemo()
      await connectTestWallet(page)
      const button = page.getByTestId('connect-button').first()
      // The whole name is the button's text (its accessible name).
      await expect
        .poll(() => text(button.getByTestId('account-address')), { timeout: 15_000 })
        .toBe(`${label}.${NAME_SUFFIX}`)
      for (const theme of ['light', 'dark']) {
        await closeModalIfOpen(page)
        if ((await page.locator('html').getAttribute('data-theme')) !== theme)
          await page.getByTestId('theme-toggle').click()
        await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe(theme)
        // The name ends in an ellipsis; the button is inside the header, the page not wider.
        const header = (await page.locator('header').first().boundingBox())!
        const box = (await button.boundingBox())!
        expect(header.width).toBeLessThanOrEqual(PHONE.viewport.width)
        expect(box.x).toBeGreaterThanOrEqual(header.x)
        expect(box.x + box.width).toBeLessThanOrEqual(header.x + header.width)
        await button.click()
        await modal(page).getByTestId('view-Account').waitFor()
        await expect
          .poll(() => text(modal(page).getByTestId('account-view-address')))
          .toBe(`${label}.${NAME_SUFFIX}`)
        // Send and the tabs are on screen, and nothing of the sheet is wider than it.
        await modal(page).getByRole('tab', { name: 'Activity' }).waitFor()
        expect(await overflow(page)).toEqual({
          page: PHONE.viewport.width,
          card: PHONE.viewport.width,
          outside: [],
        })
      }
      // Ether has its logo and the local anvil chain the neutral chain glyph: no letters.
      const tokenIcon = modal(page).getByTestId('account-tab-tokens').locator('.gw-image').first()
      await expect.poll(() => tokenIcon.locator('img').count(), { timeout: 15_000 }).toBe(1)
      const pill = modal(page).getByTestId('account-network').locator('.gw-network-icon')
      expect(await pill.locator('[data-testid="network-glyph"]').count()).toBe(1)
      expect(await text(pill)).toBe('')
      // Cut short on screen, the name is whole in the button's tooltip.
      expect(await button.getAttribute('title')).toContain(`${label}.${NAME_SUFFIX}`)
      // Whatever the host page does: a page wider than the phone leaves the sheet at its width.
      await closeModalIfOpen(page)
      await page.evaluate(() => {
        const wide = document.createElement('div')
        wide.style.width = '478px'
        wide.style.height = '10px'
        document.body.append(wide)
      })
      await button.click()
      await modal(page).getByTestId('view-Account').waitFor()
      expect((await overflow(page)).card).toBe(PHONE.viewport.width)
    },
    {
      ...PHONE,
      wallet: false,
      timeout: 90_000,
      beforeOpen: async (context) => {
        await context.addInitScript(await freshWallet(NAMED_KEY))
      },
    },
  )

  scenario(
    'AllWallets: the search box stays put while the list scrolls under it',
    async ({ page, openDemo }) => {
      await openDemo()
      await openAllWallets(page)
      const search = modal(page).getByTestId('wallet-search')
      const before = (await search.boundingBox())!
      const body = modal(page).locator('.gw-body')
      await body.evaluate((element) => {
        element.scrollTop = 900
      })
      await page.waitForFunction(() => {
        const root = document.querySelector('gangway-modal')?.shadowRoot
        return (root?.querySelector('.gw-body')?.scrollTop ?? 0) > 800
      })
      const after = (await search.boundingBox())!
      expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1)
      // It is on top: the rows scroll under it, not over it.
      expect(await topmostAt(page, after.x + after.width / 2, after.y + after.height / 2)).toBe(
        'wallet-search',
      )
      // And typing still filters the list from there.
      await search.fill('rain')
      await modal(page)
        .getByTestId('wallet-option')
        .filter({ hasText: 'Rainbow' })
        .first()
        .waitFor()
    },
    PHONE,
  )

  scenario(
    'a directory wallet: its app button leads, the QR code is behind "Show QR code"',
    async ({ page, openDemo }) => {
      await openDemo()
      await openAllWallets(page)
      await modal(page).getByTestId('wallet-search').fill('rainbow')
      await modal(page).getByTestId('wallet-option').filter({ hasText: 'Rainbow' }).first().click()
      await modal(page).getByTestId('view-ConnectingWalletConnect').waitFor()
      const lead = modal(page).getByTestId('wc-phone-lead')
      await lead.waitFor()
      expect(await lead.textContent()).toBe(
        'Open Rainbow on this device to approve the connection.',
      )
      const app = modal(page).getByTestId('wc-open-mobile')
      await expect.poll(() => app.isEnabled(), { timeout: 15_000 }).toBe(true)
      expect(await app.getAttribute('data-variant')).toBe('primary')
      // Nothing asks to scan with "your phone"; the QR code is hidden until asked for.
      const view = modal(page).getByTestId('view-ConnectingWalletConnect')
      expect(await view.textContent()).not.toContain('on your phone')
      expect(await modal(page).getByTestId('wc-qr').count()).toBe(0)
      // The app button comes first on screen, above the fold of the bottom sheet.
      const appBox = (await app.boundingBox())!
      expect(appBox.y + appBox.height).toBeLessThanOrEqual(844)

      await modal(page).getByTestId('wc-show-qr').click()
      const qr = modal(page).getByTestId('wc-qr')
      await qr.waitFor()
      expect(await qr.getAttribute('data-uri')).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      // Under the app button (the bottom sheet grows upwards as it opens).
      expect((await qr.boundingBox())!.y).toBeGreaterThan((await app.boundingBox())!.y)
      expect(await view.textContent()).toContain(
        'Or scan this QR code with a wallet on another device',
      )
    },
    PHONE,
  )
})
