import { anvilPrivateKey, createTestWalletKit, type TestWalletKit } from '@gangway/testing'
import type { Page } from 'playwright-core'
import {
  type Address,
  createWalletClient,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseUnits,
  recoverMessageAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect } from 'vitest'
import type { DemoRun } from './globalSetup.js'
import {
  balanceOf,
  closeModalIfOpen,
  modal,
  openWalletConnectQr,
  publicClient,
  text,
  tokenBalanceOf,
  truncated,
  waitForHookState,
} from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'
import { decodeQr } from './support/qr.js'
import { openSend, pickSendToken, sendFromModal } from './support/sendFlow.js'

useBrowser()

/** The WalletConnect wallet's account: anvil dev account 4 (not the injected wallet's). */
const WALLET_KEY = anvilPrivateKey(4)
const SIGN_MESSAGE = 'Hello from the Gangway demo'

const wallets: TestWalletKit[] = []
afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.close()
})

/** A real WalletKit wallet on the demo's relay and chains (Node side). */
async function createWallet(demo: DemoRun): Promise<TestWalletKit> {
  const wallet = await createTestWalletKit({
    relayUrl: demo.config.relayUrl,
    privateKey: WALLET_KEY,
    chains: demo.config.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
  })
  wallets.push(wallet)
  return wallet
}

/** Opens the modal, chooses WalletConnect, and reads the pairing URI off the QR code. */
async function openPairing(page: Page): Promise<string> {
  const qr = await openWalletConnectQr(page)
  const uri = await qr.getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  // The copy-link button carries the same URI.
  expect(await modal(page).getByTestId('wc-copy-link').getAttribute('data-uri')).toBe(uri)
  return uri!
}

/** Clicks the demo's "Sign message" and returns the address that signed it (recovered). */
async function signMessageThroughDemo(page: Page): Promise<string> {
  await page.getByTestId('sign-message').click()
  const signature = page.getByTestId('signature')
  await expect.poll(() => signature.getAttribute('data-state'), { timeout: 15_000 }).toBe('done')
  return recoverMessageAddress({
    message: SIGN_MESSAGE,
    signature: (await text(signature)) as Hex,
  })
}

async function pair(page: Page, wallet: TestWalletKit) {
  const uri = await openPairing(page)
  await wallet.pair(uri)
  return waitForHookState(
    page,
    (state) => state.account.isConnected && state.account.address !== null,
    20_000,
  )
}

describe('WalletConnect pairing with a real WalletKit wallet (local relay)', () => {
  scenario(
    'pairs by QR, shows the account, signs, and the wallet ending the session disconnects',
    async ({ page, demo, openDemo }) => {
      const wallet = await createWallet(demo)
      await openDemo()
      // The QR code carries the WalletConnect mark in its middle and still reads, with a real
      // reader on the pixels drawn, as the URI the wallet pairs with.
      const qr = await openWalletConnectQr(page)
      expect(await qr.locator('.gw-qr-logo img').count()).toBe(1)
      expect(await decodeQr(page, qr)).toBe(await qr.getAttribute('data-uri'))
      await closeModalIfOpen(page)
      const state = await pair(page, wallet)
      expect(state.account.address?.toLowerCase()).toBe(wallet.address.toLowerCase())
      expect(state.network.caipNetworkId).toBe(`eip155:${demo.config.chains[0]!.chainId}`)

      // The Account view shows the wallet's address.
      await closeModalIfOpen(page)
      await page.getByTestId('connect-button').first().click()
      const shown = modal(page).getByTestId('account-view-address')
      await shown.waitFor()
      expect((await text(shown)).toLowerCase()).toBe(truncated(wallet.address).toLowerCase())
      expect(await shown.getAttribute('title')).toBe(state.account.address)
      await closeModalIfOpen(page)

      // Sign a message through the adapter; the wallet answers over the relay.
      expect(await signMessageThroughDemo(page)).toBe(wallet.address)
      expect(wallet.requests().map((request) => request.method)).toContain('personal_sign')

      // The wallet deletes the session: the dapp shows disconnected.
      await wallet.disconnectSession()
      const after = await waitForHookState(page, (s) => !s.account.isConnected, 15_000)
      expect(after.account.address).toBeNull()
    },
    { wallet: false, timeout: 90_000 },
  )

  scenario(
    'through the ethers adapter: pairs, signs, sends 0.01 ETH, and a reload restores the session',
    async ({ page, demo, openDemo }) => {
      const chain = demo.config.chains[0]!
      const wallet = await createWallet(demo)
      await openDemo({ adapter: 'ethers' })
      expect(await text(page.getByTestId('adapter-name').locator('.active'))).toBe('ethers')
      const state = await pair(page, wallet)
      expect(state.account.address?.toLowerCase()).toBe(wallet.address.toLowerCase())
      expect(state.network.caipNetworkId).toBe(`eip155:${chain.chainId}`)

      expect(await signMessageThroughDemo(page)).toBe(wallet.address)

      // The wallet signs and sends on anvil; the recipient's balance moves by exactly 0.01 ETH.
      const before = await balanceOf(chain.rpcUrl, demo.config.recipient)
      await page.getByTestId('send-test').click()
      const sent = page.getByTestId('send-result')
      await expect.poll(() => sent.getAttribute('data-state'), { timeout: 15_000 }).toBe('done')
      expect(await text(sent)).toMatch(/^0x[0-9a-f]{64}$/)
      await expect
        .poll(() => balanceOf(chain.rpcUrl, demo.config.recipient), { timeout: 10_000 })
        .toBe(before + parseEther('0.01'))
      expect(wallet.requests().map((request) => request.method)).toEqual(
        expect.arrayContaining(['personal_sign', 'eth_sendTransaction']),
      )

      await page.reload()
      await page.getByTestId('hook-state').waitFor()
      const restored = await waitForHookState(page, (s) => s.account.isConnected, 20_000)
      expect(restored.account.address).toBe(state.account.address)
    },
    { wallet: false, timeout: 90_000 },
  )

  scenario(
    'a reload restores the WalletConnect session',
    async ({ page, demo, openDemo }) => {
      const wallet = await createWallet(demo)
      await openDemo()
      const state = await pair(page, wallet)
      await page.reload()
      await page.getByTestId('hook-state').waitFor()
      const restored = await waitForHookState(page, (s) => s.account.isConnected, 20_000)
      expect(restored.account.address).toBe(state.account.address)
      // The restored session still reaches the wallet.
      expect(await signMessageThroughDemo(page)).toBe(wallet.address)
    },
    { wallet: false, timeout: 90_000 },
  )

  scenario(
    'an expiring pairing URI is replaced (at 10 s left of its 4 minutes), and the new one pairs',
    async ({ page, context, demo, openDemo }) => {
      // The page's clock is Playwright's: the kit keeps its real 4 minute lifetime.
      await context.clock.install()
      const wallet = await createWallet(demo)
      await openDemo()
      const first = await openPairing(page)
      const qr = modal(page).getByTestId('wc-qr')
      // 3 min 45 s later: 15 s left, still the same URI. (The page's clock also runs in real time
      // while the test works, up to a few seconds on a loaded machine: hence 5 s of margin.)
      await page.clock.fastForward('03:45')
      await page.waitForTimeout(300)
      expect(await qr.getAttribute('data-uri')).toBe(first)
      // 6 s more: 9 s left at most, counts as expired — a new URI replaces it.
      await page.clock.fastForward('00:06')
      await expect.poll(() => qr.getAttribute('data-uri'), { timeout: 15_000 }).not.toBe(first)
      const second = (await qr.getAttribute('data-uri'))!
      expect(second).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      await wallet.pair(second)
      const state = await waitForHookState(page, (s) => s.account.isConnected, 20_000)
      expect(state.account.address?.toLowerCase()).toBe(wallet.address.toLowerCase())
    },
    { wallet: false, timeout: 90_000 },
  )

  scenario(
    'AllWallets imports the catalogue when it opens, renders only rows in view, and a directory wallet pairs and becomes recent',
    async ({ page, demo, openDemo }) => {
      const catalogueRequests: string[] = []
      page.on('request', (request) => {
        if (/catalogue/.test(request.url())) catalogueRequests.push(request.url())
      })
      const wallet = await createWallet(demo)
      await openDemo()
      await page.getByTestId('connect-button').first().click()
      await modal(page).getByTestId('all-wallets').waitFor()
      // The connect view shows recommended wallets from the catalogue's bundled head only.
      expect(catalogueRequests).toEqual([])

      await modal(page).getByTestId('all-wallets').click()
      const list = modal(page).getByTestId('all-wallets-list')
      await expect
        .poll(async () => Number(await list.getAttribute('data-count')), { timeout: 15_000 })
        .toBeGreaterThan(40)
      expect(catalogueRequests.length).toBe(1)
      const rows = modal(page).locator('[data-testid="all-wallets-list"] > li')
      expect(await rows.count()).toBeLessThan(25)

      // Scrolled to the end, page after page of 40 loads until the directory is complete; the
      // last rows are rendered, the first are not.
      const body = modal(page).locator('.gw-body')
      const total = Number(await list.getAttribute('data-directory-total'))
      expect(total).toBeGreaterThan(80)
      await expect
        .poll(
          async () => {
            await body.evaluate((element) => {
              element.scrollTop = element.scrollHeight
            })
            return Number(await list.getAttribute('data-directory-loaded'))
          },
          { timeout: 20_000 },
        )
        .toBe(total)
      // The last page's rows grew the list after the scroll that asked for it: scroll to the
      // (new) end again until the last row is rendered.
      const last = Number(await list.getAttribute('data-count')) - 1
      await expect
        .poll(
          async () => {
            await body.evaluate((element) => {
              element.scrollTop = element.scrollHeight
            })
            return modal(page).locator(`[data-index="${last}"]`).isVisible()
          },
          { timeout: 10_000 },
        )
        .toBe(true)
      expect(await modal(page).locator('[data-index="0"]').count()).toBe(0)
      expect(await rows.count()).toBeLessThan(25)

      // Keyboard: from the search field down into the list, Home and End.
      const search = modal(page).getByTestId('wallet-search')
      await search.fill('rain')
      await modal(page)
        .getByTestId('wallet-option')
        .filter({ hasText: 'Rainbow' })
        .first()
        .waitFor()
      await search.press('ArrowDown')
      const focusedIndex = () =>
        page.evaluate(
          () =>
            (
              document.querySelector('gangway-modal')?.shadowRoot?.activeElement?.closest('li') as
                | HTMLElement
                | undefined
            )?.dataset.index,
        )
      expect(await focusedIndex()).toBe('0')
      await page.keyboard.press('End')
      await expect
        .poll(focusedIndex)
        .toBe(String(Number(await list.getAttribute('data-count')) - 1))
      await page.keyboard.press('Home')
      await expect.poll(focusedIndex).toBe('0')

      // A directory wallet: its QR view, paired by the WalletKit wallet.
      await modal(page).getByTestId('wallet-option').filter({ hasText: 'Rainbow' }).first().click()
      const qr = modal(page).getByTestId('wc-qr')
      await qr.waitFor({ timeout: 15_000 })
      expect(await qr.locator('svg').getAttribute('aria-label')).toBe('QR code to connect Rainbow')
      await wallet.pair((await qr.getAttribute('data-uri'))!)
      await waitForHookState(page, (s) => s.account.isConnected, 20_000)

      // Disconnected again, the connect view lists Rainbow as a recent wallet.
      await wallet.disconnectSession()
      await waitForHookState(page, (s) => !s.account.isConnected, 15_000)
      await closeModalIfOpen(page)
      await page.getByTestId('connect-button').first().click()
      const recent = modal(page).getByTestId('wallet-option').filter({ hasText: 'Rainbow' }).first()
      await recent.waitFor()
      expect(await text(recent)).toContain('Recent')
    },
    { wallet: false, timeout: 120_000 },
  )
  scenario(
    'sends ETH, USDC and USDT from the modal through the WalletKit wallet; the node balances move by exactly the amounts',
    async ({ page, demo, openDemo }) => {
      const chain = demo.config.chains[0]!
      const { recipient } = demo.config
      const wallet = await createWallet(demo)
      const token = (symbol: string) => chain.tokens.find((t) => t.symbol === symbol)!
      const client = publicClient(chain.rpcUrl)
      const tokenBalance = (symbol: string, owner: string) =>
        tokenBalanceOf(chain.rpcUrl, token(symbol).address, owner)
      // The WalletKit wallet's account mints itself test tokens (the test contracts let anyone
      // mint), so the demo account's balances, which other scenarios check, stay as they are.
      const minter = createWalletClient({
        account: privateKeyToAccount(WALLET_KEY),
        transport: http(chain.rpcUrl),
      })
      for (const symbol of ['USDC', 'USDT']) {
        const hash = await minter.writeContract({
          chain: null,
          address: token(symbol).address,
          abi: parseAbi(['function mint(address to, uint256 value)']),
          functionName: 'mint',
          args: [wallet.address as Address, parseUnits('100', token(symbol).decimals)],
        })
        await client.waitForTransactionReceipt({ hash, timeout: 10_000 })
      }

      await openDemo()
      await pair(page, wallet)
      await closeModalIfOpen(page)
      const before = {
        eth: await balanceOf(chain.rpcUrl, recipient),
        usdc: await tokenBalance('USDC', recipient),
        usdt: await tokenBalance('USDT', recipient),
      }
      await openSend(page)
      await sendFromModal(page, '0.125', recipient)
      await openSend(page)
      await pickSendToken(page, 'USDC')
      await sendFromModal(page, '7.5', recipient)
      await openSend(page)
      await pickSendToken(page, 'USDT')
      await sendFromModal(page, '2.25', recipient)

      await expect
        .poll(() => balanceOf(chain.rpcUrl, recipient), { timeout: 15_000 })
        .toBe(before.eth + parseEther('0.125'))
      await expect
        .poll(() => tokenBalance('USDC', recipient), { timeout: 15_000 })
        .toBe(before.usdc + parseUnits('7.5', token('USDC').decimals))
      await expect
        .poll(() => tokenBalance('USDT', recipient), { timeout: 15_000 })
        .toBe(before.usdt + parseUnits('2.25', token('USDT').decimals))
      // Each went over the relay to the wallet, which sent it from its own account.
      const sends = wallet.requests().filter((r) => r.method === 'eth_sendTransaction')
      expect(sends).toHaveLength(3)
    },
    { wallet: false, timeout: 120_000 },
  )
})
