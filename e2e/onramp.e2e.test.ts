// Buy (issue 18) through the local on-ramp in the demo: the provider list on the anvil chain, the
// provider's page opened in a popup with the account's address, network, asset and amount, paid
// there; the ETH read back from anvil, the modal seeing it arrive, and Activity marking the
// delivery as a purchase (the transactions call's `onramp`, served by the demo's server).
import { parseEther } from 'viem'
import { describe, expect } from 'vitest'
import { balanceOf, connectTestWallet, modal, text } from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'

useBrowser()

describe('Buy through the local on-ramp', () => {
  scenario(
    'buys $20 of ETH in the popup: the ETH arrives on anvil, the modal says so, Activity shows the purchase',
    async ({ page, context, demo, openDemo }) => {
      const chain = demo.config.chains[0]!
      const { onramp } = demo.config
      const address = demo.config.wallet.address
      await openDemo()
      await connectTestWallet(page)
      const before = await balanceOf(chain.rpcUrl, address)

      await page.getByTestId('connect-button').first().click()
      await modal(page).locator('[data-feature="onramp"]').click()
      await modal(page).getByTestId('onramp-view').waitFor()
      // On the anvil chain only the local provider sells (the real ones serve spec §9's chains).
      await expect
        .poll(() =>
          modal(page)
            .locator('[data-testid="onramp-providers"] .gw-list-item-label')
            .allTextContents(),
        )
        .toEqual(['Local On-Ramp1–2% fee'])
      await modal(page)
        .getByRole('radio', { name: /Local On-Ramp/ })
        .isChecked()
      await modal(page).getByRole('button', { name: '$20' }).click()

      const opened = context.waitForEvent('page')
      await modal(page).getByTestId('onramp-continue').click()
      const popup = await opened
      await popup.waitForLoadState()
      expect(popup.url()).toBe(
        `${onramp.url}/buy?address=${address}&network=eip155%3A${chain.chainId}&asset=ETH&amount=20`,
      )
      await modal(page).getByTestId('onramp-pending').waitFor()
      expect(await text(modal(page).getByTestId('onramp-status'))).toContain(
        'Local On-Ramp opened in a new window',
      )

      await popup.getByTestId('onramp-pay').click()
      await popup.getByTestId('onramp-paid').waitFor({ timeout: 30_000 })
      // The funds, read from anvil: $20 at $2,000 per ETH.
      await expect
        .poll(() => balanceOf(chain.rpcUrl, address), { timeout: 15_000 })
        .toBe(before + parseEther('0.01'))
      await popup.close()

      // The modal reads the balance again while it waits, and sees them arrive.
      await modal(page).getByTestId('onramp-arrived').waitFor({ timeout: 20_000 })
      expect(await text(modal(page).getByTestId('onramp-arrived').getByRole('status'))).toBe(
        '0.01 ETH arrived in your account.',
      )
      await modal(page).getByTestId('onramp-done').click()

      // Activity, read from anvil through the demo's server with the provider's sender as onramp.
      await modal(page).getByRole('tab', { name: 'Activity' }).click()
      const bought = modal(page).locator('[data-testid="activity-row"][data-onramp="true"]').first()
      await expect
        .poll(() => text(bought), { timeout: 20_000 })
        .toContain('Bought via Local On-Ramp')
      expect(await text(bought)).toContain('+0.010 ETH')
    },
    { timeout: 120_000 },
  )
})
