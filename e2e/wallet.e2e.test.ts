import { jsonRpcRequest } from '@gangway/testing'
import { parseEther } from 'viem'
import { describe, expect } from 'vitest'
import {
  balanceOf,
  closeModalIfOpen,
  connectTestWallet,
  flooredBalance,
  hookState,
  modal,
  openConnectModal,
  TEST_WALLET_NAME,
  testWalletOption,
  text,
  truncated,
  waitForHookState,
} from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'

useBrowser()

describe('the test wallet in the demo (wagmi adapter)', () => {
  scenario('the modal opens and lists the injected test wallet', async ({ page, openDemo }) => {
    await openDemo()
    const option = await openConnectModal(page)
    expect(await text(option)).toContain(TEST_WALLET_NAME)
    // The modal is the kit's custom element, its views in an open shadow root.
    const inShadow = await page.evaluate(() => {
      const host = document.querySelector('gangway-modal')
      return Boolean(host?.shadowRoot?.querySelector('[data-testid="wallet-option"]'))
    })
    expect(inShadow).toBe(true)
    expect(await modal(page).getByRole('dialog').count()).toBe(1)
  })

  scenario(
    'connecting shows the truncated address and the balance floored to 3 decimals',
    async ({ page, demo, openDemo }) => {
      const chain = demo.config.chains[0]!
      const address = demo.config.wallet.address
      await jsonRpcRequest(chain.rpcUrl, 'anvil_setBalance', [
        address,
        `0x${parseEther('1234.56789').toString(16)}`,
      ])
      const expected = flooredBalance(await balanceOf(chain.rpcUrl, address))
      expect(expected).toBe('1234.567')

      await openDemo()
      const state = await connectTestWallet(page)
      expect(state.account.address?.toLowerCase()).toBe(address.toLowerCase())
      expect(state.account.caipAddress?.toLowerCase()).toBe(
        `eip155:${chain.chainId}:${address}`.toLowerCase(),
      )
      expect(state.network.caipNetworkId).toBe(`eip155:${chain.chainId}`)

      await closeModalIfOpen(page)
      const button = page.getByTestId('connect-button').first()
      const shownAddress = button.getByTestId('account-address')
      await shownAddress.waitFor()
      expect((await text(shownAddress)).toLowerCase()).toBe(truncated(address).toLowerCase())
      const shownBalance = button.getByTestId('account-balance')
      await expect
        .poll(async () => (await text(shownBalance).catch(() => '')).replaceAll(',', ''), {
          timeout: 10_000,
        })
        .toContain(expected)
      expect(await text(shownBalance)).not.toContain('1234.568')
    },
  )

  scenario(
    'switching network in the Networks view changes the hooks and the wallet follows',
    async ({ page, demo, openDemo }) => {
      const [first, second] = demo.config.chains
      await openDemo()
      await connectTestWallet(page)

      await page.getByTestId('network-button').first().click()
      const target = modal(page)
        .getByRole('button', { name: new RegExp(second!.name) })
        .first()
      await target.click()

      const state = await waitForHookState(page, (s) => s.network.chainId === 31338)
      expect(state.network.caipNetworkId).toBe(`eip155:${second!.chainId}`)
      expect(state.account.isConnected).toBe(true)
      expect(state.account.caipAddress?.toLowerCase()).toBe(
        `eip155:${second!.chainId}:${demo.config.wallet.address}`.toLowerCase(),
      )
      const walletChain = await page.evaluate(() => (window as any).gangwayTestWallet.getChainId())
      expect(walletChain).toBe(second!.chainId)
      expect(walletChain).not.toBe(first!.chainId)
    },
  )

  scenario('after a reload the page is still connected', async ({ page, demo, openDemo }) => {
    await openDemo()
    await connectTestWallet(page)
    await page.reload()
    const state = await waitForHookState(page, (s) => s.account.isConnected)
    expect(state.account.address?.toLowerCase()).toBe(demo.config.wallet.address.toLowerCase())
    const shownAddress = page.getByTestId('connect-button').first().getByTestId('account-address')
    await shownAddress.waitFor()
    expect((await text(shownAddress)).toLowerCase()).toBe(
      truncated(demo.config.wallet.address).toLowerCase(),
    )
  })

  scenario(
    'disconnecting from the Account view clears the account, also after a reload',
    async ({ page, openDemo }) => {
      await openDemo()
      await connectTestWallet(page)

      await page.getByTestId('connect-button').first().click()
      await modal(page).getByTestId('disconnect-button').click()
      const state = await waitForHookState(page, (s) => !s.account.isConnected)
      expect(state.account.address).toBeNull()
      expect(state.account.status === 'disconnected' || state.account.status === null).toBe(true)

      await page.reload()
      await page.getByTestId('connect-button').first().waitFor()
      // kit.ready settles once the kit has tried to restore a stored connection.
      await page.evaluate(() => (window as any).gangwayDemo.kit.ready)
      expect((await hookState(page)).account.isConnected).toBe(false)
    },
  )
})

describe('offline (every request off 127.0.0.1 aborted)', () => {
  const blocked: string[] = []
  scenario(
    'the modal still lists the installed wallet at once, and nothing asked a cloud service',
    async ({ page, openDemo }) => {
      await openDemo()
      const started = Date.now()
      await page.getByTestId('connect-button').first().click()
      await testWalletOption(page).waitFor({ state: 'visible', timeout: 2_000 })
      const elapsed = Date.now() - started
      expect(elapsed).toBeLessThan(2_000)
      expect(blocked).toEqual([])
    },
    {
      beforeOpen: async (context) => {
        await context.route('**/*', (route) => {
          const url = new URL(route.request().url())
          if (url.hostname === '127.0.0.1') return route.continue()
          blocked.push(url.href)
          return route.abort('internetdisconnected')
        })
      },
    },
  )
})
