// A fifth chain family in the modal: TON through the TON Connect JS bridge. The visitor picks
// TON Localnet, connects the TON Connect test wallet (injected the way TON wallets inject
// themselves), sees the account in the button and the Account view, signs a message (verified
// here, independently) and sends 0.01 TON (balances read back from the TON sandbox node).

import { deriveTonTestKey } from '@gangway/testing/ton'
import { tonTestWalletInitScript, verifyTonSignData } from '@gangway/testing/ton/node'
import { Address } from '@ton/core'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import {
  modal,
  switchNetwork,
  text,
  truncated,
  waitForHookState,
  waitForModalClosed,
} from './support/demoPage.js'
import { demoRun, SCREENS, scenario, useBrowser } from './support/harness.js'

useBrowser()

const TON_WALLET_NAME = 'Gangway TON Test Wallet'
const SEND_NANOTONS = 10_000_000n // the demo's "Send test": 0.01 TON
const MAX_FEE = 20_000_000n // 0.02 TON: a v4 transfer that also deploys the wallet costs less

/** A balance from the TON node itself (toncenter v2 `getAddressBalance`), not through the page. */
async function nanotonsOf(rpcUrl: string, address: string): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: 1,
      jsonrpc: '2.0',
      method: 'getAddressBalance',
      params: { address },
    }),
    signal: AbortSignal.timeout(10_000),
  })
  const answer = (await response.json()) as { ok?: boolean; result?: unknown; error?: string }
  if (!response.ok || answer.ok !== true || typeof answer.result !== 'string') {
    throw new Error(`getAddressBalance(${address}): ${response.status} ${JSON.stringify(answer)}`)
  }
  return BigInt(answer.result)
}

/** Clicks a demo action and waits for its outcome line to say done. */
async function runAction(page: Page, button: string, outcome: string): Promise<string> {
  await page.getByTestId(button).click()
  const line = page.getByTestId(outcome)
  await expect
    .poll(() => line.getAttribute('data-state').catch(() => null), { timeout: 20_000 })
    .toBe('done')
  return text(line)
}

describe('TON (a fifth family, written against the public API) in the modal', () => {
  scenario(
    'pick TON Localnet, connect the TON Connect wallet, see the account, sign, send',
    async ({ page, demo, openDemo }) => {
      const { ton } = demo.config
      const network = `ton:${ton.globalId}`
      const address = Address.parseRaw(ton.wallet.address)
      const friendly = address.toString({ bounceable: false, testOnly: true })

      await openDemo()
      const before = await switchNetwork(page, network)
      expect(before.account.isConnected).toBe(false)

      await page.getByTestId('connect-button').first().click()
      await modal(page)
        .getByTestId('wallet-option')
        .filter({ hasText: TON_WALLET_NAME })
        .first()
        .click()
      const state = await waitForHookState(
        page,
        (s) => s.account.caipAddress?.startsWith('ton:') ?? false,
      )
      await waitForModalClosed(page)
      expect(state.account).toMatchObject({
        isConnected: true,
        address: friendly,
        caipAddress: `${network}:${friendly}`,
        allAccounts: [{ namespace: 'ton', address: friendly, type: 'eoa' }],
      })
      expect(state.network.caipNetworkId).toBe(network)

      // The account button: the address (truncated) and the balance read from the node (spec §9:
      // three decimals, floored).
      const button = page.getByTestId('connect-button').first()
      expect(await text(button.getByTestId('account-address'))).toBe(truncated(friendly))
      await expect
        .poll(async () => await text(button.getByTestId('account-balance')).catch(() => ''), {
          timeout: 15_000,
        })
        .toBe('100.000 TON')

      // The Account view shows the same account.
      await button.click()
      const card = modal(page).getByTestId('modal-card')
      await card.waitFor()
      await expect.poll(async () => text(card), { timeout: 10_000 }).toContain(truncated(friendly))
      await page.screenshot({ path: `${SCREENS}ton-account.png`, animations: 'disabled' })
      await modal(page).getByTestId('modal-close').click()
      await waitForModalClosed(page)

      // Sign message: TON Connect signData (text), checked here from the spec with node:crypto.
      const start = Math.floor(Date.now() / 1000)
      const signature = await runAction(page, 'sign-message', 'signature')
      const end = Math.floor(Date.now() / 1000)
      const { keyPair } = await deriveTonTestKey(ton.wallet.mnemonic)
      const signed = {
        signature,
        address: ton.wallet.address,
        domain: new URL(demo.url).host,
        text: 'Hello from the Gangway demo',
        publicKey: keyPair.publicKey.toString('hex'),
      }
      const times = Array.from({ length: end - start + 3 }, (_, i) => start - 1 + i)
      expect(times.some((timestamp) => verifyTonSignData({ ...signed, timestamp }))).toBe(true)
      expect(
        times.some((timestamp) => verifyTonSignData({ ...signed, timestamp, text: 'Hello' })),
      ).toBe(false)

      // Send test: 0.01 TON to the demo's recipient, balances read back from the node.
      const sender = await nanotonsOf(ton.rpcUrl, ton.wallet.address)
      const received = await nanotonsOf(ton.rpcUrl, ton.recipient)
      const hash = await runAction(page, 'send-test', 'send-result')
      expect(hash).toMatch(/^[0-9a-f]{64}$/)
      expect(await nanotonsOf(ton.rpcUrl, ton.recipient)).toBe(received + SEND_NANOTONS)
      const fee = sender - (await nanotonsOf(ton.rpcUrl, ton.wallet.address)) - SEND_NANOTONS
      expect(fee).toBeGreaterThan(0n)
      expect(fee).toBeLessThanOrEqual(MAX_FEE)
      await page.screenshot({ path: `${SCREENS}ton-signed-and-sent.png`, animations: 'disabled' })

      // After a reload the wallet restores the connection (restoreConnection), no prompt.
      await page.reload()
      const restored = await waitForHookState(
        page,
        (s) => s.account.caipAddress?.startsWith('ton:') ?? false,
      )
      expect(restored.account.address).toBe(friendly)
    },
    {
      timeout: 120_000,
      beforeOpen: async (context) => {
        const { ton } = demoRun().config
        await context.addInitScript(
          await tonTestWalletInitScript({
            rpcUrl: ton.rpcUrl,
            mnemonic: ton.wallet.mnemonic,
            network: ton.globalId,
            fetchManifest: true,
          }),
        )
      },
    },
  )
})
