// The remaining views of issue 18 in Chromium on the demo: the onboarding views reached from
// where a visitor looks for them (Connect's "I don't have a wallet", Networks' "What is a
// network?"), the legal checkbox gating a connect, SwitchNetwork with the injected test wallet
// (switch, refusal and retry, a chain the wallet has to add), the multi-chain picker with the
// test wallets speaking EVM and Solana under one name, Transactions listing the account's
// activity, AccountSettings. Screenshots (e2e/artifacts/screens/) and axe in both themes.
import { solanaTestWalletInitScript } from '@gangway/testing/solana/node'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { type AxeFinding, axeViolations, screenshot, setTheme } from './support/axe.js'
import {
  closeModalIfOpen,
  connectTestWallet,
  modal,
  TEST_WALLET_NAME,
  testWalletOption,
  text,
  waitForHookState,
  waitForModalClosed,
} from './support/demoPage.js'
import { demoRun, scenario, useBrowser } from './support/harness.js'

useBrowser()

const THEMES = ['dark', 'light'] as const

/** Waits for the router's view, its chunk rendered and the view's enter animation over. */
async function onView(page: Page, view: string): Promise<void> {
  await page.waitForFunction(
    (name) => (window as any).gangwayDemo.kit.stores.router.getState().view === name,
    view,
  )
  await modal(page).getByTestId(`view-${view}`).waitFor({ state: 'visible' })
  await page.waitForFunction(() => {
    const root = document.querySelector('gangway-modal')?.shadowRoot
    // (A spinner's endless animation is no transition to wait for.)
    return Boolean(
      root
        ?.getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    )
  })
}

/** Screenshots the modal as it is in both themes and runs axe on each; back to dark after. */
async function checkBothThemes(page: Page, name: string, findings: AxeFinding[]): Promise<void> {
  for (const theme of THEMES) {
    await setTheme(page, theme)
    await screenshot(page, `${name}-${theme}`)
    findings.push(...(await axeViolations(page, `${name} (${theme})`)))
  }
  await setTheme(page, 'dark')
}

const activeNetwork = (page: Page) =>
  page.evaluate(() => (window as any).gangwayDemo.kit.getActiveCaipNetwork()?.caipNetworkId)

describe('onboarding views', () => {
  scenario(
    'Connect → I don’t have a wallet → What is a wallet? → Get a wallet; Networks → What is a network?',
    async ({ page, openDemo }) => {
      await openDemo()
      const findings: AxeFinding[] = []
      await page.getByTestId('connect-button').first().click()
      await onView(page, 'Connect')
      await modal(page).getByRole('button', { name: "I don't have a wallet" }).click()
      await onView(page, 'WhatIsAWallet')
      expect(await text(modal(page).getByRole('heading', { level: 2 }))).toBe('What is a Wallet?')
      await checkBothThemes(page, 'whatisawallet', findings)

      await modal(page).getByRole('button', { name: 'Get a wallet' }).click()
      await onView(page, 'GetWallet')
      const rows = modal(page).getByTestId('get-wallet-row')
      await rows.first().waitFor()
      expect(await rows.count()).toBeGreaterThan(0)
      // Every link is one core's URL check let through: https, opening a new tab.
      const links = await modal(page)
        .getByTestId('get-wallet-link')
        .evaluateAll((anchors) =>
          anchors.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target') })),
        )
      expect(links.length).toBeGreaterThan(0)
      for (const link of links) {
        expect(link.href).toMatch(/^https:\/\//)
        expect(link.target).toBe('_blank')
      }
      await checkBothThemes(page, 'getwallet', findings)
      await closeModalIfOpen(page)

      // Networks, from the account button's network button, has its help link.
      await page.getByTestId('network-button').first().click()
      await onView(page, 'Networks')
      await modal(page).getByRole('button', { name: 'What is a network?' }).click()
      await onView(page, 'WhatIsANetwork')
      await checkBothThemes(page, 'whatisanetwork', findings)
      await modal(page).getByRole('button', { name: 'Choose a network' }).click()
      await onView(page, 'Networks')
      expect(findings).toEqual([])
    },
  )
})

describe('legalCheckbox', () => {
  scenario('connecting waits for the terms box (demo ?legal=1)', async ({ page, openDemo }) => {
    await openDemo({ params: { legal: '1' } })
    await page.getByTestId('connect-button').first().click()
    await onView(page, 'Connect')
    const box = modal(page).getByRole('checkbox', {
      name: 'I agree to the Terms of Service and Privacy Policy',
    })
    expect(await box.isChecked()).toBe(false)
    const option = testWalletOption(page)
    await option.waitFor()
    expect(await option.isDisabled()).toBe(true)
    // A click on the disabled row connects nothing.
    await option.click({ force: true })
    await page.waitForTimeout(300)
    expect(
      await page.evaluate(() => (window as any).gangwayDemo.kit.stores.router.getState().view),
    ).toBe('Connect')
    const findings: AxeFinding[] = []
    await checkBothThemes(page, 'connect-legal', findings)
    expect(findings).toEqual([])

    // The host's pages are real pages (no dead end).
    const terms = modal(page).getByRole('link', { name: 'Terms of Service' })
    const href = (await terms.getAttribute('href')) ?? ''
    expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/terms\.html$/)
    expect((await page.request.get(href)).status()).toBe(200)

    await box.check()
    expect(await option.isDisabled()).toBe(false)
    await option.click()
    await waitForHookState(page, (s) => s.account.isConnected)
    await waitForModalClosed(page)
  })
})

describe('SwitchNetwork with the test wallet', () => {
  scenario(
    'switches; a refusal shows Try again, which switches; a chain the wallet forgot is added',
    async ({ page, demo, openDemo }) => {
      const [first, second] = demo.config.chains
      if (!first || !second) throw new Error('the demo runs two anvil chains')
      const firstId = `eip155:${first.chainId}`
      const secondId = `eip155:${second.chainId}`
      await openDemo()
      await connectTestWallet(page)
      const findings: AxeFinding[] = []
      const wallet = (call: string) =>
        page.evaluate(`window.gangwayTestWallet.${call}`) as Promise<unknown>
      const choose = async (id: string) => {
        await page.getByTestId('connect-button').first().click()
        await onView(page, 'Account')
        await modal(page).getByTestId('account-network').click()
        await onView(page, 'Networks')
        await modal(page).locator(`[data-testid="network-option"][data-network-id="${id}"]`).click()
        await onView(page, 'SwitchNetwork')
      }

      // Refused once, then Try again switches and returns to Account.
      await wallet(`rejectNext('wallet_switchEthereumChain')`)
      await choose(secondId)
      await modal(page).getByTestId('switch-retry').waitFor()
      expect(await text(modal(page).getByTestId('switch-title'))).not.toContain('Switching')
      expect(await activeNetwork(page)).toBe(firstId)
      await checkBothThemes(page, 'switchnetwork-refused', findings)
      await modal(page).getByTestId('switch-retry').click()
      await onView(page, 'Account')
      expect(await activeNetwork(page)).toBe(secondId)
      expect(await wallet('getChainId()')).toBe(second.chainId)
      await closeModalIfOpen(page)

      // The wallet forgets every chain but the active one and waits for the visitor: switching
      // back shows the pending state while the wallet asks to add the chain
      // (wallet_addEthereumChain with the kit's network), then switches.
      await wallet('forgetChains()')
      await wallet('setAutoApprove(false)')
      await choose(firstId)
      expect(await text(modal(page).getByTestId('switch-title'))).toMatch(/^Switching to /)
      const waiting = () =>
        page.evaluate(() =>
          (window as any).gangwayTestWallet.pendingRequests().map((r: any) => r.method),
        ) as Promise<string[]>
      await expect.poll(waiting, { timeout: 10_000 }).toEqual(['wallet_addEthereumChain'])
      await checkBothThemes(page, 'switchnetwork-pending', findings)
      // Approve the add (and the switch, if the wallet asks for it separately).
      await expect
        .poll(
          async () => {
            await wallet('approvePending()')
            return page.evaluate(
              () => (window as any).gangwayDemo.kit.stores.router.getState().view,
            )
          },
          { timeout: 15_000 },
        )
        .toBe('Account')
      await onView(page, 'Account')
      expect(await activeNetwork(page)).toBe(firstId)
      expect(await wallet('getChainId()')).toBe(first.chainId)
      expect(findings).toEqual([])
    },
  )
})

describe('Transactions and AccountSettings', () => {
  scenario(
    'Activity’s View all lists the account’s transactions; Account settings shows network and disconnect',
    async ({ page, openDemo }) => {
      await openDemo()
      await connectTestWallet(page)
      // A transaction of the account's, sent by the host page (anvil mines it at once).
      await page.getByTestId('send-test').click()
      const sent = page.getByTestId('send-result')
      await sent.waitFor()
      expect(await sent.getAttribute('data-state'), await text(sent)).toBe('done')
      expect(await text(sent)).toMatch(/^0x[0-9a-f]{64}$/)

      await page.getByTestId('connect-button').first().click()
      await onView(page, 'Account')
      await modal(page).getByRole('tab', { name: 'Activity' }).click()
      await modal(page)
        .getByRole('button', { name: 'View all activity' })
        .click({ timeout: 20_000 })
      await onView(page, 'Transactions')
      const rows = modal(page).getByTestId('activity-row')
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThan(0)
      expect(await rows.count()).toBeGreaterThan(0)
      expect(await text(rows.first())).toContain('Sent')
      const findings: AxeFinding[] = []
      await checkBothThemes(page, 'transactions', findings)

      await modal(page).getByTestId('modal-back').click()
      await onView(page, 'Account')
      await modal(page).getByRole('button', { name: 'Account settings' }).click()
      await onView(page, 'AccountSettings')
      expect(await text(modal(page).getByTestId('settings-network'))).toContain(
        (await activeNetworkName(page)) ?? '',
      )
      await checkBothThemes(page, 'accountsettings', findings)
      await modal(page).getByTestId('settings-disconnect').click()
      await waitForHookState(page, (s) => !s.account.isConnected)
      expect(findings).toEqual([])
    },
  )
})

const activeNetworkName = (page: Page) =>
  page.evaluate(
    () => (window as any).gangwayDemo.kit.getActiveCaipNetwork()?.name as string | undefined,
  )

describe('ConnectingMultiChain', () => {
  scenario(
    'the test wallets on EVM and Solana under one name: the picker asks, Connect all connects both',
    async ({ page, openDemo }) => {
      await openDemo()
      await page.getByTestId('connect-button').first().click()
      await onView(page, 'Connect')
      // One merged entry for the two wallets of the same name.
      const entry = modal(page).getByTestId('wallet-option').filter({ hasText: TEST_WALLET_NAME })
      await entry.first().waitFor()
      expect(await entry.count()).toBe(1)
      await entry.click()
      await onView(page, 'ConnectingMultiChain')
      const options = modal(page).getByTestId('multichain-option')
      expect(await options.evaluateAll((items) => items.map((i) => i.dataset.namespace))).toEqual([
        'eip155',
        'solana',
      ])
      const findings: AxeFinding[] = []
      await checkBothThemes(page, 'connectingmultichain', findings)
      await modal(page).getByTestId('multichain-connect-all').click()
      await waitForModalClosed(page)
      const statuses = await page.evaluate(() => {
        const { kit } = (window as any).gangwayDemo
        return ['eip155', 'solana'].map((ns) => kit.controllers.connection.getStatus(ns))
      })
      expect(statuses).toEqual(['connected', 'connected'])
      expect(findings).toEqual([])
    },
    {
      beforeOpen: async (context) => {
        const { solana } = demoRun().config
        if (!solana) throw new Error('the demo runs a Solana validator')
        await context.addInitScript(
          await solanaTestWalletInitScript({
            rpcUrl: solana.rpcUrl,
            secretKey: solana.wallet.secretKey,
            name: TEST_WALLET_NAME,
          }),
        )
      },
    },
  )
})
