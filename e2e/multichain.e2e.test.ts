import { createPublicKey, verify } from 'node:crypto'
import { decodeBase58 } from '@gangway/testing/solana'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import {
  connectFromList,
  connectTestWallet,
  flooredBalance,
  type HookState,
  hookState,
  modal,
  switchNetwork as switchTo,
  waitForHookState,
  waitForModalClosed,
} from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'
import { lamportsOf } from './support/solanaNode.js'
import { addSolanaTestWallet, SOLANA_WALLET_NAME } from './support/solanaWallet.js'

useBrowser()

const SOLANA_NETWORK = 'solana:localnet'

/** What the kit hands the host for the active namespace, read in the page. */
function activeProvider(page: Page) {
  return page.evaluate(async () => {
    const { kit } = (window as any).gangwayDemo
    const provider = kit.getProvider()
    if (!provider) return { kind: 'none' }
    if (typeof provider.request === 'function') {
      return { kind: 'eip1193', accounts: await provider.request({ method: 'eth_accounts' }) }
    }
    return { kind: 'solana', address: provider.address as string }
  })
}

function statuses(page: Page) {
  return page.evaluate(() => {
    const { kit } = (window as any).gangwayDemo
    // core's selectStatus: the namespace's status, held once in the chain store.
    const status = (ns: string): string =>
      kit.stores.chain.getState().chains[ns]?.accountState?.status ?? 'disconnected'
    return { eip155: status('eip155'), solana: status('solana') }
  })
}

/** Waits until the connect button's balance matches (a fresh one after a switch). */
async function expectShownBalance(page: Page, expected: RegExp): Promise<void> {
  const balance = page.getByTestId('connect-button').first().getByTestId('account-balance')
  await expect
    .poll(async () => ((await balance.textContent().catch(() => '')) ?? '').trim(), {
      timeout: 15_000,
    })
    .toMatch(expected)
}

function verifyEd25519(message: string, signature: Uint8Array, publicKey: Uint8Array): boolean {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, Buffer.from(message), key, signature)
}

describe('one modal, EVM and Solana (wagmi + solana adapters)', () => {
  scenario(
    'connect both, switch back and forth, reload, disconnect one: each namespace stays right',
    async ({ page, demo, openDemo }) => {
      const evmChain = demo.config.chains[0]!
      const evmNetwork = `eip155:${evmChain.chainId}`
      const evmAddress = demo.config.wallet.address
      const solAddress = demo.config.solana.wallet.address

      await openDemo()
      const evmState = await connectTestWallet(page)
      expect(evmState.account.caipAddress?.toLowerCase()).toBe(
        `${evmNetwork}:${evmAddress}`.toLowerCase(),
      )

      // Solana: switch to its network (not connected yet), then connect its wallet.
      const beforeSolana = await switchTo(page, SOLANA_NETWORK)
      expect(beforeSolana.account.isConnected).toBe(false)
      expect(beforeSolana.account.address).toBeNull()
      await connectFromList(page, SOLANA_WALLET_NAME, 'solana')
      expect(await statuses(page)).toEqual({ eip155: 'connected', solana: 'connected' })

      // The wallet's SOL as the node has it (other scenarios send from it too), floored to 3
      // decimals; after the 0.01 SOL send, that less 0.01 and its 0.000005 fee.
      const rpcUrl = demo.config.solana.rpcUrl
      const solStart = await lamportsOf(rpcUrl, solAddress)
      const recipientStart = await lamportsOf(rpcUrl, demo.config.solana.recipient)
      const shownSol = (lamports: bigint) => `${flooredBalance(lamports, 9)} SOL`
      let solBalance = shownSol(solStart)
      const expectSolana = async (state: HookState) => {
        expect(state.account).toMatchObject({
          isConnected: true,
          address: solAddress,
          caipAddress: `${SOLANA_NETWORK}:${solAddress}`,
        })
        expect(state.account.allAccounts).toEqual([
          { namespace: 'solana', address: solAddress, type: 'eoa' },
        ])
        expect(await activeProvider(page)).toEqual({ kind: 'solana', address: solAddress })
        await expectShownBalance(page, new RegExp(`^${solBalance.replace('.', '\\.')}$`))
      }
      const expectEvm = async (state: HookState) => {
        expect(state.account.isConnected).toBe(true)
        expect(state.account.address?.toLowerCase()).toBe(evmAddress.toLowerCase())
        expect(state.account.caipAddress?.toLowerCase()).toBe(
          `${evmNetwork}:${evmAddress}`.toLowerCase(),
        )
        expect(state.account.allAccounts.map((a) => a.namespace)).toEqual(['eip155'])
        const provider = await activeProvider(page)
        expect(provider.kind).toBe('eip1193')
        expect((provider as { accounts: string[] }).accounts.map((a) => a.toLowerCase())).toEqual([
          evmAddress.toLowerCase(),
        ])
        await expectShownBalance(page, /^[\d,.]+ ETH$/)
      }
      await expectSolana(await hookState(page))

      // The demo's actions go through the Solana adapter while Solana is active.
      await page.getByTestId('send-test').click()
      await expect
        .poll(
          () =>
            page
              .getByTestId('send-result')
              .getAttribute('data-state')
              .catch(() => null),
          {
            timeout: 20_000,
          },
        )
        .toBe('done')
      expect(await lamportsOf(rpcUrl, demo.config.solana.recipient)).toBe(
        recipientStart + 10_000_000n,
      )
      expect(await lamportsOf(rpcUrl, solAddress)).toBe(solStart - 10_005_000n)
      solBalance = shownSol(solStart - 10_005_000n)
      await page.getByTestId('sign-message').click()
      const signature = page.getByTestId('signature')
      await expect
        .poll(() => signature.getAttribute('data-state').catch(() => null), { timeout: 20_000 })
        .toBe('done')
      expect(
        verifyEd25519(
          'Hello from the Gangway demo',
          decodeBase58(((await signature.textContent()) ?? '').trim()),
          decodeBase58(solAddress),
        ),
      ).toBe(true)

      // The Activity tab on Solana: the send on top, read from the local validator's history
      // through the demo's activity API (spec §9: 3 decimals).
      await page.getByTestId('connect-button').first().click()
      await modal(page).getByRole('tab', { name: 'Activity' }).click()
      const newest = modal(page)
        .getByTestId('account-tab-activity')
        .getByTestId('activity-row')
        .first()
      await newest.waitFor({ timeout: 15_000 })
      const recipient = demo.config.solana.recipient
      const label = newest.locator('.gw-list-item-label')
      const amount = ((await label.locator('.gw-list-item-sub').textContent()) ?? '').trim()
      expect(amount).toBe('-0.010 SOL')
      expect(((await label.textContent()) ?? '').trim().slice(0, -amount.length)).toBe(
        `Sent to ${recipient.slice(0, 6)}…${recipient.slice(-4)}`,
      )
      await modal(page).getByTestId('modal-close').click()
      await waitForModalClosed(page)

      for (let round = 0; round < 3; round++) {
        await expectEvm(await switchTo(page, evmNetwork))
        await expectSolana(await switchTo(page, SOLANA_NETWORK))
      }

      // Reload: both connections are restored, on the network that was active.
      await page.reload()
      await page.getByTestId('hook-state').waitFor()
      const restored = await waitForHookState(page, (s) => s.account.isConnected)
      expect(await statuses(page)).toEqual({ eip155: 'connected', solana: 'connected' })
      await expectSolana(restored)
      await expectEvm(await switchTo(page, evmNetwork))

      // Disconnect Solana only: EVM stays as it was.
      await page.evaluate(() => (window as any).gangwayDemo.kit.disconnect('solana'))
      expect(await statuses(page)).toEqual({ eip155: 'connected', solana: 'disconnected' })
      await expectEvm(await hookState(page))
      const solanaAfter = await switchTo(page, SOLANA_NETWORK)
      expect(solanaAfter.account.isConnected).toBe(false)
      expect(await activeProvider(page)).toEqual({ kind: 'none' })
    },
    {
      timeout: 120_000,
      beforeOpen: async (context) => {
        await addSolanaTestWallet(context)
      },
    },
  )
})
