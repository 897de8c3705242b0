// On a phone (390 x 844, touch, a phone's user agent) in Chromium on the demo: AllWallets' search
// stays in view while the list scrolls under it, and a directory wallet's WalletConnect view
// leads with the wallet's app button — the QR code is one tap away ("Show QR code").
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { modal } from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'
import { PHONE } from './support/phone.js'

useBrowser()

/** Opens AllWallets from the connect button (the Connect view's "All wallets" entry). */
async function openAllWallets(page: Page) {
  await page.getByTestId('connect-button').first().click()
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

describe('on a phone', () => {
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
