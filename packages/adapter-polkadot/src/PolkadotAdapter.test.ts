/**
 * The Polkadot adapter in a kit, against the @polkadot/keyring test extension at
 * window.injectedWeb3['gangway-test'], through the real @polkadot/extension-dapp.
 */
import { getEventListeners } from 'node:events'
import { createMemoryBackend, type Kit, type KitEvent, type StorageBackend } from '@gangway/core'
import type { AdapterEventName } from '@gangway/core/adapter'
import { getCapability, isKitError } from '@gangway/core/common'
import { createKernelKit } from '@gangway/core/internal'
import {
  createPolkadotTestExtension,
  POLKADOT_TEST_EXTENSION_ICON,
  type PolkadotTestExtension,
  registerPolkadotTestExtension,
} from '@gangway/testing/polkadot'
import { createAdapterContext, installTestWindow } from '@gangway/testing/tools'
import { signatureVerify } from '@polkadot/util-crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { polkadot, westend } from './networks.js'
import { PolkadotAdapter } from './PolkadotAdapter.js'

const APP = 'Gangway Tests'
// Alice and Bob in Polkadot's SS58 format (prefix 0) and the generic one (42, Westend).
const ALICE_DOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const BOB_DOT = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'
const ALICE_GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB_GENERIC = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
const DOT = polkadot.caipNetworkId
const WND = westend.caipNetworkId

const testWindow = installTestWindow()
const kits: Kit[] = []
beforeAll(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {}) // extension-dapp's progress logs
  vi.spyOn(console, 'error').mockImplementation(() => {}) // ... and its per-extension failures
})
afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.destroy()
  testWindow.reset()
})
afterAll(() => {
  testWindow.uninstall()
  vi.restoreAllMocks()
})

function installExtension(options: Parameters<typeof createPolkadotTestExtension>[0] = {}) {
  const extension = createPolkadotTestExtension(options)
  registerPolkadotTestExtension(extension)
  return extension
}

function startKit(backend: StorageBackend = createMemoryBackend()) {
  const adapter = new PolkadotAdapter({ appName: APP })
  const kit = createKernelKit({
    adapters: [adapter],
    networks: [polkadot, westend],
    storage: backend,
  })
  kits.push(kit)
  const events: KitEvent[] = []
  kit.subscribeEvents((event) => events.push(event))
  return { kit, adapter, events, backend }
}

async function connected(extension: PolkadotTestExtension) {
  const started = startKit()
  await started.kit.ready
  await started.kit.connect({ namespace: 'polkadot', connectorId: extension.name })
  return started
}

describe('PolkadotAdapter in a kit (injectedWeb3 test extension)', () => {
  it('lists one connector per injected extension', async () => {
    installExtension()
    testWindow.window.injectedWeb3['polkadot-js'] = { version: '0.63.1', enable: async () => ({}) }
    testWindow.window.injectedWeb3['my-wallet'] = { version: '1', enable: async () => ({}) }
    const { kit } = startKit()
    await kit.ready
    expect(
      kit.controllers.connectors
        .getConnectors('polkadot')
        .map((c) => [c.id, c.name, c.type, c.installed]),
    ).toEqual([
      ['gangway-test', 'Gangway Test Extension', 'INJECTED', true],
      ['polkadot-js', 'polkadot{.js}', 'INJECTED', true],
      ['my-wallet', 'My Wallet', 'INJECTED', true],
    ])
  })

  it('shows the icon an extension announces in its injectedWeb3 entry (the test extension has one)', async () => {
    installExtension()
    testWindow.window.injectedWeb3['no-icon'] = { version: '1', enable: async () => ({}) }
    testWindow.window.injectedWeb3['bad-icon'] = {
      version: '1',
      icon: 42,
      enable: async () => ({}),
    }
    const { kit } = startKit()
    await kit.ready
    const icons = Object.fromEntries(
      kit.controllers.connectors.getConnectors('polkadot').map((c) => [c.id, c.info?.icon]),
    )
    expect(icons).toEqual({
      'gangway-test': POLKADOT_TEST_EXTENSION_ICON,
      'no-icon': undefined,
      'bad-icon': undefined,
    })
    expect(POLKADOT_TEST_EXTENSION_ICON).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('picks up an extension that injects itself while the page is still loading', async () => {
    const page = globalThis.document as { readyState: string }
    page.readyState = 'loading'
    try {
      const { kit } = startKit()
      await kit.ready
      expect(kit.controllers.connectors.getConnectors('polkadot')).toEqual([])
      installExtension()
      page.readyState = 'complete'
      testWindow.window.dispatchEvent({ type: 'load' })
      expect(kit.controllers.connectors.getConnectors('polkadot').map((c) => c.id)).toEqual([
        'gangway-test',
      ])
    } finally {
      page.readyState = 'complete'
    }
  })

  it('connects through web3Enable/web3Accounts: eoa accounts in the network SS58 format', async () => {
    const extension = installExtension()
    const { kit, events } = await connected(extension)
    expect(kit.getAccount('polkadot')).toMatchObject({
      status: 'connected',
      address: ALICE_DOT,
      caipAddress: `${DOT}:${ALICE_DOT}`,
      allAccounts: [
        { namespace: 'polkadot', address: ALICE_DOT, type: 'eoa' },
        { namespace: 'polkadot', address: BOB_DOT, type: 'eoa' },
      ],
      connectorId: 'gangway-test',
      preferredAccountType: 'eoa',
    })
    expect(extension.authorizedOrigins).toEqual([APP])
    const provider = kit.getProvider('polkadot') as { name: string; signer: object }
    expect(provider.name).toBe('gangway-test')
    expect(typeof provider.signer).toBe('object')
    expect(events.find((e) => e.name === 'CONNECT_SUCCESS')?.properties).toEqual({
      namespace: 'polkadot',
      method: 'browser',
      name: 'Gangway Test Extension',
      caipNetworkId: DOT,
    })
  })

  it('signs a message with signRaw; signatureVerify accepts it for the account', async () => {
    const extension = installExtension()
    const { adapter } = await connected(extension)
    const { signature } = await adapter.signMessage({ message: 'Sign in to Gangway', address: '' })
    expect(signatureVerify('Sign in to Gangway', signature, ALICE_DOT)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
    expect(signatureVerify('Sign in to Gangway', signature, BOB_DOT).isValid).toBe(false)
    const byBob = await adapter.signMessage({ message: 'from Bob', address: BOB_DOT })
    expect(signatureVerify('from Bob', byBob.signature, BOB_DOT).isValid).toBe(true)
    expect(extension.requests.filter((r) => r.method === 'signRaw')).toHaveLength(2)
  })

  it("the visitor's refusal gives the catalogue's USER_REJECTED (enable and signRaw)", async () => {
    const extension = installExtension()
    const { kit, adapter } = startKit()
    await kit.ready
    extension.rejectNext('Rejected')
    const error = await kit
      .connect({ namespace: 'polkadot', connectorId: 'gangway-test' })
      .catch((e: unknown) => e)
    expect(isKitError(error, 'USER_REJECTED')).toBe(true)
    expect((error as { shortMessage: string }).shortMessage).toBe('User rejected the request')
    expect(kit.getAccount('polkadot').status).toBe('disconnected')

    await kit.connect({ namespace: 'polkadot', connectorId: 'gangway-test' })
    extension.rejectNext() // polkadot{.js} says 'Cancelled'
    const signError = await adapter
      .signMessage({ message: 'no', address: ALICE_DOT })
      .catch((e: unknown) => e)
    expect(isKitError(signError, 'USER_REJECTED')).toBe(true)
  })

  it('balances and transfers give METHOD_NOT_SUPPORTED (extensions read no chain state)', async () => {
    const extension = installExtension()
    const { kit } = await connected(extension)
    // Through the contract, as the kit calls them.
    const adapter = kit.getAdapter('polkadot')
    if (!adapter) throw new Error('no polkadot adapter')
    const calls: [string, () => Promise<unknown>][] = [
      ['getBalance', () => adapter.getBalance({ address: ALICE_DOT, caipNetwork: polkadot })],
      ['sendTransaction', () => adapter.sendTransaction({ to: BOB_DOT, value: 1n })],
    ]
    for (const [method, call] of calls) {
      const error = await call().catch((e: unknown) => e)
      expect(isKitError(error, 'METHOD_NOT_SUPPORTED'), method).toBe(true)
      expect((error as { shortMessage: string }).shortMessage).toBe(
        `${method} is not supported on polkadot`,
      )
    }
  })

  it('has only the account capabilities: no EVM, Solana or Bitcoin operations', async () => {
    const extension = installExtension()
    const { kit } = await connected(extension)
    const adapter = kit.getAdapter('polkadot')
    for (const name of [
      'signTypedData',
      'estimateGas',
      'writeContract',
      'getWalletCapabilities',
      'getWalletAssets',
      'signTransaction',
      'signAndSendTransaction',
      'signPsbt',
    ] as const) {
      expect(getCapability(adapter, name), name).toBeUndefined()
    }
    expect(adapter && 'signPsbt' in adapter).toBe(false)
    const getAccounts = getCapability(adapter, 'getAccounts')
    if (!getAccounts) throw new Error('the getAccounts capability is missing')
    expect(await getAccounts({ id: 'gangway-test' })).toEqual({
      accounts: [
        { namespace: 'polkadot', address: ALICE_DOT, type: 'eoa', name: 'Alice' },
        { namespace: 'polkadot', address: BOB_DOT, type: 'eoa', name: 'Bob' },
      ],
    })
    expect(await getAccounts({ id: 'polkadot-js' })).toEqual({ accounts: [] })
  })

  it('the account picker: setActiveAccount signs with the second account, kit.setActiveAccount moves the address', async () => {
    const extension = installExtension()
    const { kit, adapter } = await connected(extension)
    expect(kit.getAccount('polkadot').allAccounts.map((entry) => entry.name)).toEqual([
      'Alice',
      'Bob',
    ])
    const setActiveAccount = getCapability(adapter, 'setActiveAccount')
    if (!setActiveAccount) throw new Error('the setActiveAccount capability is missing')
    await kit.setActiveAccount({ address: BOB_DOT, namespace: 'polkadot' })
    expect(kit.getAccount('polkadot')).toMatchObject({
      address: BOB_DOT,
      caipAddress: `${DOT}:${BOB_DOT}`,
      status: 'connected',
    })
    // The adapter signs with Bob from now on (no address given: the active account).
    const { signature } = await adapter.signMessage({ message: 'as Bob', address: '' })
    expect(signatureVerify('as Bob', signature, BOB_DOT).isValid).toBe(true)
    // The choice holds across a network switch (the same key, re-encoded).
    await kit.switchNetwork(westend)
    expect(kit.getAccount('polkadot').address).toBe(BOB_GENERIC)
    // ... and the accounts to choose from are listed in Westend's format too.
    expect(kit.getAccount('polkadot').allAccounts.map((entry) => entry.address)).toEqual([
      ALICE_GENERIC,
      BOB_GENERIC,
    ])
    // An address the extension does not share, or another connector, is refused; nothing moves.
    await expect(
      kit.setActiveAccount({ address: ALICE_DOT, namespace: 'polkadot' }),
    ).rejects.toMatchObject({ code: 'INVALID_ADDRESS' })
    await expect(
      setActiveAccount({ id: 'polkadot-js', address: ALICE_GENERIC }),
    ).rejects.toMatchObject({ code: 'WALLET_NOT_CONNECTED' })
    await expect(setActiveAccount({ id: 'gangway-test', address: BOB_DOT })).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
    })
    expect(kit.getAccount('polkadot').address).toBe(BOB_GENERIC)
  })

  it('kit.setActiveAccount on a family with no connection: WALLET_NOT_CONNECTED', async () => {
    installExtension()
    const { kit } = startKit()
    await kit.ready
    await expect(
      kit.setActiveAccount({ address: BOB_DOT, namespace: 'polkadot' }),
    ).rejects.toMatchObject({ code: 'WALLET_NOT_CONNECTED' })
  })

  it('reconnects after a reload without a prompt (the extension trusts the site)', async () => {
    const extension = installExtension()
    const first = await connected(extension)
    await first.kit.destroy()
    extension.rejectNext() // a prompt now would be refused: there must be none
    const reloaded = startKit(first.backend)
    await reloaded.kit.ready
    expect(reloaded.kit.getAccount()).toMatchObject({
      namespace: 'polkadot',
      status: 'connected',
      caipAddress: `${DOT}:${ALICE_DOT}`,
      connectorId: 'gangway-test',
    })
  })

  it('after a reload, the account the visitor picked is used again (while the extension shares it)', async () => {
    const extension = installExtension()
    const first = await connected(extension)
    await first.kit.setActiveAccount({ address: BOB_DOT })
    await first.kit.destroy()
    const reloaded = startKit(first.backend)
    await reloaded.kit.ready
    expect(reloaded.kit.getAccount('polkadot')).toMatchObject({
      status: 'connected',
      address: BOB_DOT,
      caipAddress: `${DOT}:${BOB_DOT}`,
    })
    const { signature } = await reloaded.adapter.signMessage({ message: 'again', address: '' })
    expect(signatureVerify('again', signature, BOB_DOT).isValid).toBe(true)
    await reloaded.kit.destroy()

    // Bob no longer shared: the first account, and the choice is dropped.
    await extension.setAccounts([{ uri: '//Alice', name: 'Alice' }])
    const third = startKit(first.backend)
    await third.kit.ready
    expect(third.kit.getAccount('polkadot').address).toBe(ALICE_DOT)
    // A new connect starts on the wallet's first account too.
    await third.kit.disconnect()
    await extension.setAccounts([
      { uri: '//Alice', name: 'Alice' },
      { uri: '//Bob', name: 'Bob' },
    ])
    await third.kit.connect({ namespace: 'polkadot', connectorId: extension.name })
    await third.kit.setActiveAccount({ address: BOB_DOT })
    await third.kit.disconnect()
    await third.kit.connect({ namespace: 'polkadot', connectorId: extension.name })
    expect(third.kit.getAccount('polkadot').address).toBe(ALICE_DOT)
  })

  it('after a reload, an extension that no longer confirms leaves the kit disconnected', async () => {
    for (const stopConfirming of [
      (extension: PolkadotTestExtension) => extension.revoke(), // site blocked
      (extension: PolkadotTestExtension) => extension.setAccounts([]), // no account shared
    ]) {
      const extension = installExtension()
      const first = await connected(extension)
      await first.kit.destroy()
      await stopConfirming(extension)
      const { kit } = startKit(first.backend)
      await kit.ready
      expect(kit.getAccount()).toMatchObject({ status: 'disconnected', caipAddress: undefined })
      expect(kit.controllers.storage.getConnectedConnectorId('polkadot')).toBeUndefined()
      expect(kit.controllers.storage.getConnectedNamespaces()).toEqual([])
    }
  })

  it('follows the account list (web3AccountsSubscribe): accountChanged, then disconnect', async () => {
    const extension = installExtension()
    const { kit } = await connected(extension)
    await extension.setAccounts([{ uri: '//Bob', name: 'Bob' }])
    await vi.waitFor(() => expect(kit.getAccount().address).toBe(BOB_DOT))
    expect(kit.getAccount().caipAddress).toBe(`${DOT}:${BOB_DOT}`)
    await extension.setAccounts([])
    await vi.waitFor(() => expect(kit.getAccount('polkadot').status).toBe('disconnected'))
  })

  it('switching network re-encodes the same account in that network SS58 format', async () => {
    const extension = installExtension()
    const { kit } = await connected(extension)
    await kit.switchNetwork(westend)
    expect(kit.getActiveCaipNetwork()?.caipNetworkId).toBe(WND)
    expect(kit.getAccount()).toMatchObject({
      address: ALICE_GENERIC,
      caipAddress: `${WND}:${ALICE_GENERIC}`,
    })
  })

  it('leaves out accounts the extension restricts to another chain', async () => {
    installExtension({
      accounts: [
        {
          uri: '//Alice',
          name: 'Alice on Westend',
          genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
        },
        { uri: '//Bob', name: 'Bob anywhere' },
      ],
    })
    const { kit } = startKit()
    await kit.ready
    await kit.connect({ namespace: 'polkadot', connectorId: 'gangway-test' })
    expect(kit.getAccount().allAccounts.map((a) => a.address)).toEqual([BOB_DOT])
  })

  it('disconnect forgets the connection and stops following the extension', async () => {
    const extension = installExtension()
    const { kit } = await connected(extension)
    await kit.disconnect('polkadot')
    expect(kit.getProvider('polkadot')).toBeUndefined()
    await extension.setAccounts([{ uri: '//Bob' }])
    expect(kit.getAccount('polkadot')).toMatchObject({ status: 'disconnected', address: undefined })
    const error = await kit
      .getAdapter('polkadot')
      ?.signMessage({ message: 'x', address: ALICE_DOT })
      .catch((e: unknown) => e)
    expect(isKitError(error, 'WALLET_NOT_CONNECTED')).toBe(true)
  })
})

/** Records every event the adapter emits from now on. */
function recordAll(adapter: PolkadotAdapter): AdapterEventName[] {
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

/** Counts the account subscriptions (`accounts.subscribe`) the extension still serves. */
function countSubscriptions(extension: PolkadotTestExtension): () => number {
  const enable = extension.enable.bind(extension)
  let live = 0
  extension.enable = async (origin) => {
    const injected = await enable(origin)
    const subscribe = injected.accounts.subscribe.bind(injected.accounts)
    injected.accounts.subscribe = (cb) => {
      const off = subscribe(cb)
      live += 1
      let on = true
      return () => {
        if (on) live -= 1
        on = false
        off()
      }
    }
    return injected
  }
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

describe('PolkadotAdapter.destroy', () => {
  it('removes the page-load rescan listener: an extension injecting later is not picked up', async () => {
    const page = globalThis.document as { readyState: string }
    const events = domEvents()
    page.readyState = 'loading'
    try {
      const adapter = new PolkadotAdapter({ appName: APP })
      adapter.setup(createAdapterContext({ networks: [polkadot] }))
      expect(events.loadListeners()).toBe(1)
      adapter.destroy()
      expect(events.loadListeners()).toBe(0)

      const seen = recordAll(adapter)
      installExtension()
      page.readyState = 'complete'
      testWindow.window.dispatchEvent({ type: 'load' })
      expect(adapter.getConnectors()).toEqual([])
      expect(seen).toEqual([])
    } finally {
      page.readyState = 'complete'
      events.restore()
    }
  })

  it('stops following the extension accounts and emits nothing afterwards', async () => {
    const extension = installExtension()
    const subscriptions = countSubscriptions(extension)
    const adapter = new PolkadotAdapter({ appName: APP })
    adapter.setup(createAdapterContext({ networks: [polkadot, westend] }))
    await adapter.connect({ id: 'gangway-test' })
    await vi.waitFor(() => expect(subscriptions()).toBe(1))

    adapter.destroy()
    expect(subscriptions()).toBe(0)
    expect(adapter.getProvider()).toBeUndefined()
    const seen = recordAll(adapter)
    await extension.setAccounts([{ uri: '//Bob', name: 'Bob' }])
    await extension.setAccounts([])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toEqual([])
    const error = await adapter
      .signMessage({ message: 'x', address: ALICE_DOT })
      .catch((e: unknown) => e)
    expect(isKitError(error, 'WALLET_NOT_CONNECTED')).toBe(true)
    adapter.destroy() // a second destroy does nothing
  })

  it('kit.destroy() destroys the adapter: the extension subscription ends', async () => {
    const extension = installExtension()
    const subscriptions = countSubscriptions(extension)
    const { kit, adapter } = await connected(extension)
    await vi.waitFor(() => expect(subscriptions()).toBe(1))
    await kit.destroy()
    expect(subscriptions()).toBe(0)
    expect(adapter.getProvider()).toBeUndefined()
  })
})
