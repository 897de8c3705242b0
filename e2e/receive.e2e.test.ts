// The Receive view in Chromium: the QR code as the page draws it is screenshotted and decoded
// with a real QR reader (jsQR), and compared with the address the wallet itself reports; the copy
// button, driven from the keyboard, puts that address on the real clipboard.
import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import {
  connectFromList,
  connectTestWallet,
  modal,
  switchNetwork,
  text,
  waitForHookState,
  waitForModalClosed,
} from './support/demoPage.js'
import { SCREENS, scenario, useBrowser } from './support/harness.js'
import { decodeQr } from './support/qr.js'
import { addSolanaTestWallet, SOLANA_WALLET_NAME } from './support/solanaWallet.js'

useBrowser()

/** The data-testid of the element focused inside the modal's shadow root. */
function focusedTestId(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      (document.querySelector('gangway-modal')?.shadowRoot?.activeElement as HTMLElement | null)
        ?.dataset.testid,
  )
}

/** Presses Tab until the control is focused (fails after 20 presses). */
async function tabTo(page: Page, testId: string): Promise<void> {
  for (let press = 0; press < 20; press++) {
    if ((await focusedTestId(page)) === testId) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${testId}`)
}

/**
 * From the connect button (which opens Account) to Receive with the keyboard: its feature button
 * focused and Enter pressed. Waits until the view's enter animation is over.
 */
async function openReceive(page: Page): Promise<Locator> {
  await page.getByTestId('connect-button').first().click()
  const feature = modal(page).locator('[data-feature="receive"]')
  await feature.focus()
  await page.keyboard.press('Enter')
  await modal(page).getByTestId('view-Receive').waitFor({ state: 'visible' })
  await page.waitForFunction(() => {
    const root = document.querySelector('gangway-modal')?.shadowRoot
    return Boolean(root?.getAnimations().every((animation) => animation.playState !== 'running'))
  })
  return modal(page).getByTestId('view-Receive')
}

/** The names of the networks Receive lists (each after its decorative image). */
function listedNetworks(view: Locator): Promise<string[]> {
  return view
    .getByTestId('receive-networks')
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.lastChild?.textContent ?? ''))
}

/**
 * Checks the open Receive view against `address`: the decoded QR code, the text, the networks
 * and, from the keyboard, the copy button and what it puts on the clipboard.
 */
async function expectReceive(page: Page, address: string, networks: string[], shot: string) {
  const view = await openReceive(page)
  await page.screenshot({ path: `${SCREENS}receive-${shot}.png`, animations: 'disabled' })
  expect(await decodeQr(page, view.getByTestId('receive-qr'))).toBe(address)
  expect(await text(view.getByTestId('receive-address'))).toBe(address)
  expect(await listedNetworks(view)).toEqual(networks)

  await page.evaluate(() => navigator.clipboard.writeText('nothing yet'))
  await tabTo(page, 'receive-copy')
  await page.keyboard.press('Enter')
  await expect.poll(() => text(view.getByTestId('receive-copy'))).toBe('Copied')
  expect(await text(view.getByRole('status'))).toBe('Address copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
  expect(await focusedTestId(page)).toBe('receive-copy')

  await modal(page).getByTestId('modal-close').click()
  await waitForModalClosed(page)
}

describe('Receive', () => {
  scenario(
    'the QR code decodes to the address each wallet reports, and copy puts it on the clipboard',
    async ({ page, demo, openDemo }) => {
      await openDemo()
      await connectTestWallet(page)
      const [evmAddress] = await page.evaluate(() =>
        (window as any).gangwayTestWallet.request({ method: 'eth_accounts' }),
      )
      // The kit shows the address as the wallet spells it (checksummed).
      const shown = (await waitForHookState(page, (s) => s.account.isConnected)).account.address!
      expect(shown.toLowerCase()).toBe(String(evmAddress).toLowerCase())
      const evmNetworks = demo.config.chains.map((chain) => chain.name)
      expect(evmNetworks.length).toBeGreaterThan(1)
      await expectReceive(page, shown, evmNetworks, 'evm')

      // Solana, through the Wallet Standard test wallet: only its own network is listed.
      await switchNetwork(page, 'solana:localnet')
      await connectFromList(page, SOLANA_WALLET_NAME, 'solana')
      const solAddress = await page.evaluate(
        () => (window as any).gangwaySolanaTestWallet.address as string,
      )
      expect(solAddress).toBe(demo.config.solana.wallet.address)
      await expectReceive(page, solAddress, ['Solana Localnet'], 'solana')
    },
    {
      timeout: 120_000,
      beforeOpen: async (context) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'])
        await addSolanaTestWallet(context)
      },
    },
  )
})
