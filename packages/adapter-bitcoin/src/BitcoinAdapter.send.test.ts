/**
 * The kit's send flow on bip122: BitcoinAdapter.sendTransaction goes through the wallet's
 * sats-connect `sendTransfer`, and the signed transaction the test wallet returns pays the
 * receiver exactly the amount (checked on the transaction itself, signature included, with
 * bitcoinjs-lib, not through the wallet's books).
 */

import {
  createBitcoinTestProvider,
  deriveBitcoinTestKeys,
  registerBitcoinTestProvider,
} from '@gangway/testing/bitcoin'
import { fakeUtxo } from '@gangway/testing/bitcoin/node'
import { createAdapterContext, installTestWindow } from '@gangway/testing/tools'
import { address, crypto, networks, payments, script, Transaction } from 'bitcoinjs-lib'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { BitcoinAdapter } from './BitcoinAdapter.js'
import { bitcoinTestnet } from './networks.js'

const SENDER_KEY = '11'.repeat(32)
const RECEIVER = deriveBitcoinTestKeys({ network: 'testnet', privateKey: '33'.repeat(32) }).payment
const FEE = 1000n

const testWindow = installTestWindow()
const adapters: BitcoinAdapter[] = []
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
  testWindow.reset()
})
afterAll(() => testWindow.uninstall())

async function connectedWallet(utxos: ReturnType<typeof fakeUtxo>[]) {
  const provider = createBitcoinTestProvider({ privateKey: SENDER_KEY, utxos })
  registerBitcoinTestProvider(provider)
  const adapter = new BitcoinAdapter()
  adapters.push(adapter)
  adapter.setup(createAdapterContext({ networks: [bitcoinTestnet] }))
  await adapter.connect({ id: provider.id, chainId: bitcoinTestnet.id })
  return { provider, adapter }
}

describe('BitcoinAdapter.sendTransaction (sats-connect sendTransfer)', () => {
  it('asks the wallet for sendTransfer; the signed transaction pays the receiver exactly the amount', async () => {
    const funding = fakeUtxo('send funding', 50_000)
    const { provider, adapter } = await connectedWallet([funding])
    const sender = provider.addresses.payment

    const { hash } = await adapter.sendTransaction({ to: RECEIVER.address, value: 12_345n })

    expect(provider.requests.filter((r) => r.method === 'sendTransfer')).toEqual([
      {
        method: 'sendTransfer',
        params: { recipients: [{ address: RECEIVER.address, amount: 12_345 }] },
      },
    ])
    const hex = provider.transactions.at(-1)?.hex
    if (!hex) throw new Error('The wallet returned no transaction.')
    const tx = Transaction.fromHex(hex)
    expect(tx.getId()).toBe(hash)
    // Outputs by script: the receiver gets the amount, the rest less the fee goes back as change.
    const paid = (output: Uint8Array) =>
      tx.outs.filter((out) => Buffer.from(out.script).equals(Buffer.from(output)))
    expect(
      paid(address.toOutputScript(RECEIVER.address, networks.testnet)).map((o) => o.value),
    ).toEqual([12_345n])
    const change = address.toOutputScript(sender.address, networks.testnet)
    expect(paid(change).map((o) => o.value)).toEqual([50_000n - 12_345n - FEE])
    expect(tx.outs).toHaveLength(2)

    // The one input spends the funding coin, signed by the sender's key (BIP143 digest).
    expect(tx.ins).toHaveLength(1)
    const [input] = tx.ins
    expect(
      Buffer.from(input?.hash ?? [])
        .reverse()
        .toString('hex'),
    ).toBe(funding.txid)
    const [signature, publicKey] = input?.witness ?? []
    if (!signature || !publicKey) throw new Error('The input has no p2wpkh witness.')
    const key = deriveBitcoinTestKeys({ network: 'testnet', privateKey: SENDER_KEY }).payment
    expect(Buffer.from(publicKey).toString('hex')).toBe(key.publicKey)
    const decoded = script.signature.decode(signature)
    const scriptCode = payments.p2pkh({ hash: crypto.hash160(publicKey) }).output
    if (!scriptCode) throw new Error('No script code.')
    const digest = tx.hashForWitnessV0(0, scriptCode, 50_000n, decoded.hashType)
    expect(key.keyPair.verify(digest, decoded.signature)).toBe(true)
  })

  it("gives USER_REJECTED when the visitor refuses; the wallet's coins are unspent", async () => {
    const { provider, adapter } = await connectedWallet([fakeUtxo('kept', 20_000)])
    provider.rejectNext()
    const error = await adapter
      .sendTransaction({ to: RECEIVER.address, value: 1_000n })
      .catch((e: unknown) => e as { code?: string; shortMessage?: string })
    expect(error).toMatchObject({
      code: 'USER_REJECTED',
      shortMessage: 'User rejected the request',
    })
    expect(provider.transactions).toHaveLength(0)
    expect(provider.utxos.map((u) => u.value)).toEqual([20_000])
  })
})
