import { BITCOIN_TEST_PROVIDER_NAME, deriveBitcoinTestKeys } from '@gangway/testing/bitcoin'
import { bitcoinTestProviderInitScript } from '@gangway/testing/bitcoin/node'
import { polkadotTestExtensionInitScript } from '@gangway/testing/polkadot/node'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { demoBitcoinWalletOptions } from '../apps/demo/src/bitcoinTestWallet.js'
import {
  connectFromList,
  connectTestWallet,
  type HookState,
  hookState,
  modal,
  switchNetwork,
  TEST_WALLET_NAME,
  waitForHookState,
  waitForModalClosed,
} from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'
import { addSolanaTestWallet, SOLANA_WALLET_NAME } from './support/solanaWallet.js'

useBrowser()

/** How the Polkadot adapter names the test extension (`injectedWeb3['gangway-test']`). */
const POLKADOT_WALLET_NAME = 'Gangway Test Extension'

const SOLANA_NETWORK = 'solana:localnet'
const BITCOIN_NETWORK = 'bip122:000000000933ea01ad0ee984209779ba' // testnet
const POLKADOT_NETWORK = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e' // westend

/** The test wallet's payment and ordinals addresses (public 'test … junk' mnemonic, testnet). */
const bitcoinKeys = deriveBitcoinTestKeys({ network: 'testnet' })
/** The dev accounts //Alice and //Bob in the Westend (generic substrate, 42) SS58 format. */
const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'

const NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot'] as const
type Namespace = (typeof NAMESPACES)[number]

function statuses(page: Page) {
  return page.evaluate(
    (namespaces) => {
      const { kit } = (window as any).gangwayDemo
      return Object.fromEntries(
        // core's selectStatus: the namespace's status, held once in the chain store.
        namespaces.map((ns) => [
          ns,
          (kit.stores.chain.getState().chains[ns]?.accountState?.status ??
            'disconnected') as string,
        ]),
      ) as Record<string, string>
    },
    NAMESPACES as unknown as string[],
  )
}

function allStatuses(status: string, except: Partial<Record<Namespace, string>> = {}) {
  return Object.fromEntries(NAMESPACES.map((ns) => [ns, except[ns] ?? status]))
}

/** The namespace the kit calls active, read in the page. */
function activeNamespace(page: Page) {
  return page.evaluate(
    () => (window as any).gangwayDemo.kit.stores.chain.getState().activeNamespace as string,
  )
}

/** Clicks one wallet of the merged connect list and waits until the hooks show its namespace. */
describe('one modal, four families (wagmi + solana + bitcoin + polkadot adapters)', () => {
  scenario(
    'lists all four test wallets, connects each, switches round the namespaces, reloads, disconnects one',
    async ({ page, demo, openDemo }) => {
      const evmChain = demo.config.chains[0]!
      const evmNetwork = `eip155:${evmChain.chainId}`
      const evmAddress = demo.config.wallet.address
      const solAddress = demo.config.solana.wallet.address
      const btcPayment = bitcoinKeys.payment.address
      const btcOrdinals = bitcoinKeys.ordinals.address

      /** The hooks' account at every step: address, caipAddress and allAccounts of one namespace. */
      const expectAccount = (state: HookState, namespace: Namespace) => {
        const { account, network } = state
        expect(account.isConnected).toBe(true)
        expect(network.caipNetworkId?.startsWith(`${namespace}:`)).toBe(true)
        expect(account.allAccounts.every((entry) => entry.namespace === namespace)).toBe(true)
        if (namespace === 'eip155') {
          expect(account.address?.toLowerCase()).toBe(evmAddress.toLowerCase())
          expect(account.caipAddress?.toLowerCase()).toBe(
            `${evmNetwork}:${evmAddress}`.toLowerCase(),
          )
          expect(account.allAccounts.map((entry) => entry.address.toLowerCase())).toEqual([
            evmAddress.toLowerCase(),
          ])
        } else if (namespace === 'solana') {
          expect(account).toMatchObject({
            address: solAddress,
            caipAddress: `${SOLANA_NETWORK}:${solAddress}`,
          })
          expect(account.allAccounts).toEqual([
            { namespace: 'solana', address: solAddress, type: 'eoa' },
          ])
        } else if (namespace === 'bip122') {
          expect(account).toMatchObject({
            address: btcPayment,
            caipAddress: `${BITCOIN_NETWORK}:${btcPayment}`,
          })
          expect(btcPayment.startsWith('tb1q')).toBe(true)
          expect(account.allAccounts).toEqual([
            {
              namespace: 'bip122',
              address: btcPayment,
              type: 'payment',
              publicKey: bitcoinKeys.payment.publicKey,
            },
            {
              namespace: 'bip122',
              address: btcOrdinals,
              type: 'ordinal',
              publicKey: bitcoinKeys.ordinals.publicKey,
            },
          ])
        } else {
          expect(account).toMatchObject({
            address: ALICE,
            caipAddress: `${POLKADOT_NETWORK}:${ALICE}`,
          })
          expect(account.allAccounts).toEqual([
            { namespace: 'polkadot', address: ALICE, type: 'eoa', name: 'Alice' },
            { namespace: 'polkadot', address: BOB, type: 'eoa', name: 'Bob' },
          ])
        }
      }
      const networkOf: Record<Namespace, string> = {
        eip155: evmNetwork,
        solana: SOLANA_NETWORK,
        bip122: BITCOIN_NETWORK,
        polkadot: POLKADOT_NETWORK,
      }
      const switchAndExpect = async (namespace: Namespace) => {
        expectAccount(await switchNetwork(page, networkOf[namespace]), namespace)
        expect(await activeNamespace(page)).toBe(namespace)
      }

      await openDemo()

      // One modal lists the test wallet of every family at once (the merged connect view).
      await page.getByTestId('connect-button').first().click()
      for (const name of [
        TEST_WALLET_NAME,
        SOLANA_WALLET_NAME,
        BITCOIN_TEST_PROVIDER_NAME,
        POLKADOT_WALLET_NAME,
      ]) {
        await modal(page)
          .getByTestId('wallet-option')
          .filter({ hasText: name })
          .first()
          .waitFor({ state: 'visible' })
      }
      await modal(page).getByTestId('modal-close').click()
      await waitForModalClosed(page)

      // EVM first, through the connect button.
      expectAccount(await connectTestWallet(page), 'eip155')

      // Each other family: pick its network (nothing connected there yet), then its wallet.
      for (const [namespace, walletName] of [
        ['solana', SOLANA_WALLET_NAME],
        ['bip122', BITCOIN_TEST_PROVIDER_NAME],
        ['polkadot', POLKADOT_WALLET_NAME],
      ] as const) {
        const before = await switchNetwork(page, networkOf[namespace])
        expect(before.account.isConnected).toBe(false)
        expect(before.account.address).toBeNull()
        if (namespace === 'polkadot') {
          // The extension shares Alice and Bob: the picker asks; Alice (the first) is kept.
          await page.getByTestId('connect-button').first().click()
          await modal(page).getByTestId('wallet-option').filter({ hasText: walletName }).click()
          await modal(page)
            .locator(`[data-testid="account-option"][data-address="${ALICE}"]`)
            .click()
          await waitForModalClosed(page)
          await waitForHookState(page, (s) => s.account.isConnected)
        } else await connectFromList(page, walletName, namespace)
        expectAccount(await hookState(page), namespace)
      }
      expect(await statuses(page)).toEqual(allStatuses('connected'))

      // Round the namespaces, twice: every step shows the right namespace's account only.
      for (let round = 0; round < 2; round++) {
        for (const namespace of ['eip155', 'solana', 'bip122', 'polkadot'] as const) {
          await switchAndExpect(namespace)
        }
      }
      await switchAndExpect('bip122')
      // No Bitcoin node backs the demo's wallet: it is never asked for a balance and the kit
      // shows none (it showed the made-up coins as '1.000 BTC').
      expect(
        await page.evaluate(() => {
          const { kit } = (window as any).gangwayDemo
          return {
            asked: (window as any).gangwayTestBitcoin.requests.map((r: any) => r.method),
            balance: kit.stores.chain.getState().chains.bip122?.accountState?.balance,
          }
        }),
      ).toEqual({ asked: expect.not.arrayContaining(['getBalance']), balance: undefined })

      // Reload on Bitcoin: every connection is restored, the active one on its network.
      await page.reload()
      await page.getByTestId('hook-state').waitFor()
      const restored = await waitForHookState(page, (s) => s.account.isConnected)
      await expect.poll(() => statuses(page)).toEqual(allStatuses('connected'))
      expectAccount(restored, 'bip122')
      for (const namespace of ['polkadot', 'eip155', 'solana', 'bip122'] as const) {
        await switchAndExpect(namespace)
      }

      // Disconnect Bitcoin only: the three others stay as they were.
      await page.evaluate(() => (window as any).gangwayDemo.kit.disconnect('bip122'))
      expect(await statuses(page)).toEqual(allStatuses('connected', { bip122: 'disconnected' }))
      const bitcoinAfter = await hookState(page)
      expect(bitcoinAfter.account.isConnected).toBe(false)
      expect(bitcoinAfter.account.address).toBeNull()
      expect(bitcoinAfter.account.allAccounts).toEqual([])
      for (const namespace of ['polkadot', 'eip155', 'solana'] as const) {
        await switchAndExpect(namespace)
      }
      const bitcoinAgain = await switchNetwork(page, BITCOIN_NETWORK)
      expect(bitcoinAgain.account.isConnected).toBe(false)
      expect(bitcoinAgain.account.allAccounts).toEqual([])
    },
    {
      timeout: 150_000,
      beforeOpen: async (context) => {
        await addSolanaTestWallet(context)
        // The demo's own Bitcoin wallet (no node behind it).
        await context.addInitScript(
          await bitcoinTestProviderInitScript(await demoBitcoinWalletOptions()),
        )
        await context.addInitScript(await polkadotTestExtensionInitScript())
      },
    },
  )
})
