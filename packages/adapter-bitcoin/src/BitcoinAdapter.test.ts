/**
 * The Bitcoin adapter in a kit, against the bitcoinjs-lib test provider registered the
 * sats-connect way (window.btc_providers): connect, sign and verify, balance, reload, refusal,
 * events, and what destroy stops.
 */
import { getEventListeners } from 'node:events'
import { createMemoryBackend, type Kit, type KitEvent, type StorageBackend } from '@gangway/core'
import type { AdapterEventName } from '@gangway/core/adapter'
import { getCapability, isKitError } from '@gangway/core/common'
import { createKernelKit } from '@gangway/core/internal'
import {
  type BitcoinTestProvider,
  createBitcoinTestProvider,
  deriveBitcoinTestKeys,
  registerBitcoinTestProvider,
} from '@gangway/testing/bitcoin'
import { fakeUtxo } from '@gangway/testing/bitcoin/node'
import { createAdapterContext, installTestWindow } from '@gangway/testing/tools'
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
const kits: Kit[] = []
afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.destroy()
  testWindow.reset()
})
afterAll(() => testWindow.uninstall())

function installProvider(options: Parameters<typeof createBitcoinTestProvider>[0] = {}) {
  const provider = createBitcoinTestProvider({ privateKey: KEY_A, ...options })
  registerBitcoinTestProvider(provider)
  return provider
}

function startKit(backend: StorageBackend = createMemoryBackend()) {
  const adapter = new BitcoinAdapter()
  const kit = createKernelKit({
    adapters: [adapter],
    networks: [bitcoinTestnet, bitcoinRegtest],
    storage: backend,
  })
  kits.push(kit)
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
    const connectors = kit.controllers.connectors.getConnectors('bip122')
    expect(connectors.map((c) => [c.id, c.name, c.type, c.chain, c.installed])).toEqual([
      ['GangwayTestBitcoinProvider', 'Gangway Test Bitcoin Wallet', 'INJECTED', 'bip122', true],
      ['Other.BitcoinProvider', 'Other BTC', 'INJECTED', 'bip122', true],
      ['unisat', 'Unisat', 'INJECTED', 'bip122', true],
      ['walletConnect', 'WalletConnect', 'WALLET_CONNECT', 'bip122', undefined],
    ])
    expect(connectors[0]?.imageUrl).toMatch(/^data:image\/svg\+xml/)
    // The kit stores plain data: the wallet's provider stays with the adapter.
    expect(connectors.every((c) => !('provider' in c))).toBe(true)
    delete testWindow.window.unisat
  })

  it('picks up a wallet that registers while the page is still loading', async () => {
    const page = globalThis.document as { readyState: string }
    page.readyState = 'loading'
    try {
      const { kit } = startKit()
      await kit.ready
      expect(kit.controllers.connectors.getConnectors('bip122').map((c) => c.id)).toEqual([
        'walletConnect',
      ])
      installProvider()
      page.readyState = 'complete'
      testWindow.window.dispatchEvent({ type: 'load' })
      expect(kit.controllers.connectors.getConnectors('bip122').map((c) => c.id)).toEqual([
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
    const signed = await adapter.signPsbt({
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
    const psbtError = await adapter.signPsbt({ psbt: 'cHNidP8=' }).catch((e: unknown) => e)
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

  it('reads the balance from the wallet (sats-connect getBalance), in BTC', async () => {
    const provider = installProvider({
      utxos: [fakeUtxo('a', 150_000_000), fakeUtxo('b', 2_500)],
    })
    const { adapter } = await connected(provider)
    const address = provider.addresses.payment.address
    expect(await adapter.getBalance({ address, caipNetwork: bitcoinTestnet })).toEqual({
      balance: '1.500025',
      symbol: 'BTC',
      decimals: 8,
    })
    expect(provider.requests.at(-1)).toEqual({ method: 'getBalance', params: null })

    // A transfer spends coins: the balance is down by amount and fee (1000 sats).
    const to = deriveBitcoinTestKeys({ network: 'testnet', privateKey: KEY_B }).payment.address
    await adapter.sendTransaction({ to, value: 100_000_000n })
    expect((await adapter.getBalance({ address, caipNetwork: bitcoinTestnet })).balance).toBe(
      '0.500015',
    )
  })

  it('getBalance: METHOD_NOT_SUPPORTED for a wallet without it, WALLET_NOT_CONNECTED before connect', async () => {
    const provider = installProvider({
      methods: ['getInfo', 'getAccounts', 'signMessage', 'wallet_getAccount'],
    })
    const { kit, adapter } = startKit()
    await kit.ready
    const address = provider.addresses.payment.address
    const early = await adapter
      .getBalance({ address, caipNetwork: bitcoinTestnet })
      .catch((e: unknown) => e)
    expect(isKitError(early, 'WALLET_NOT_CONNECTED')).toBe(true)
    await kit.connect({ namespace: 'bip122', connectorId: provider.id })
    const error = await adapter
      .getBalance({ address, caipNetwork: bitcoinTestnet })
      .catch((e: unknown) => e)
    expect(isKitError(error, 'METHOD_NOT_SUPPORTED')).toBe(true)
    expect((error as { shortMessage: string }).shortMessage).toBe(
      'getBalance is not supported on bip122',
    )
    expect(provider.requests.map((r) => r.method)).not.toContain('getBalance')
  })

  it('has the bip122 capabilities (accounts, PSBTs) and none of the EVM or Solana ones', async () => {
    const provider = installProvider()
    const { kit } = await connected(provider)
    const adapter = kit.getAdapter('bip122')
    for (const name of [
      'signTypedData',
      'estimateGas',
      'writeContract',
      'getWalletCapabilities',
      'getWalletAssets',
      'signTransaction',
      'signAndSendTransaction',
    ] as const) {
      expect(getCapability(adapter, name), name).toBeUndefined()
    }
    const getAccounts = getCapability(adapter, 'getAccounts')
    const signPsbt = getCapability(adapter, 'signPsbt')
    if (!getAccounts || !signPsbt) throw new Error('a bip122 capability is missing')

    const { payment, ordinals } = provider.addresses
    expect(await getAccounts({ id: provider.id })).toEqual({
      accounts: [
        expect.objectContaining({ address: payment.address, type: 'payment' }),
        expect.objectContaining({ address: ordinals.address, type: 'ordinal' }),
      ],
    })
    const key = deriveBitcoinTestKeys({ network: 'testnet', privateKey: KEY_A }).payment
    const psbt = new Psbt({ network: networks.testnet })
      .addInput({
        hash: fakeUtxo('y', 1).txid,
        index: 0,
        witnessUtxo: { script: key.output, value: 5_000n },
      })
      .addOutput({ address: key.address, value: 4_000n })
    const signed = await signPsbt({ psbt: psbt.toBase64() })
    const back = Psbt.fromBase64(signed.psbt, { network: networks.testnet })
    expect(
      back.validateSignaturesOfAllInputs((_pubkey, hash, sig) => key.keyPair.verify(hash, sig)),
    ).toBe(true)

    await kit.disconnect('bip122')
    const notConnected = await signPsbt({ psbt: psbt.toBase64() }).catch((e: unknown) => e)
    expect(isKitError(notConnected, 'WALLET_NOT_CONNECTED')).toBe(true)
    const noSession = await kit
      .getAdapter('bip122')
      ?.signMessage({ message: 'x', address: payment.address })
      .catch((e: unknown) => e)
    expect(isKitError(noSession, 'WALLET_NOT_CONNECTED')).toBe(true)
  })

  it('the account picker: the ordinals account signs by default once chosen, and stays chosen on a network switch', async () => {
    const provider = installProvider({ utxos: [fakeUtxo('a', 150_000)] })
    const { kit, adapter } = await connected(provider)
    const { payment, ordinals } = provider.addresses
    const setActiveAccount = getCapability(adapter, 'setActiveAccount')
    if (!setActiveAccount) throw new Error('the setActiveAccount capability is missing')

    await kit.setActiveAccount({ address: ordinals.address })
    expect(kit.getAccount('bip122')).toMatchObject({
      address: ordinals.address,
      caipAddress: `${TESTNET}:${ordinals.address}`,
      preferredAccountType: 'ordinal',
    })
    const signed = await adapter.signMessage({ message: 'hi', address: '', protocol: 'bip322' })
    expect(signed.address).toBe(ordinals.address)
    expect(Verifier.verifySignature(ordinals.address, 'hi', signed.signature)).toBe(true)
    // The wallet reports its payment balance only: an ordinals balance is not made up.
    const balance = await adapter
      .getBalance({ address: ordinals.address, caipNetwork: bitcoinTestnet })
      .catch((e: unknown) => e)
    expect(isKitError(balance, 'METHOD_NOT_SUPPORTED')).toBe(true)
    expect(
      (await adapter.getBalance({ address: payment.address, caipNetwork: bitcoinTestnet })).balance,
    ).toBe('0.0015')

    // Another network: the addresses differ, the ordinals account is still the one in use.
    await kit.switchNetwork(bitcoinRegtest)
    expect(kit.getAccount().address).toBe(provider.addresses.ordinals.address)
    expect(kit.getAccount().address).toMatch(/^bcrt1p/)

    // Back to payment; an address the wallet did not share is refused.
    await kit.setActiveAccount({ address: provider.addresses.payment.address })
    expect(kit.getAccount()).toMatchObject({ preferredAccountType: 'payment' })
    await expect(setActiveAccount({ id: provider.id, address: payment.address })).rejects.toSatisfy(
      (e: unknown) => isKitError(e, 'INVALID_ADDRESS'),
    )
    await expect(
      setActiveAccount({ id: 'walletConnect', address: provider.addresses.payment.address }),
    ).rejects.toSatisfy((e: unknown) => isKitError(e, 'WALLET_NOT_CONNECTED'))
  })

  it('reconnects after a reload by asking the wallet silently (wallet_getAccount)', async () => {
    const provider = installProvider()
    const first = await connected(provider)
    await first.kit.destroy()
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
    await first.kit.destroy()
    const reloaded = startKit(first.backend)
    await reloaded.kit.ready
    expect(reloaded.kit.getAccount('bip122').status).toBe('connected')
  })

  it('after a reload, a wallet that no longer confirms leaves the kit disconnected', async () => {
    const provider = installProvider()
    const first = await connected(provider)
    await first.kit.destroy()
    provider.revoke() // the visitor removed the site in the wallet

    const { kit } = startKit(first.backend)
    await kit.ready
    expect(kit.getAccount()).toMatchObject({ status: 'disconnected', caipAddress: undefined })
    expect(kit.controllers.storage.getConnectedConnectorId('bip122')).toBeUndefined()
    expect(kit.controllers.storage.getConnectedNamespaces()).toEqual([])
  })

  it('after a reload, an uninstalled wallet leaves the kit disconnected', async () => {
    const provider = installProvider()
    const first = await connected(provider)
    await first.kit.destroy()
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
    expect(kit.controllers.storage.getConnectedConnectorId('bip122')).toBeUndefined()
    // Events from the old wallet session no longer move the kit.
    provider.switchAccount({ privateKey: KEY_B })
    expect(kit.getAccount('bip122').address).toBeUndefined()
  })
})

/** Records every event the adapter emits from now on. */
function recordAll(adapter: BitcoinAdapter): AdapterEventName[] {
  const seen: AdapterEventName[] = []
  const names: AdapterEventName[] = [
    'accountChanged',
    'networkChanged',
    'disconnect',
    'connectors',
    'displayUri',
  ]
  for (const name of names) adapter.on(name, () => seen.push(name))
  return seen
}

/** Counts the wallet event listeners (sats-connect `addListener`) that are still on. */
function countFollowers(provider: BitcoinTestProvider): () => number {
  const add = provider.addListener.bind(provider)
  let live = 0
  provider.addListener = ((...args: Parameters<typeof add>) => {
    const off = add(...args)
    live += 1
    let on = true
    return () => {
      if (on) live -= 1
      on = false
      off()
    }
  }) as typeof add
  return () => live
}

/**
 * The test window's events backed by a DOM EventTarget, which honours `once` and `signal` as a
 * browser does (the plain test window ignores them), so the page's listeners can be counted.
 */
function domEvents() {
  const target = new EventTarget()
  const win = testWindow.window
  const saved = {
    addEventListener: win.addEventListener,
    removeEventListener: win.removeEventListener,
    dispatchEvent: win.dispatchEvent,
  }
  Object.assign(win, {
    addEventListener: (type: string, listener: EventListener, options?: AddEventListenerOptions) =>
      target.addEventListener(type, listener, options),
    removeEventListener: (type: string, listener: EventListener) =>
      target.removeEventListener(type, listener),
    dispatchEvent: (event: { type: string }) => target.dispatchEvent(new Event(event.type)),
  })
  return {
    loadListeners: () => getEventListeners(target, 'load').length,
    restore: () => Object.assign(win, saved),
  }
}

describe('BitcoinAdapter.destroy', () => {
  it('removes the page-load rescan listener: a wallet registering later is not picked up', async () => {
    const page = globalThis.document as { readyState: string }
    const events = domEvents()
    page.readyState = 'loading'
    try {
      const adapter = new BitcoinAdapter()
      adapter.setup(createAdapterContext({ networks: [bitcoinTestnet] }))
      expect(events.loadListeners()).toBe(1)
      adapter.destroy()
      expect(events.loadListeners()).toBe(0)

      const seen = recordAll(adapter)
      installProvider()
      page.readyState = 'complete'
      testWindow.window.dispatchEvent({ type: 'load' })
      expect(adapter.getConnectors().map((c) => c.id)).toEqual(['walletConnect'])
      expect(seen).toEqual([])
    } finally {
      page.readyState = 'complete'
      events.restore()
    }
  })

  it('aborting the context (the kit removing the adapter) removes it too', async () => {
    const page = globalThis.document as { readyState: string }
    const events = domEvents()
    page.readyState = 'loading'
    try {
      const adapter = new BitcoinAdapter()
      const context = createAdapterContext({ networks: [bitcoinTestnet] })
      adapter.setup(context)
      expect(events.loadListeners()).toBe(1)
      context.abort()
      expect(events.loadListeners()).toBe(0)
      adapter.destroy()
    } finally {
      page.readyState = 'complete'
      events.restore()
    }
  })

  it('stops following the connected wallet and emits nothing afterwards', async () => {
    const provider = installProvider()
    const following = countFollowers(provider)
    const adapter = new BitcoinAdapter()
    adapter.setup(createAdapterContext({ networks: [bitcoinTestnet, bitcoinRegtest] }))
    await adapter.connect({ id: provider.id })
    expect(following()).toBe(3) // accountChange, networkChange, disconnect

    adapter.destroy()
    expect(following()).toBe(0)
    expect(adapter.getProvider()).toBeUndefined()
    const seen = recordAll(adapter)
    provider.switchAccount({ privateKey: KEY_B })
    provider.changeNetwork('regtest')
    provider.revoke()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toEqual([])
    adapter.destroy() // a second destroy does nothing
  })

  it('kit.destroy() destroys the adapter: wallet events no longer reach it', async () => {
    const provider = installProvider()
    const following = countFollowers(provider)
    const { kit, adapter } = await connected(provider)
    expect(following()).toBe(3)
    await kit.destroy()
    expect(following()).toBe(0)
    expect(adapter.getProvider()).toBeUndefined()
  })
})
