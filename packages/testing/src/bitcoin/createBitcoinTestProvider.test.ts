import { Verifier } from 'bip322-js'
import { address as bitcoinAddress, networks, Psbt, Transaction } from 'bitcoinjs-lib'
import { afterAll, describe, expect, it } from 'vitest'
import { installTestWindow } from '../window/installTestWindow.js'
import { deriveBitcoinTestKeys } from './bitcoinKeys.js'
import { BITCOIN_RPC_ERROR, createBitcoinTestProvider } from './createBitcoinTestProvider.js'
import { injectBitcoinTestProvider } from './injectBitcoinTestProvider.js'
import { fakeUtxo } from './psbtSigning.js'

const result = (response: unknown) => (response as { result: any }).result
const error = (response: unknown) =>
  (response as { error: { code: number; message: string } }).error

describe('bitcoin test provider (sats-connect JSON-RPC)', () => {
  it('returns the payment and ordinals addresses and remembers the authorisation', async () => {
    const provider = createBitcoinTestProvider()
    expect(error(await provider.request('wallet_getAccount', null)).code).toBe(
      BITCOIN_RPC_ERROR.ACCESS_DENIED,
    )
    const accounts = result(
      await provider.request('getAccounts', { purposes: ['payment', 'ordinals'] }),
    )
    expect(accounts).toEqual([
      expect.objectContaining({ purpose: 'payment', addressType: 'p2wpkh' }),
      expect.objectContaining({ purpose: 'ordinals', addressType: 'p2tr' }),
    ])
    expect(accounts[0].address).toMatch(/^tb1q/)
    expect(provider.isConnected).toBe(true)
    const account = result(await provider.request('wallet_getAccount', null))
    expect(account.addresses.map((a: { address: string }) => a.address)).toEqual(
      accounts.map((a: { address: string }) => a.address),
    )
    expect(account.network.bitcoin.name).toBe('Testnet')
  })

  it('answers the JSON-RPC envelope: ids, method not found, user rejection once', async () => {
    const provider = createBitcoinTestProvider({ methods: ['getAccounts', 'signMessage'] })
    const response = await provider.request('sendTransfer', { recipients: [] })
    expect(response).toMatchObject({ jsonrpc: '2.0', id: expect.any(String) })
    expect(error(response).code).toBe(BITCOIN_RPC_ERROR.METHOD_NOT_FOUND)
    expect(provider.info.methods).toEqual(['getAccounts', 'signMessage'])
    provider.rejectNext()
    expect(error(await provider.request('getAccounts', { purposes: ['payment'] }))).toEqual({
      code: BITCOIN_RPC_ERROR.USER_REJECTION,
      message: 'User rejected the request.',
    })
    expect(result(await provider.request('getAccounts', { purposes: ['payment'] }))).toHaveLength(1)
  })

  it('signs messages with ECDSA and BIP-322 that verify with bip322-js', async () => {
    const provider = createBitcoinTestProvider({ connected: true })
    const { payment, ordinals } = provider.addresses
    for (const [address, protocol] of [
      [payment.address, 'ECDSA'],
      [payment.address, 'BIP322'],
      [ordinals.address, 'BIP322'],
    ] as const) {
      const signed = result(
        await provider.request('signMessage', { address, message: 'hi', protocol }),
      )
      expect(signed).toMatchObject({ address, protocol })
      expect(Verifier.verifySignature(address, 'hi', signed.signature, true)).toBe(true)
    }
    expect(
      error(await provider.request('signMessage', { address: 'tb1qnotmine', message: 'x' })).code,
    ).toBe(BITCOIN_RPC_ERROR.INVALID_PARAMS)
  })

  it('signs a PSBT input locked to its payment address, and finalises it on broadcast', async () => {
    const provider = createBitcoinTestProvider({ connected: true })
    const key = deriveBitcoinTestKeys({ network: 'testnet' }).payment
    const coin = fakeUtxo('coin', 50_000)
    const psbt = new Psbt({ network: networks.testnet })
      .addInput({ hash: coin.txid, index: 0, witnessUtxo: { script: key.output, value: 50_000n } })
      .addOutput({ address: provider.addresses.ordinals.address, value: 49_000n })
    const signed = result(
      await provider.request('signPsbt', {
        psbt: psbt.toBase64(),
        signInputs: { [key.address]: [0] },
      }),
    )
    const back = Psbt.fromBase64(signed.psbt, { network: networks.testnet })
    expect(back.data.inputs[0]?.partialSig).toHaveLength(1)
    expect(
      back.validateSignaturesOfAllInputs(
        (pubkey, hash, sig) => key.keyPair.verify(hash, sig) && pubkey.length === 33,
      ),
    ).toBe(true)
    const broadcast = result(
      await provider.request('signPsbt', { psbt: psbt.toBase64(), broadcast: true }),
    )
    expect(broadcast.txid).toMatch(/^[0-9a-f]{64}$/)
    expect(provider.transactions.at(-1)?.txid).toBe(broadcast.txid)
  })

  it('sendTransfer builds a signed transaction paying the recipient, with change back', async () => {
    const provider = createBitcoinTestProvider({ connected: true, utxos: [fakeUtxo('a', 20_000)] })
    const to = deriveBitcoinTestKeys({ network: 'testnet', accountIndex: 3 }).payment.address
    const { txid } = result(
      await provider.request('sendTransfer', { recipients: [{ address: to, amount: 5_000 }] }),
    )
    const tx = Transaction.fromHex(provider.transactions[0]?.hex as string)
    expect(tx.getId()).toBe(txid)
    expect(
      tx.outs.map((out) => [
        bitcoinAddress.fromOutputScript(out.script, networks.testnet),
        out.value,
      ]),
    ).toEqual([
      [to, 5_000n],
      [provider.addresses.payment.address, 14_000n],
    ])
    expect(tx.ins[0]?.witness).toHaveLength(2)
    expect(provider.utxos).toEqual([{ txid, vout: 1, value: 14_000 }])
    const tooMuch = await provider.request('sendTransfer', {
      recipients: [{ address: to, amount: 14_000 }],
    })
    expect(error(tooMuch).message).toMatch(/Insufficient funds/)
  })

  it('emits accountChange, networkChange and disconnect to listeners', async () => {
    const provider = createBitcoinTestProvider({ connected: true })
    const events: unknown[] = []
    const off = provider.addListener({ eventName: 'accountChange', cb: (e) => events.push(e) })
    provider.addListener('networkChange', (e) => events.push(e))
    provider.addListener('disconnect', (e) => events.push(e))
    provider.switchAccount({ accountIndex: 1 })
    expect(events[0]).toMatchObject({
      type: 'accountChange',
      addresses: [{ purpose: 'payment' }, { purpose: 'ordinals' }],
    })
    expect(provider.addresses.payment.address).toBe(
      deriveBitcoinTestKeys({ network: 'testnet', accountIndex: 1 }).payment.address,
    )
    result(await provider.request('wallet_changeNetwork', { name: 'Regtest' }))
    expect(events[1]).toMatchObject({ type: 'networkChange', bitcoin: { name: 'Regtest' } })
    expect(provider.addresses.payment.address).toMatch(/^bcrt1q/)
    off()
    provider.switchAccount({ accountIndex: 0 })
    provider.revoke()
    expect(events.slice(2)).toEqual([{ type: 'disconnect' }])
    expect(provider.isConnected).toBe(false)
  })
})

describe('injectBitcoinTestProvider', () => {
  const installed = installTestWindow()
  afterAll(() => {
    installed.reset()
    installed.uninstall()
  })

  it('registers in window.btc_providers and at window[id], remembering the permission', async () => {
    const provider = injectBitcoinTestProvider({ id: 'Gangway.TestBtc' })
    const win = installed.window as any
    expect(win.btc_providers).toEqual([
      expect.objectContaining({ id: 'Gangway.TestBtc', name: 'Gangway Test Bitcoin Wallet' }),
    ])
    expect(win.Gangway.TestBtc).toBe(provider)
    expect(win.gangwayTestBitcoin).toBe(provider)
    await provider.request('getAccounts', { purposes: ['payment'] })
    // A reload: a new provider object finds the permission in localStorage.
    const reloaded = injectBitcoinTestProvider({ id: 'Gangway.TestBtc' })
    expect(win.btc_providers).toHaveLength(1)
    expect(reloaded.isConnected).toBe(true)
    reloaded.revoke()
    expect(injectBitcoinTestProvider({ id: 'Gangway.TestBtc' }).isConnected).toBe(false)
  })
})
