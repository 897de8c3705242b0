// The Send flow from the modal on Solana (issue 14): SOL and the demo's SPL test token sent to
// the demo's Solana recipient through the Wallet Standard test wallet on the local Solana node;
// the balances read back from the node over JSON-RPC, not from the UI. The SPL send creates the
// recipient's associated token account, which it does not have yet.
import { expect } from 'vitest'
import {
  connectFromList,
  connectTestWallet,
  modal,
  switchNetwork,
  text,
} from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'
import { sendField, sendStarted } from './support/sendFlow.js'
import { lamportsOf, splBalanceOf } from './support/solanaNode.js'
import { addSolanaTestWallet, SOLANA_WALLET_NAME } from './support/solanaWallet.js'

useBrowser()

const field = sendField
const sent = sendStarted

scenario(
  'sends SOL and an SPL token from the modal; the node balances move by exactly the amounts',
  async ({ page, demo, openDemo }) => {
    const { solana } = demo.config
    const token = solana.tokens[0]!
    await openDemo()
    await connectTestWallet(page)
    await switchNetwork(page, 'solana:localnet')
    await connectFromList(page, SOLANA_WALLET_NAME, 'solana')

    // SOL: the native currency is picked first; an EVM address is refused with its text.
    const solBefore = await lamportsOf(solana.rpcUrl, solana.recipient)
    await page.getByTestId('connect-button').first().click()
    await modal(page).locator('[data-feature="send"]').click()
    await field(page, 'send-view').waitFor()
    await expect.poll(() => text(field(page, 'send-token'))).toContain('SOL')
    await field(page, 'send-amount').fill('0.5')
    await field(page, 'send-receiver').fill(demo.config.recipient)
    await expect.poll(() => text(field(page, 'send-error'))).not.toBe('')
    await field(page, 'send-receiver').fill(solana.recipient)
    await expect.poll(() => text(field(page, 'send-error'))).toBe('')
    await field(page, 'send-preview').click()
    // The fee the node prices the transfer at (getFeeForMessage: one signature), not '—'; the
    // amount in USD at the demo server's SOL price (100 USD).
    await expect.poll(() => text(field(page, 'preview-fee'))).toContain('0.000005 SOL')
    expect(await text(field(page, 'preview-amount'))).toContain('$50.00')
    await field(page, 'preview-send').click()
    await sent(page)
    await expect
      .poll(() => lamportsOf(solana.rpcUrl, solana.recipient), { timeout: 15_000 })
      .toBe(solBefore + 500_000_000n)

    // The SPL token, picked from the account's balances (listed by the demo's server).
    const splBefore = await splBalanceOf(solana.rpcUrl, solana.wallet.address, token.address)
    expect(await splBalanceOf(solana.rpcUrl, solana.recipient, token.address)).toBe(0n)
    await modal(page).locator('[data-feature="send"]').click()
    await field(page, 'send-token').click()
    await modal(page)
      .getByTestId('send-token-option')
      .filter({ hasText: token.symbol })
      .first()
      .click()
    await expect.poll(() => text(field(page, 'send-token'))).toContain(token.symbol)
    await field(page, 'send-amount').fill('12.5')
    await field(page, 'send-receiver').fill(solana.recipient)
    await field(page, 'send-preview').click()
    await field(page, 'preview-send').click()
    await sent(page)
    const moved = 12_500_000n // 12.5 with 6 decimals
    await expect
      .poll(() => splBalanceOf(solana.rpcUrl, solana.recipient, token.address), {
        timeout: 15_000,
      })
      .toBe(moved)
    expect(await splBalanceOf(solana.rpcUrl, solana.wallet.address, token.address)).toBe(
      splBefore - moved,
    )
  },
  {
    timeout: 120_000,
    beforeOpen: async (context) => {
      await addSolanaTestWallet(context)
    },
  },
)
