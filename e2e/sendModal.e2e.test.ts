// The Send flow from the modal in the demo (issue 14): ETH, an ERC-20 (USDC) and USDT sent to
// the demo's recipient through the injected test wallet on anvil, the balances read back from
// the node, not from the UI; the USDT send keyboard only; an invalid receiver shows its text.
import { parseEther, parseUnits } from 'viem'
import { describe, expect } from 'vitest'
import { balanceOf, connectTestWallet, modal, text, tokenBalanceOf } from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'
import { shootFlowInThemes } from './support/screenSet.js'
import {
  openSend,
  pickSendToken,
  placesAcrossToastExit,
  sendField,
  sendStarted,
} from './support/sendFlow.js'

useBrowser()

const field = sendField
const pickToken = pickSendToken
const sent = sendStarted

describe('Send from the modal', () => {
  scenario(
    'sends ETH, USDC and USDT (keyboard only) and the node balances move by exactly the amounts',
    async ({ page, demo, openDemo }) => {
      const chain = demo.config.chains[0]!
      const recipient = demo.config.recipient
      const token = (symbol: string) => chain.tokens.find((t) => t.symbol === symbol)!
      const tokenBalance = (symbol: string, owner: string) =>
        tokenBalanceOf(chain.rpcUrl, token(symbol).address, owner)
      await openDemo()
      await connectTestWallet(page)

      // ETH: the native currency is picked first.
      const ethBefore = await balanceOf(chain.rpcUrl, recipient)
      await openSend(page)
      await expect.poll(() => text(field(page, 'send-token'))).toContain('ETH')
      await field(page, 'send-amount').fill('0.25')
      await field(page, 'send-receiver').fill('0x1234')
      await expect.poll(() => text(field(page, 'send-error'))).toBe('Invalid address')
      await field(page, 'send-receiver').fill(recipient)
      await expect.poll(() => text(field(page, 'send-error'))).toBe('')
      await field(page, 'send-preview').click()
      await expect.poll(() => text(field(page, 'preview-fee')), { timeout: 10_000 }).toMatch(/ ETH/)
      // docs/ui-comparison.md's Send preview (UPDATE_SCREENS=1 only).
      await shootFlowInThemes(page, 'sendpreview')
      await field(page, 'preview-send').click()
      await sent(page)
      // The toast's row keeps its room when the toast hides (2.2 s later): nothing on Account
      // moves under the pointer (it moved 56 px, and a press as it hid missed its button).
      expect(await placesAcrossToastExit(page, '[data-feature="send"]')).toEqual({
        toastShown: true,
        moved: 0,
      })
      await expect
        .poll(() => balanceOf(chain.rpcUrl, recipient), { timeout: 10_000 })
        .toBe(ethBefore + parseEther('0.25'))

      // USDC, an ERC-20, picked from the account's balances.
      const usdcBefore = await tokenBalance('USDC', recipient)
      await field(page, 'send-token').waitFor({ state: 'detached' })
      await modal(page).locator('[data-feature="send"]').click()
      await pickToken(page, 'USDC')
      await field(page, 'send-amount').fill('12.345678')
      await field(page, 'send-receiver').fill(recipient)
      await field(page, 'send-preview').click()
      await field(page, 'preview-send').click()
      await sent(page)
      await expect
        .poll(() => tokenBalance('USDC', recipient), { timeout: 10_000 })
        .toBe(usdcBefore + parseUnits('12.345678', token('USDC').decimals))

      // USDT, keyboard only: focus starts in the amount field.
      const usdtBefore = await tokenBalance('USDT', recipient)
      // From the Send button (focused), everything else by keys.
      await modal(page).locator('[data-feature="send"]').focus()
      await page.keyboard.press('Enter')
      await field(page, 'send-view').waitFor()
      await page.keyboard.press('Shift+Tab') // the token button
      await page.keyboard.press('Enter')
      await modal(page).getByTestId('send-token-option').first().waitFor()
      for (let i = 0; i < 6; i++) {
        // The focused row's symbol (its label's first text; the monogram comes before it).
        const focused = await page.evaluate(
          () =>
            document
              .querySelector('gangway-modal')
              ?.shadowRoot?.activeElement?.querySelector('.gw-list-item-label')?.firstChild
              ?.textContent,
        )
        if (focused === 'USDT') break
        await page.keyboard.press('Tab')
      }
      await page.keyboard.press('Enter')
      await expect.poll(() => text(field(page, 'send-token'))).toContain('USDT')
      await page.keyboard.type('3.25')
      await page.keyboard.press('Tab') // Max
      await page.keyboard.press('Tab') // receiver
      await page.keyboard.type(recipient)
      await expect.poll(() => text(field(page, 'send-error'))).toBe('')
      await page.keyboard.press('Enter') // Preview
      await field(page, 'send-preview-view').waitFor()
      await expect.poll(() => text(field(page, 'preview-amount'))).toMatch(/^3\.25 USDT/)
      await page.keyboard.press('Enter') // Send (focused)
      await sent(page)
      await expect
        .poll(() => tokenBalance('USDT', recipient), { timeout: 10_000 })
        .toBe(usdtBefore + parseUnits('3.25', token('USDT').decimals))
    },
    { timeout: 120_000 },
  )

  scenario(
    'refused sends show their text and leave the node balances as they were',
    async ({ page, demo, openDemo }) => {
      const chain = demo.config.chains[0]!
      const { recipient, wallet } = demo.config
      const balances = () =>
        Promise.all([balanceOf(chain.rpcUrl, recipient), balanceOf(chain.rpcUrl, wallet.address)])
      await openDemo()
      await connectTestWallet(page)
      const before = await balances()
      await openSend(page)
      await field(page, 'send-receiver').fill(recipient)
      for (const [amount, message] of [
        ['0.1234567890123456789', 'ETH has at most 18 decimals'],
        ['100000000', 'Insufficient balance'],
      ] as const) {
        await field(page, 'send-amount').fill(amount)
        await expect.poll(() => text(field(page, 'send-error'))).toBe(message)
        expect(await field(page, 'send-preview').isDisabled()).toBe(true)
      }
      await field(page, 'send-receiver').fill('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
      await expect
        .poll(() => text(field(page, 'send-error')))
        .toBe('This is a Solana address, not EVM')

      // Rejected in the wallet: the preview stays, with the text, nothing typed is lost.
      await field(page, 'send-receiver').fill(recipient)
      await field(page, 'send-amount').fill('0.5')
      await field(page, 'send-preview').click()
      await page.evaluate(() =>
        (
          window as unknown as { gangwayTestWallet: { rejectNext(method: string): void } }
        ).gangwayTestWallet.rejectNext('eth_sendTransaction'),
      )
      await field(page, 'preview-send').click()
      await expect
        .poll(() => text(field(page, 'preview-error')), { timeout: 10_000 })
        .toBe('User rejected the request')
      expect(await text(field(page, 'preview-amount'))).toMatch(/^0\.5 ETH/)
      expect(await balances()).toEqual(before)
    },
    { timeout: 60_000 },
  )
})
