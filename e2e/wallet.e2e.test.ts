import type { AddressInfo } from 'node:net'
import { createServer, type Socket } from 'node:net'
import { jsonRpcRequest } from '@gangway/testing/tools'
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect } from 'vitest'
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
  waitForModalClosed,
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
    'the modal still lists the installed wallet, and nothing asked a cloud service',
    async ({ page, openDemo }) => {
      await openDemo()
      await openConnectModal(page)
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

/**
 * A wallet directory API that accepts the connection and never answers: a TCP server on
 * 127.0.0.1 that reads the request and sends nothing back. `requests` holds each request line.
 */
async function startHungDirectory() {
  const sockets = new Set<Socket>()
  const requests: string[] = []
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    socket.once('data', (chunk) => requests.push(chunk.toString('latin1').split('\r\n')[0]!))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/wallets`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/**
 * How long a wait for something the page does may take (a limit, not a measure: the installed
 * wallet must show while the directory has not answered, which the tests check as such).
 */
const WAIT_MS = 15_000

const walletIds = (page: Page) =>
  modal(page)
    .getByTestId('wallet-option')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-wallet-id')))

/**
 * Opens the demo on `directoryUrl`, opens the modal and checks the Connect view: the installed
 * test wallet is listed while the directory has not answered (the list says it is still asking),
 * and once the directory has been asked (and, with `fail`, has failed) no directory row and no
 * error appears and the list is the same.
 */
async function checkConnectView(
  page: Page,
  openDemo: (options: { params: Record<string, string> }) => Promise<void>,
  directoryUrl: string,
  directory: { asked: () => number; fail?: () => Promise<unknown> },
) {
  await openDemo({ params: { directoryUrl } })
  expect(await text(page.getByTestId('wallet-directory'))).toBe(directoryUrl)
  await page.getByTestId('connect-button').first().click()
  await testWalletOption(page).waitFor({ state: 'visible', timeout: WAIT_MS })
  // The Connect view did ask the directory (for its recommended wallets), which has not answered.
  await expect.poll(directory.asked, { timeout: WAIT_MS }).toBeGreaterThan(0)
  expect(await modal(page).getByTestId('wallet-list').getAttribute('aria-busy')).toBe('true')
  const listed = await walletIds(page)
  if (directory.fail) await directory.fail()
  // Give a failed or late answer time to render: nothing changes, nothing blocks.
  await page.waitForTimeout(300)
  expect(await walletIds(page)).toEqual(listed)
  expect(await modal(page).getByRole('alert').count()).toBe(0)
  expect(await testWalletOption(page).isEnabled()).toBe(true)
}

/**
 * From Connect to AllWallets: the installed wallet is listed at once, no directory row arrives,
 * the notice says `state` (and offers a retry that asks the directory again), and the listed
 * wallet connects.
 */
async function checkAllWallets(page: Page, state: 'slow' | 'error', asked: () => number) {
  const before = asked()
  await modal(page).getByTestId('all-wallets').click()
  const list = modal(page).getByTestId('all-wallets-list')
  const option = list.getByTestId('wallet-option').filter({ hasText: TEST_WALLET_NAME })
  await option.waitFor({ state: 'visible', timeout: WAIT_MS })
  await expect.poll(asked, { timeout: WAIT_MS }).toBeGreaterThan(before)

  // AllWallets says "not answering" after DIRECTORY_SLOW_MS (3 s), "could not be reached" once
  // the request failed.
  const notice = modal(page).getByTestId('directory-notice')
  await expect
    .poll(() => notice.getAttribute('data-state', { timeout: 500 }).catch(() => null), {
      timeout: WAIT_MS,
    })
    .toBe(state)
  expect(await text(modal(page).getByRole('status').filter({ hasText: 'wallet directory' }))).toBe(
    state === 'error'
      ? 'The wallet directory could not be reached.'
      : 'The wallet directory is not answering.',
  )
  expect(await list.getAttribute('data-directory-loaded')).toBe('0')
  expect(await option.isVisible()).toBe(true)
  const retry = modal(page).getByRole('button', { name: 'Try again' })
  const beforeRetry = asked()
  await retry.click()
  await expect.poll(asked, { timeout: WAIT_MS }).toBeGreaterThan(beforeRetry)

  await option.click()
  const connected = await waitForHookState(page, (s) => s.account.isConnected)
  expect(connected.account.isConnected).toBe(true)
  await waitForModalClosed(page)
}

describe('a wallet directory API that cannot be reached (?directoryUrl=)', () => {
  let hung: Awaited<ReturnType<typeof startHungDirectory>>
  beforeAll(async () => {
    hung = await startHungDirectory()
  })
  afterAll(() => hung?.close())

  scenario(
    'a directory that accepts the connection and never answers holds up no installed wallet',
    async ({ page, openDemo }) => {
      const asked = () => hung.requests.length
      await checkConnectView(page, openDemo, hung.url, { asked })
      expect(hung.requests[0]).toMatch(/^GET \/wallets\?page=1&entries=4/)
      await checkAllWallets(page, 'slow', asked)
    },
  )

  scenario(
    'a directory whose requests fail (routed to abort) holds up no installed wallet',
    async ({ page, openDemo }) => {
      const directoryUrl = 'https://directory.gangway.invalid/wallets'
      let requested = 0
      let aborted = 0
      // The requests hang until the test lets them fail (a dead address), then fail at once.
      let release = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('https://directory.gangway.invalid/**', async (route) => {
        requested++
        await released
        await route.abort('addressunreachable').catch(() => {})
        aborted++
      })
      await checkConnectView(page, openDemo, directoryUrl, {
        asked: () => requested,
        fail: () => {
          release()
          return expect.poll(() => aborted, { timeout: WAIT_MS }).toBeGreaterThan(0)
        },
      })
      await checkAllWallets(page, 'error', () => requested)
    },
    {
      timeout: 60_000,
      allowHosts: ['directory.gangway.invalid'],
      // Chromium reports each request the test aborts.
      expectConsole: [/^\[error\] Failed to load resource: net::ERR_ADDRESS_UNREACHABLE$/],
    },
  )

  scenario(
    'a directoryUrl that is not an http(s) URL is ignored',
    async ({ page, openDemo }) => {
      await openDemo({ params: { directoryUrl: 'javascript:alert(1)' } })
      const shown = await text(page.getByTestId('wallet-directory'))
      expect(shown).toContain('the catalogue bundled with the kit')
      expect(shown).toContain('Ignored ?directoryUrl=javascript:alert(1): not an http(s) URL.')
      await openConnectModal(page)
    },
    {
      // The demo's own notice of the parameter it ignores.
      expectConsole: [
        /^\[warning\] \?directoryUrl=javascript:alert\(1\) is not an http\(s\) URL: the bundled catalogue is used\.$/,
      ],
    },
  )
})
