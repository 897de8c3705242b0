/**
 * The Bitcoin adapter in a kit, against the bitcoinjs-lib test provider registered the
 * sats-connect way (window.btc_providers): connect, sign and verify, reload, refusal, events.
 */
import { createKit, createMemoryBackend, type KitEvent, type StorageBackend } from '@gangway/core'
import { isKitError } from '@gangway/core/adapter'
import {
  type BitcoinTestProvider,
  createBitcoinTestProvider,
  deriveBitcoinTestKeys,
  fakeUtxo,
  installTestWindow,
  registerBitcoinTestProvider,
} from '@gangway/testing'
import { Verifier } from 'bip322-js'
import { networks, Psbt, Transaction } from 'bitcoinjs-lib'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { BitcoinAdapter } from './BitcoinAdapter.js'
import { bitcoinRegtest, bitcoinTestnet } from './networks.js'

const KEY_A = '11'.repeat(32)
const KEY_B = '22'.repeat(32)
const TESTNET = bitcoinTestnet.caipNetworkId
const REGTEST = bitcoinRegtest.caipNetworkId

const testWindow = installTestWindow()
afterEach(() => testWindow.reset())
afterAll(() => testWindow.uninstall())

function installProvider(options: Parameters<typeof createBitcoinTestProvider>[0] = {}) {
  const provider = createBitcoinTestProvider({ privateKey: KEY_A, ...options })
  registerBitcoinTestProvider(provider)
  return provider
}

function startKit(backend: StorageBackend = createMemoryBackend()) {
  const adapter = new BitcoinAdapter()
  const kit = createKit({
    adapters: [adapter],
    networks: [bitcoinTestnet, bitcoinRegtest],
    storage: backend,
  })
  const events: KitEvent[] = []
  kit.subscribeEvents((event) => events.push(event))
  return { kit, adapter, events, backend }
}

async function connected(provider: BitcoinTestProvider) {
  const started = startKit()
  await started.kit.ready
  await started.kit.connect({ namespace: 'bip122', connectorId: provider.id })
  return started
}

describe('BitcoinAdapter in a kit (sats-connect test provider)', () => {
  it('lists every registry wallet and WalletConnect as connectors of our modal', async () => {
    installProvider()
    installProvider({ id: 'Other.BitcoinProvider', name: 'Other BTC', privateKey: KEY_B })
    // A wallet sats-connect knows by heart that does not register (Unisat injects window.unisat).
    testWindow.window.unisat = { requestAccounts: async () => [] }
    const { kit } = startKit()
    await kit.ready
    expect(
      kit.connectors.getConnectors('bip122').map((c) => [c.id, c.name, c.type, c.chain]),
    ).toEqual([
      ['GangwayTestBitcoinProvider', 'Gangway Test Bitcoin Wallet', 'INJECTED', 'bip122'],
      ['Other.BitcoinProvider', 'Other BTC', 'INJECTED', 'bip122'],
      ['unisat', 'Unisat', 'INJECTED', 'bip122'],
      ['walletConnect', 'WalletConnect', 'WALLET_CONNECT', 'bip122'],
    ])
    expect(kit.connectors.getConnectors('bip122')[0]?.imageUrl).toMatch(/^data:image\/svg\+xml/)
    delete testWindow.window.unisat
  })

  it('picks up a wallet that registers while the page is still loading', async () => {
    const page = globalThis.document as { readyState: string }
    page.readyState = 'loading'
    try {
      const { kit } = startKit()
      await kit.ready
      expect(kit.connectors.getConnectors('bip122').map((c) => c.id)).toEqual(['walletConnect'])
      installProvider()
      page.readyState = 'complete'
      testWindow.window.dispatchEvent({ type: 'load' })
      expect(kit.connectors.getConnectors('bip122').map((c) => c.id)).toEqual([
        'GangwayTestBitcoinProvider',
        'walletConnect',
      ])
    } finally {
      page.readyState = 'complete'
    }
  })

  it('connects: payment address is the account, allAccounts holds payment and ordinal', async () => {
    const provider = installProvider()
    const { kit, events } = await connected(provider)
    const { payment, ordinals } = provider.addresses
    expect(kit.getAccount('bip122')).toMatchObject({
      status: 'connected',
      address: payment.address,
      caipAddress: `${TESTNET}:${payment.address}`,
      allAccounts: [
        { namespace: 'bip122', address: payment.address, type: 'payment' },
        { namespace: 'bip122', address: ordinals.address, type: 'ordinal' },
      ],
      connectorId: 'GangwayTestBitcoinProvider',
      preferredAccountType: 'payment',
    })
    expect(kit.getProvider('bip122')).toBe(provider)
    expect(kit.getActiveCaipNetwork()?.caipNetworkId).toBe(TESTNET)
    expect(events.filter((e) => e.name === 'CONNECT_SUCCESS').map((e) => e.properties)).toEqual([
      {
        namespace: 'bip122',
        method: 'browser',
        name: 'Gangway Test Bitcoin Wallet',
        caipNetworkId: TESTNET,
      },
    ])
    expect(provider.requests.map((r) => r.method)).toContain('getAccounts')
  })

  it('signs messages with ECDSA and BIP-322 that verify offline (bip322-js)', async () => {
    const provider = installProvider()
    const { adapter } = await connected(provider)
    const { payment, ordinals } = provider.addresses
    const ecdsa = await adapter.signMessage({
      message: 'Sign in to Gangway',
      address: payment.address,
      protocol: 'ecdsa',
    })
    expect(ecdsa.protocol).toBe('ecdsa')
    expect(atob(ecdsa.signature)).toHaveLength(65)
    expect(
      Verifier.verifySignature(payment.address, 'Sign in to Gangway', ecdsa.signature, true),
    ).toBe(true)
    for (const address of [payment.address, ordinals.address]) {
      const bip322 = await adapter.signMessage({
        message: 'Sign in to Gangway',
        address,
        protocol: 'bip322',
      })
      expect(bip322).toMatchObject({ address, protocol: 'bip322' })
      expect(Verifier.verifySignature(address, 'Sign in to Gangway', bip322.signature)).toBe(true)
      expect(Verifier.verifySignature(address, 'Something else', bip322.signature)).toBe(false)
    }
    // No address: the payment address signs.
    const byDefault = await adapter.signMessage({ message: 'hi', address: '' })
    expect(Verifier.verifySignature(payment.address, 'hi', byDefault.signature)).toBe(true)
  })

  it('signs a PSBT and sends a transfer where the wallet supports it', async () => {
    const provider = installProvider({ utxos: [fakeUtxo('funding', 30_000)] })
    const { adapter } = await connected(provider)
    const key = deriveBitcoinTestKeys({ network: 'testnet', privateKey: KEY_A }).payment
    const psbt = new Psbt({ network: networks.testnet })
      .addInput({
        hash: fakeUtxo('x', 1).txid,
        index: 0,
        witnessUtxo: { script: key.output, value: 9_000n },
      })
      .addOutput({ address: key.address, value: 8_000n })
    const signed = await adapter.signPSBT({
      psbt: psbt.toBase64(),
      signInputs: { [key.address]: [0] },
    })
    const back = Psbt.fromBase64(signed.psbt, { network: networks.testnet })
    expect(
      back.validateSignaturesOfAllInputs((_pubkey, hash, sig) => key.keyPair.verify(hash, sig)),
    ).toBe(true)
    expect(signed.txid).toBeUndefined()

    const to = deriveBitcoinTestKeys({ network: 'testnet', privateKey: KEY_B }).payment.address
    const { hash } = await adapter.sendTransaction({ to, value: 12_345n })
    const tx = Transaction.fromHex(provider.transactions.at(-1)?.hex as string)
    expect(tx.getId()).toBe(hash)
    expect(tx.outs[0]?.value).toBe(12_345n)
  })

  it('sendTransfer on a wallet without it gives METHOD_NOT_SUPPORTED without asking the wallet', async () => {
    const provider = installProvider({
      methods: ['getInfo', 'getAccounts', 'signMessage', 'wallet_getAccount'],
    })
    const { adapter } = await connected(provider)
    const error = await adapter
      .sendTransfer({ recipients: [{ address: 'tb1q', amount: 1n }] })
      .catch((e: unknown) => e)
    expect(isKitError(error, 'METHOD_NOT_SUPPORTED')).toBe(true)
    expect((error as Error).message).toMatch(/^sendTransfer is not supported on bip122/)
    expect(provider.requests.map((r) => r.method)).not.toContain('sendTransfer')
    // A wallet that does not advertise its methods is asked, and its "method not found" maps too.
    const psbtError = await adapter.signPSBT({ psbt: 'cHNidP8=' }).catch((e: unknown) => e)
    expect(isKitError(psbtError, 'METHOD_NOT_SUPPORTED')).toBe(true)
  })

  it("the visitor's refusal gives the catalogue's USER_REJECTED (connect and sign)", async () => {
    const provider = installProvider()
    const { kit, adapter, events } = startKit()
    await kit.ready
    provider.rejectNext()
    const error = await kit
      .connect({ namespace: 'bip122', connectorId: provider.id })
      .catch((e: unknown) => e)
    expect(isKitError(error, 'USER_REJECTED')).toBe(true)
    expect((error as { shortMessage: string }).shortMessage).toBe('User rejected the request')
    expect(kit.getAccount('bip122').status).toBe('disconnected')
    expect(events.some((e) => e.name === 'CONNECT_ERROR')).toBe(true)

    await kit.connect({ namespace: 'bip122', connectorId: provider.id })
    provider.rejectNext()
    const signError = await adapter
      .signMessage({ message: 'no', address: provider.addresses.payment.address })
      .catch((e: unknown) => e)
    expect(isKitError(signError, 'USER_REJECTED')).toBe(true)
  })

  it('operations bip122 has no equivalent for give METHOD_NOT_SUPPORTED', async () => {
    const provider = installProvider()
    const { adapter, kit } = await connected(provider)
    const address = provider.addresses.payment.address
    const calls: [string, () => Promise<unknown>][] = [
      ['getBalance', () => adapter.getBalance({ address, caipNetwork: bitcoinTestnet })],
      ['estimateGas', () => adapter.estimateGas({ address, to: address })],
      [
        'writeContract',
        () =>
          adapter.writeContract({
            tokenAddress: 'x',
            receiverAddress: address,
            tokenAmount: 1n,
            fromAddress: address,
            method: 'transfer',
          }),
      ],
      ['getCapabilities', () => adapter.getCapabilities({ address })],
      ['walletGetAssets', () => adapter.walletGetAssets({ account: address })],
    ]
    for (const [method, call] of calls) {
      const error = await call().catch((e: unknown) => e)
      expect(isKitError(error, 'METHOD_NOT_SUPPORTED'), method).toBe(true)
      expect((error as { shortMessage: string }).shortMessage).toBe(
        `${method} is not supported on bip122`,
      )
    }
    await kit.disconnect('bip122')
    const notConnected = await adapter
      .signMessage({ message: 'x', address })
      .catch((e: unknown) => e)
    expect(isKitError(notConnected, 'WALLET_NOT_CONNECTED')).toBe(true)
  })

  it('reconnects after a reload by asking the wallet silently (wallet_getAccount)', async () => {
    const provider = installProvider()
    const first = await connected(provider)
    first.kit.destroy()
    const before = provider.requests.length

    const reloaded = startKit(first.backend)
    await reloaded.kit.ready
    expect(reloaded.kit.getAccount()).toMatchObject({
      namespace: 'bip122',
      status: 'connected',
      caipAddress: `${TESTNET}:${provider.addresses.payment.address}`,
      connectorId: provider.id,
    })
    expect(reloaded.kit.getAccount().allAccounts.map((a) => a.type)).toEqual(['payment', 'ordinal'])
    const asked = provider.requests.slice(before).map((r) => r.method)
    expect(asked).toContain('wallet_getAccount')
    expect(asked).not.toContain('getAccounts')
  })

  it('a wallet without wallet_getAccount is asked with getAccounts on reload', async () => {
    const provider = installProvider({ methods: ['getInfo', 'getAccounts', 'signMessage'] })
    const first = await connected(provider)
    first.kit.destroy()
    const reloaded = startKit(first.backend)
    await reloaded.kit.ready
    expect(reloaded.kit.getAccount('bip122').status).toBe('connected')
  })

  it('after a reload, a wallet that no longer confirms leaves the kit disconnected', async () => {
    const provider = installProvider()
    const first = await connected(provider)
    first.kit.destroy()
    provider.revoke() // the visitor removed the site in the wallet

    const { kit } = startKit(first.backend)
    await kit.ready
    expect(kit.getAccount()).toMatchObject({ status: 'disconnected', caipAddress: undefined })
    expect(kit.storage.getConnectedConnectorId('bip122')).toBeUndefined()
    expect(kit.storage.getConnectedNamespaces()).toEqual([])
  })

  it('after a reload, an uninstalled wallet leaves the kit disconnected', async () => {
    const provider = installProvider()
    const first = await connected(provider)
    first.kit.destroy()
    testWindow.reset()
    const { kit } = startKit(first.backend)
    await kit.ready
    expect(kit.getAccount('bip122').status).toBe('disconnected')
  })

  it('follows account changes, network switches and a wallet-side disconnect', async () => {
    const provider = installProvider()
    const { kit } = await connected(provider)
    provider.switchAccount({ privateKey: KEY_B })
    expect(kit.getAccount().address).toBe(provider.addresses.payment.address)
    expect(kit.getAccount().address).toBe(
      deriveBitcoinTestKeys({ network: 'testnet', privateKey: KEY_B }).payment.address,
    )

    await kit.switchNetwork(bitcoinRegtest)
    expect(provider.network).toBe('regtest')
    expect(kit.getActiveCaipNetwork()?.caipNetworkId).toBe(REGTEST)
    expect(kit.getAccount().caipAddress).toBe(`${REGTEST}:${provider.addresses.payment.address}`)
    expect(kit.getAccount().address).toMatch(/^bcrt1q/)

    provider.changeNetwork('testnet') // changed in the wallet itself
    expect(kit.getActiveCaipNetwork()?.caipNetworkId).toBe(TESTNET)
    expect(kit.getAccount().address).toMatch(/^tb1q/)

    provider.revoke()
    expect(kit.getAccount('bip122')).toMatchObject({ status: 'disconnected', address: undefined })
  })

  it('disconnect renounces the permission in the wallet and forgets the connection', async () => {
    const provider = installProvider()
    const { kit } = await connected(provider)
    await kit.disconnect('bip122')
    expect(provider.requests.at(-1)?.method).toBe('wallet_renouncePermissions')
    expect(provider.isConnected).toBe(false)
    expect(kit.getProvider('bip122')).toBeUndefined()
    expect(kit.storage.getConnectedConnectorId('bip122')).toBeUndefined()
    // Events from the old wallet session no longer move the kit.
    provider.switchAccount({ privateKey: KEY_B })
    expect(kit.getAccount('bip122').address).toBeUndefined()
  })
})
