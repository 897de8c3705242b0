// Sign in with the wallet (issue 16) on the demo with `?siwx=required`, the demo's own
// @gangway/server verifying: connect → SIWXSignMessage → sign → the session is read back from the
// server with the token the page keeps (GET /siwx/session, the host backend's one call); a reload
// keeps it; another account is asked again; a decline shows its text and stays required; cancel
// disconnects; the close button only shakes. With the injected EVM wallet, then the Solana
// Wallet Standard and the sats-connect Bitcoin test wallets.
import { anvilPrivateKey } from '@gangway/testing'
import { BITCOIN_TEST_PROVIDER_NAME } from '@gangway/testing/bitcoin'
import { bitcoinTestProviderInitScript } from '@gangway/testing/bitcoin/node'
import type { Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import {
  hookState,
  isModalOpen,
  modal,
  openConnectModal,
  switchNetwork,
  text,
  waitForHookState,
  waitForModalClosed,
} from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'
import { pageTokens, serverSession } from './support/siwxSession.js'
import { addSolanaTestWallet, SOLANA_WALLET_NAME } from './support/solanaWallet.js'

useBrowser()

const BITCOIN_NETWORK = 'bip122:000000000933ea01ad0ee984209779ba' // testnet
const REQUIRED = { params: { siwx: 'required' } }

const signView = (page: Page) => modal(page).getByTestId('siwx-sign-message')

/** Signs on the open SIWXSignMessage and waits for the modal to close. */
async function signIn(page: Page) {
  await signView(page).waitFor({ timeout: 15_000 })
  await modal(page).getByTestId('siwx-sign').click()
  await waitForModalClosed(page)
}

/** The sign-in flow's state in the page (status, target). */
const flowState = (page: Page) =>
  page.evaluate(async () => {
    const flow = await (window as any).gangwayDemo.kit.controllers.siwx.get()
    const { status, target, required } = flow.store.getState()
    return { status, address: target?.caipAddress as string | undefined, required }
  })

/** Expects the server to hold a live session for this CAIP-10 account, by the page's token. */
async function expectServerSession(page: Page, caipAddress: string) {
  const tokens = await pageTokens(page)
  const key = Object.keys(tokens).find((k) => k.toLowerCase() === caipAddress.toLowerCase())
  expect(key, `a token for ${caipAddress} in ${Object.keys(tokens)}`).toBeDefined()
  const read = await serverSession(tokens[key as string])
  expect(read.status).toBe(200)
  expect(read.body?.session?.address.toLowerCase()).toBe(caipAddress.toLowerCase())
  return tokens[key as string] as string
}

scenario(
  'EVM: required sign-in after connect, kept on reload, asked again for another account; decline, cancel and close',
  async ({ page, openDemo }) => {
    await openDemo(REQUIRED)
    const option = await openConnectModal(page)
    await option.click()
    const connected = await waitForHookState(page, (s) => s.account.isConnected)
    const caip = connected.account.caipAddress as string
    await signView(page).waitFor({ timeout: 15_000 })
    expect(await text(modal(page).getByTestId('modal-title'))).toBe('Sign In')

    // Close disabled: the button, Escape and the backdrop only shake the modal. The page counts
    // the shakes as they start (a shake lasts 500 ms: a read after the click could miss it).
    const close = modal(page).getByTestId('modal-close')
    expect(await close.getAttribute('aria-disabled')).toBe('true')
    const card = modal(page).getByTestId('modal-card')
    await card.evaluate((element) => {
      ;(window as any).shakes = 0
      new MutationObserver(() => {
        if (element.getAttribute('data-shake') === 'true') (window as any).shakes++
      }).observe(element, { attributes: true, attributeFilter: ['data-shake'] })
    })
    const shakes = () => page.evaluate(() => (window as any).shakes as number)
    const shakeOver = () => expect.poll(() => card.getAttribute('data-shake')).toBe('false')
    // (force: Playwright will not click an aria-disabled button; a visitor's mouse still does)
    await close.click({ force: true })
    await expect.poll(shakes).toBe(1)
    await shakeOver()
    await page.mouse.click(5, 5)
    await expect.poll(shakes).toBe(2)
    await shakeOver()
    await page.keyboard.press('Escape')
    await expect.poll(shakes).toBe(3)
    await shakeOver()
    expect(await isModalOpen(page)).toBe(true)

    // Decline: the text, still required, nothing on the server.
    await page.evaluate(() => (window as any).gangwayTestWallet.rejectNext('personal_sign'))
    await modal(page).getByTestId('siwx-sign').click()
    await expect.poll(() => text(modal(page).getByTestId('siwx-error'))).toBe('Signature declined')
    expect(await isModalOpen(page)).toBe(true)
    expect(await close.getAttribute('aria-disabled')).toBe('true')
    expect(await pageTokens(page)).toEqual({})

    // Sign: the session is on the server, by the token the page kept.
    await signIn(page)
    const token = await expectServerSession(page, caip)

    // Reload: the session holds, no sign view.
    await page.reload()
    await waitForHookState(page, (s) => s.account.isConnected)
    await expect
      .poll(() => flowState(page), { timeout: 15_000 })
      .toMatchObject({ status: 'idle', address: caip })
    expect(await isModalOpen(page)).toBe(false)
    expect((await serverSession(token)).status).toBe(200)

    // Another account in the wallet: asked again; signed, it has its own session.
    const second = privateKeyToAccount(anvilPrivateKey(7))
    await page.evaluate(
      (key) => (window as any).gangwayTestWallet.setAccounts([key]),
      anvilPrivateKey(7),
    )
    const switched = await waitForHookState(
      page,
      new Function(
        's',
        `return (s.account.address || '').toLowerCase() === ${JSON.stringify(second.address.toLowerCase())}`,
      ) as never,
    )
    await signIn(page)
    expect(switched.account.caipAddress).not.toBe(caip)
    await expectServerSession(page, switched.account.caipAddress as string)

    // A third account: Cancel disconnects (required) and the modal closes.
    await page.evaluate(
      (key) => (window as any).gangwayTestWallet.setAccounts([key]),
      anvilPrivateKey(8),
    )
    await signView(page).waitFor({ timeout: 15_000 })
    await modal(page).getByTestId('siwx-cancel').click()
    await waitForHookState(page, (s) => !s.account.isConnected)
    await waitForModalClosed(page)
  },
  { timeout: 120_000 },
)

scenario(
  'EVM optional: close dismisses the ask and keeps the wallet; a network change asks again and signs in on that chain',
  async ({ page, demo, openDemo }) => {
    await openDemo({ params: { siwx: 'optional' } })
    const option = await openConnectModal(page)
    await option.click()
    await waitForHookState(page, (s) => s.account.isConnected)
    await signView(page).waitFor({ timeout: 15_000 })
    const close = modal(page).getByTestId('modal-close')
    expect(await close.getAttribute('aria-disabled')).toBeNull()
    await close.click()
    await waitForModalClosed(page)
    expect((await hookState(page)).account.isConnected).toBe(true)
    expect(await pageTokens(page)).toEqual({})

    // Another anvil chain: the same account is asked again there.
    const other = `eip155:${demo.config.chains[1]!.chainId}`
    await page.getByTestId('network-button').first().click()
    await modal(page).locator(`[data-testid="network-option"][data-network-id="${other}"]`).click()
    const state = await waitForHookState(
      page,
      new Function('s', `return s.network.caipNetworkId === ${JSON.stringify(other)}`) as never,
    )
    await signIn(page)
    await expectServerSession(page, state.account.caipAddress as string)
    expect(state.account.caipAddress?.startsWith(`${other}:`)).toBe(true)
  },
  { timeout: 90_000 },
)

scenario(
  'Solana: the Wallet Standard wallet signs in; the server holds its session',
  async ({ page, openDemo }) => {
    await openDemo(REQUIRED)
    await switchNetwork(page, 'solana:localnet')
    await page.getByTestId('connect-button').first().click()
    await modal(page)
      .getByTestId('wallet-option')
      .filter({ hasText: SOLANA_WALLET_NAME })
      .first()
      .click()
    const state = await waitForHookState(page, (s) =>
      (s.account.caipAddress || '').startsWith('solana:'),
    )
    await signIn(page)
    await expectServerSession(page, state.account.caipAddress as string)
  },
  {
    timeout: 90_000,
    beforeOpen: async (context) => {
      await addSolanaTestWallet(context)
    },
  },
)

scenario(
  'Bitcoin: the sats-connect wallet signs in (BIP-322); the server holds its session',
  async ({ page, openDemo }) => {
    await openDemo(REQUIRED)
    await switchNetwork(page, BITCOIN_NETWORK)
    await page.getByTestId('connect-button').first().click()
    await modal(page)
      .getByTestId('wallet-option')
      .filter({ hasText: BITCOIN_TEST_PROVIDER_NAME })
      .first()
      .click()
    const state = await waitForHookState(page, (s) =>
      (s.account.caipAddress || '').startsWith('bip122:'),
    )
    await signIn(page)
    await expectServerSession(page, state.account.caipAddress as string)
  },
  {
    timeout: 90_000,
    beforeOpen: async (context) => {
      await context.addInitScript(await bitcoinTestProviderInitScript({ network: 'testnet' }))
    },
  },
)
