import { TEST_TOKENS, type TestTokenSymbol } from '@gangway/testing'
import { formatUnits, type Hex, parseEther, verifyMessage } from 'viem'
import { describe, expect } from 'vitest'
import {
  balanceOf,
  closeModalIfOpen,
  connectTestWallet,
  flooredBalance,
  modal,
  text,
  tokenBalanceOf,
} from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'

useBrowser()

// What the demo's buttons do (apps/demo/src/panels/Actions.tsx).
const SENT = parseEther('0.01')
const SIGNED_TEXT = 'Hello from the Gangway demo'

describe.each(['wagmi', 'ethers'] as const)('through the %s adapter', (adapter) => {
  scenario(
    `connect, send 0.01 ETH and sign a message with the ${adapter} adapter`,
    async ({ page, demo, openDemo }) => {
      const chain = demo.config.chains[0]!
      await openDemo({ adapter })
      expect(await text(page.getByTestId('adapter-name').locator('.active'))).toBe(adapter)
      await connectTestWallet(page)

      const before = await balanceOf(chain.rpcUrl, demo.config.recipient)
      await page.getByTestId('send-test').click()
      const sent = page.getByTestId('send-result')
      await sent.waitFor()
      expect(await sent.getAttribute('data-state'), await text(sent)).toBe('done')
      expect(await text(sent)).toMatch(/^0x[0-9a-f]{64}$/)
      // anvil mines the transaction as it arrives.
      await expect
        .poll(() => balanceOf(chain.rpcUrl, demo.config.recipient), { timeout: 10_000 })
        .toBe(before + SENT)

      await page.getByTestId('sign-message').click()
      const signature = page.getByTestId('signature')
      await signature.waitFor()
      expect(await signature.getAttribute('data-state'), await text(signature)).toBe('done')
      const valid = await verifyMessage({
        address: demo.config.wallet.address,
        message: SIGNED_TEXT,
        signature: (await text(signature)).trim() as Hex,
      })
      expect(valid).toBe(true)
    },
  )
})

scenario(
  "the Tokens tab lists the wallet's ETH and test tokens from the demo's balance API and follows a send; Activity lists the send",
  async ({ page, demo, openDemo }) => {
    const chain = demo.config.chains[0]!
    const address = demo.config.wallet.address
    await openDemo()
    await connectTestWallet(page)
    const rowTexts = async () => {
      // Each row's name, amount and value (its icon's monogram left out).
      const rows = modal(page)
        .getByTestId('account-tab-tokens')
        .locator('li')
        .evaluateAll((items) =>
          items.map((item) =>
            [...item.querySelectorAll('.gw-list-item-label, .gw-list-item-end')]
              // innerText, not textContent: the rendered text, a line break between name and amount.
              // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
              .map((part) => (part as HTMLElement).innerText)
              .join(' '),
          ),
        )
      return (await rows).map((row) => row.replace(/\s+/g, ' ').trim())
    }
    // Amounts as the modal shows them (en): the whole part grouped ('1,000,000', '9,999.99').
    const grouped = (amount: string) =>
      amount.replace(/^\d+/, (whole) => BigInt(whole).toLocaleString('en-US'))
    // The ETH row's USD value comes from the demo's swap pools (the server prices the native
    // currency there), which the other scenarios' swaps move: only its form is checked.
    const shownRows = async () =>
      (await rowTexts()).map((row, index) =>
        index === 0 ? row.replace(/ \$[\d,]+\.\d\d$/, ' $<usd>') : row,
      )
    const ethRow = async () =>
      `Ether ${grouped(flooredBalance(await balanceOf(chain.rpcUrl, address)))} ETH $<usd>`

    await page.getByTestId('connect-button').first().click()
    await modal(page).getByTestId('account-tab-tokens').waitFor()
    // The native balance first, then the test tokens (1,000,000 each, priced at $1 by the demo's
    // balance API) by value, then name. Read live from anvil through the kit's balanceApiUrl.
    // The token rows as the node has the balances (other scenarios send tokens from this account
    // too): quantity floored to 3 decimals, USD value at $1, by value, then name.
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    const tokenRows = async () => {
      const rows = await Promise.all(
        chain.tokens.map(async (token) => {
          const units = await tokenBalanceOf(chain.rpcUrl, token.address, address)
          const name = TEST_TOKENS[token.symbol as TestTokenSymbol].name
          const value = Number(formatUnits(units, token.decimals))
          const quantity = grouped(flooredBalance(units, token.decimals))
          return { name, value, text: `${name} ${quantity} ${token.symbol} ${usd.format(value)}` }
        }),
      )
      rows.sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))
      return rows.map((row) => row.text)
    }
    expect(chain.tokens.map((token) => token.symbol).sort()).toEqual(['DAI', 'USDC', 'USDT'])
    await expect
      .poll(shownRows, { timeout: 10_000 })
      .toEqual([await ethRow(), ...(await tokenRows())])

    // A send through the demo: the kit reads the balances again (past the 30 s cache).
    await closeModalIfOpen(page)
    await page.getByTestId('send-test').click()
    const sent = page.getByTestId('send-result')
    await sent.waitFor()
    expect(await sent.getAttribute('data-state'), await text(sent)).toBe('done')
    // The account button and the Account view show the same new balance as the Tokens row,
    // not one read before the send was mined, in one text (core's formatBalance: 3 decimals
    // floored, the whole part grouped).
    const ethAmount = async () =>
      `${grouped(flooredBalance(await balanceOf(chain.rpcUrl, address)))} ETH`
    // (A generous limit: the suite shares 2 cores with the chains, the relay and the browser.)
    await expect
      .poll(() => text(page.getByTestId('account-balance').first()), { timeout: 20_000 })
      .toBe(await ethAmount())
    await page.getByTestId('connect-button').first().click()
    await expect.poll(async () => (await shownRows())[0], { timeout: 10_000 }).toBe(await ethRow())
    expect(await text(modal(page).getByTestId('account-view-balance'))).toBe(await ethAmount())

    // Activity, read from anvil through the kit's activityApiUrl: the send on top, under this
    // month's heading (spec §3: by year, then month, newest first).
    await modal(page).getByRole('tab', { name: 'Activity' }).click()
    const activity = modal(page).getByTestId('account-tab-activity')
    const newest = activity.getByTestId('activity-row').first()
    await newest.waitFor({ timeout: 15_000 })
    const month = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date())
    expect(await text(activity.locator('h3').first())).toBe(month)
    const recipient = demo.config.recipient
    const label = newest.locator('.gw-list-item-label')
    const amount = await text(label.locator('.gw-list-item-sub'))
    expect((await text(label)).slice(0, -amount.length)).toBe(
      `Sent to ${recipient.slice(0, 6)}…${recipient.slice(-4)}`,
    )
    // Spec §9: token amounts in activity show 3 decimals.
    expect(amount).toBe('-0.010 ETH')
    expect(await newest.getAttribute('data-status')).toBe('confirmed')

    // A second send by the host, outside the modal: it shows when the Activity tab is reopened,
    // with no network change in between.
    const rowsBefore = await activity.getByTestId('activity-row').count()
    await closeModalIfOpen(page)
    await page.getByTestId('send-test').click()
    await expect.poll(() => sent.getAttribute('data-state')).toBe('done')
    await page.getByTestId('connect-button').first().click()
    await modal(page).getByRole('tab', { name: 'Activity' }).click()
    await expect
      .poll(() => activity.getByTestId('activity-row').count(), { timeout: 15_000 })
      .toBe(rowsBefore + 1)
  },
)

scenario(
  'the NFTs tab lists the test collection the wallet holds, from the demo NFT API, with images',
  async ({ page, openDemo }) => {
    await openDemo()
    await connectTestWallet(page)
    await page.getByTestId('connect-button').first().click()
    await modal(page).getByRole('tab', { name: 'NFTs' }).click()
    const cards = modal(page).getByTestId('account-tab-nfts').getByTestId('nft-item')
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(3)
    const texts = await cards.evaluateAll((items) =>
      items.map((item) => [
        item.querySelector('.gw-nft-name')?.textContent,
        item.querySelector('.gw-nft-sub')?.textContent,
      ]),
    )
    expect(texts).toEqual(
      [1, 2, 3].map((id) => [
        `Gangway Test Collectibles #${id}`,
        `Gangway Test Collectibles #${id}`,
      ]),
    )
    // Each image is the API's generated SVG, loaded (not the monogram fallback).
    const images = cards.locator('img')
    expect(await images.count()).toBe(3)
    await expect
      .poll(() =>
        images.evaluateAll((imgs) =>
          imgs.every(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        ),
      )
      .toBe(true)
    expect(await images.first().getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
  },
)
