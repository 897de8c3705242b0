// The Send flow from the modal on Bitcoin (issue 14): BTC sent through the sats-connect test
// wallet's sendTransfer. The test wallet has no node behind it: it builds and signs the
// transaction from its coins and keeps them; the test decodes the signed transaction it built
// (bitcoinjs-lib) and checks it pays the receiver exactly the amount, and reads the wallet's
// balance back, down by the amount plus the fee.

import { BITCOIN_TEST_PROVIDER_NAME } from '@gangway/testing/bitcoin'
import { bitcoinTestProviderInitScript } from '@gangway/testing/bitcoin/node'
import { address, networks, Transaction } from 'bitcoinjs-lib'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { connectFromList, switchNetwork, text } from './support/demoPage.js'
import { scenario, useBrowser } from './support/harness.js'
import { openSend, sendField, sendFromModal } from './support/sendFlow.js'

useBrowser()

const BITCOIN_NETWORK = 'bip122:000000000933ea01ad0ee984209779ba' // testnet
/** A testnet receiver (P2WPKH of a public test key, not the wallet's). */
const RECEIVER = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

interface WalletView {
  balance: string
  transactions: { txid: string; hex: string }[]
}

/** The test wallet's total balance (satoshis) and the transactions it built, from the page. */
const walletView = (page: Page) =>
  page.evaluate(async () => {
    const wallet = (window as any).gangwayTestBitcoin
    const balance = await wallet.request('getBalance', null)
    return {
      balance: String(balance.result?.total ?? balance.total),
      transactions: wallet.transactions.map((t: { txid: string; hex: string }) => ({ ...t })),
    }
  }) as Promise<WalletView>

scenario(
  'sends BTC from the modal through the wallet: the signed transaction pays the receiver exactly the amount',
  async ({ page, openDemo }) => {
    await openDemo()
    await switchNetwork(page, BITCOIN_NETWORK)
    await connectFromList(page, BITCOIN_TEST_PROVIDER_NAME, 'bip122')
    const before = await walletView(page)

    await openSend(page)
    await expect.poll(() => text(sendField(page, 'send-token'))).toContain('BTC')
    // An EVM address is no Bitcoin receiver.
    await sendField(page, 'send-amount').fill('0.00125')
    await sendField(page, 'send-receiver').fill('0x000000000000000000000000000000000000dEaD')
    await expect.poll(() => text(sendField(page, 'send-error'))).not.toBe('')
    await sendFromModal(page, '0.00125', RECEIVER)

    const after = await walletView(page)
    expect(after.transactions).toHaveLength(before.transactions.length + 1)
    const built = after.transactions.at(-1)!
    const transaction = Transaction.fromHex(built.hex)
    expect(transaction.getId()).toBe(built.txid)
    const paid = transaction.outs
      .filter((out) => address.fromOutputScript(out.script, networks.testnet) === RECEIVER)
      .reduce((sum, out) => sum + BigInt(out.value), 0n)
    expect(paid).toBe(125_000n)
    // The wallet's coins went down by the amount and the fee (what the outputs leave of the inputs).
    const spent = BigInt(before.balance) - BigInt(after.balance)
    expect(spent).toBeGreaterThan(125_000n)
    expect(spent - 125_000n).toBeLessThan(10_000n)
  },
  {
    timeout: 90_000,
    beforeOpen: async (context) => {
      await context.addInitScript(await bitcoinTestProviderInitScript({ network: 'testnet' }))
    },
  },
)
