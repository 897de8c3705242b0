import { polkadotTestExtensionInitScript } from '@gangway/testing/polkadot/node'
import { signatureVerify } from '@polkadot/util-crypto'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { screenshot } from './support/axe.js'
import {
  connectTestWallet,
  currentView,
  hookState,
  modal,
  TEST_WALLET_NAME,
  text,
  waitForHookState,
  waitForModalClosed,
} from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'
import { addSolanaTestWallet, SOLANA_WALLET_NAME } from './support/solanaWallet.js'

useBrowser()

/** How the Polkadot adapter names the test extension (`injectedWeb3['gangway-test']`). */
const POLKADOT_WALLET_NAME = 'Gangway Test Extension'
const SOLANA_NETWORK = 'solana:localnet'
const POLKADOT_NETWORK = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e' // westend
/** The dev accounts //Alice and //Bob in the Westend (generic substrate, 42) SS58 format. */
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'

/** A family's status in the kit (connected / disconnected), read in the page. */
function status(page: Page, namespace: string) {
  return page.evaluate(
    (ns) =>
      ((window as any).gangwayDemo.kit.stores.chain.getState().chains[ns]?.accountState?.status ??
        'disconnected') as string,
    namespace,
  )
}

/** Opens Networks from the network button and picks a network; the modal stays open. */
async function pickNetwork(page: Page, caipNetworkId: string) {
  await page.getByTestId('network-button').first().click()
  await modal(page)
    .locator(`[data-testid="network-option"][data-network-id="${caipNetworkId}"]`)
    .click()
}

describe('families and accounts (issue 20)', () => {
  scenario(
    'with EVM connected, a Solana network goes straight to Solana wallets; Polkadot asks which account, and the second is the kit address',
    async ({ page, openDemo }) => {
      await openDemo()
      await connectTestWallet(page)
      expect(await status(page, 'eip155')).toBe('connected')

      // The buttons tell which families are connected (a dot each, and the same as text).
      const families = page.getByTestId('network-button').getByTestId('connected-families')
      await families.waitFor()
      expect(await families.getAttribute('title')).toContain('EVM connected')
      expect(await families.getAttribute('title')).toContain('Solana not connected')

      // Networks tags each family; Solana Localnet opens Solana's wallets, nothing in between.
      await page.getByTestId('network-button').first().click()
      const tag = (ns: string) =>
        modal(page).locator(`[data-testid="family-connection"][data-namespace="${ns}"]`)
      expect(await text(tag('eip155'))).toBe('Connected')
      expect(await text(tag('solana'))).toBe('Not connected')
      await screenshot(page, 'families-networks')
      await modal(page)
        .locator(`[data-testid="network-option"][data-network-id="${SOLANA_NETWORK}"]`)
        .click()
      await modal(page).getByTestId('view-Connect').waitFor()
      expect(await text(modal(page).getByTestId('modal-title'))).toBe('Connect a Solana wallet')
      expect(await text(modal(page).getByTestId('other-families-note'))).toBe(
        'Your EVM wallet stays connected.',
      )
      expect(await modal(page).getByTestId('modal-back').count()).toBe(0)
      await screenshot(page, 'families-connect-solana')
      const options = modal(page).getByTestId('wallet-option')
      await options.filter({ hasText: SOLANA_WALLET_NAME }).first().waitFor()
      expect(await options.filter({ hasText: TEST_WALLET_NAME }).count()).toBe(0)
      expect(await options.filter({ hasText: POLKADOT_WALLET_NAME }).count()).toBe(0)
      expect(await options.filter({ hasText: 'Rainbow' }).count()).toBe(0)
      // The EVM session is alive behind it.
      expect(await status(page, 'eip155')).toBe('connected')
      expect(await hookState(page)).toMatchObject({
        network: { caipNetworkId: SOLANA_NETWORK },
      })

      await options.filter({ hasText: SOLANA_WALLET_NAME }).first().click()
      await waitForModalClosed(page)
      await waitForHookState(page, (s) => (s.account.caipAddress ?? '').startsWith('solana:'))
      expect(await status(page, 'eip155')).toBe('connected')
      expect(await status(page, 'solana')).toBe('connected')

      // Polkadot: its wallets, then the extension's two accounts; the visitor picks Bob.
      await pickNetwork(page, POLKADOT_NETWORK)
      await modal(page).getByTestId('view-Connect').waitFor()
      expect(await text(modal(page).getByTestId('modal-title'))).toBe('Connect a Polkadot wallet')
      expect(await text(modal(page).getByTestId('other-families-note'))).toBe(
        'Your EVM and Solana wallets stay connected.',
      )
      await modal(page)
        .getByTestId('wallet-option')
        .filter({ hasText: POLKADOT_WALLET_NAME })
        .first()
        .click()
      await modal(page).getByTestId('view-SelectAccount').waitFor()
      expect(await currentView(page)).toBe('SelectAccount')
      expect(await text(modal(page).getByTestId('modal-title'))).toBe('Select Account')
      expect(await modal(page).getByTestId('modal-back').count()).toBe(0)
      const accounts = modal(page).getByTestId('account-option')
      await expect.poll(() => accounts.count()).toBe(2)
      expect(await text(accounts.nth(0))).toContain('Alice')
      expect(await text(accounts.nth(0))).toContain('Active')
      expect(await text(accounts.nth(1))).toContain('Bob')
      await screenshot(page, 'accounts-picker-polkadot')
      await accounts.nth(1).click()
      await waitForModalClosed(page)
      await screenshot(page, 'families-buttons')

      const state = await waitForHookState(page, (s) =>
        (s.account.caipAddress ?? '').startsWith('polkadot:'),
      )
      expect(state.account).toMatchObject({
        isConnected: true,
        address: BOB,
        caipAddress: `${POLKADOT_NETWORK}:${BOB}`,
      })
      const kitAddress = await page.evaluate(
        () => (window as any).gangwayDemo.kit.getAccount('polkadot').address as string,
      )
      expect(kitAddress).toBe(BOB)
      // The extension signs as Bob now (no address given: the adapter's active account).
      const signature = await page.evaluate(
        async () =>
          (
            await (window as any).gangwayDemo.kit
              .getAdapter('polkadot')
              .signMessage({ message: 'Signed by the picked account', address: '' })
          ).signature as string,
      )
      expect(signatureVerify('Signed by the picked account', signature, BOB).isValid).toBe(true)
      expect(signatureVerify('Signed by the picked account', signature, ALICE).isValid).toBe(false)
      for (const ns of ['eip155', 'solana', 'polkadot'])
        expect(await status(page, ns)).toBe('connected')

      // Later, from AccountSettings: back to Alice.
      await page.getByTestId('connect-button').first().click()
      await modal(page).getByTestId('account-settings-button').click()
      await modal(page).getByTestId('settings-switch-account').click()
      await modal(page).locator(`[data-testid="account-option"][data-address="${ALICE}"]`).click()
      await modal(page).getByTestId('view-AccountSettings').waitFor()
      await waitForHookState(
        page,
        (s) => s.account.address === '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
      )
    },
    {
      timeout: 120_000,
      beforeOpen: async (context) => {
        await addSolanaTestWallet(context)
        await context.addInitScript(await polkadotTestExtensionInitScript())
      },
    },
  )
})
