import { describe, expect, it, vi } from 'vitest'
import { MockAdapter } from '../adapters/mockAdapter.testing.js'
import { mainnet, optimism } from '../controllers/chain/networks.testing.js'
import { connectorsFor, plainEnvironment } from '../controllers/connection/setup.testing.js'
import { createKit } from '../createKit.js'
import { isKitError } from '../errors/KitError.js'
import type { KitEvent } from '../events/catalogue.js'
import { selectAccount, selectActiveCaipNetwork } from '../selectors/account.js'
import { createMemoryBackend } from '../storage/backend.js'
import { fakeUniversalProvider } from '../walletconnect/fakeProvider.testing.js'
import { describeAdapter } from './adapterDescriptor.js'
import { createKitShell, type ShellKitOptions } from './createKitShell.js'

const ADDRESS = '0xABC0000000000000000000000000000000000001'

function setUp(storage = createMemoryBackend()) {
  const adapter = new MockAdapter('eip155', {
    connectors: connectorsFor('eip155'),
    address: ADDRESS,
    chainId: 1,
  })
  const load = vi.fn(async () => adapter)
  const kernel = vi.fn(async () => ({ createKit }))
  const options: ShellKitOptions = {
    adapters: [describeAdapter('eip155', load)],
    networks: [mainnet, optimism],
    storage,
    logger: { error: vi.fn(), warn: vi.fn() },
    environment: plainEnvironment(),
    walletConnect: { loadProvider: async () => fakeUniversalProvider() },
  }
  return { adapter, load, kernel, options, storage }
}

describe('createKitShell', () => {
  it('returns stores at once and loads the kernel and the adapter only when asked', async () => {
    const { load, kernel, options } = setUp()
    const kit = createKitShell(options, kernel)
    expect(selectActiveCaipNetwork(kit.stores.chain.getState())?.caipNetworkId).toBe('eip155:1')
    expect(selectAccount(kit.stores.chain.getState()).isConnected).toBe(false)
    expect(kit.stores.modal.getState().open).toBe(false)
    // No window here: nothing is scheduled, nothing loads by itself.
    await Promise.resolve()
    expect(kernel).not.toHaveBeenCalled()
    expect(load).not.toHaveBeenCalled()
    expect(() => kit.controllers).toThrow(/still loading/)

    await kit.load?.()
    expect(kernel).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledTimes(1)
    expect(kit.controllers.chain.store).toBeDefined()
    await kit.destroy()
  })

  it('hands its stores over to the kernel: subscribers follow the kernel without subscribing again', async () => {
    const { options, kernel } = setUp()
    const kit = createKitShell(options, kernel)
    const seen: boolean[] = []
    kit.stores.chain.subscribe(
      (state) => selectAccount(state).isConnected,
      (connected) => seen.push(connected),
    )
    await kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    expect(seen).toEqual([true])
    expect(kit.stores.chain.getState()).toBe(kit.controllers.chain.getState())
    expect(kit.getAccount().address).toBe(ADDRESS)
    await kit.destroy()
  })

  it("shows a returning visitor's account on the first state and keeps it through the restore (no flip)", async () => {
    const first = setUp()
    const kit = createKitShell(first.options, first.kernel)
    await kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    await kit.destroy()

    // Next visit, same storage.
    const next = setUp(first.storage)
    const again = createKitShell(next.options, next.kernel)
    // The account is shown at once; hooks and hosts see 'connecting' until the wallet answers.
    const account = selectAccount(again.stores.chain.getState())
    expect(account).toMatchObject({ isConnected: false, address: ADDRESS, status: 'connecting' })
    const changes: unknown[] = []
    again.stores.chain.subscribe(
      (state) => selectAccount(state).address,
      (address) => changes.push(address),
    )
    await again.ready
    expect(selectAccount(again.stores.chain.getState())).toMatchObject({
      isConnected: true,
      address: ADDRESS,
    })
    expect(changes).toEqual([])
    await again.destroy()
  })

  it('ignores a corrupted or hostile stored connection', () => {
    const { options, kernel, storage } = setUp()
    storage.setItem('@gangway/CONNECTION_STATUS', '"connected"')
    storage.setItem('@gangway/CONNECTED_NAMESPACES', '["eip155"]')
    storage.setItem('@gangway/CONNECTED_CONNECTOR_ID:eip155', '"eip155-injected"')
    storage.setItem('@gangway/adapter/kit/account:eip155', 'eip155:1:<img src=x onerror=alert(1)>')
    const kit = createKitShell(options, kernel)
    // The connection is known, the account is not: "connecting", no address shown.
    expect(selectAccount(kit.stores.chain.getState())).toMatchObject({
      status: 'connecting',
      address: undefined,
    })
    storage.setItem('@gangway/CONNECTED_NAMESPACES', '{"length":1}')
    expect(selectAccount(createKitShell(options, kernel).stores.chain.getState()).status).toBe(
      'disconnected',
    )
  })

  it("rejects ready with the catalogue's error when an option is invalid", async () => {
    const { options, kernel } = setUp()
    const kit = createKitShell({ ...options, themeMode: 'neon' as 'dark' }, kernel)
    const error = await kit.ready.then(
      () => undefined,
      (caught: unknown) => caught,
    )
    expect(isKitError(error) && error.code).toBe('INVALID_OPTION')
    expect(options.logger?.error).toHaveBeenCalled()
  })

  it('gives listeners added before the kernel the events it sent while starting', async () => {
    const { options, kernel } = setUp()
    const kit = createKitShell(options, kernel)
    const names: string[] = []
    kit.subscribeEvents((event: KitEvent) => names.push(event.name))
    await kit.load?.()
    expect(names.slice(0, 2)).toEqual(['MODAL_CREATED', 'INITIALIZE'])
    await kit.destroy()
  })

  it('applies the theme and locale before the kernel, and again on it', async () => {
    const { options, kernel } = setUp()
    const kit = createKitShell(options, kernel)
    kit.setThemeMode('light')
    kit.setLocale('fr')
    expect(kit.stores.theme.getState()).toMatchObject({ themeMode: 'light', locale: 'fr' })
    await kit.load?.()
    expect(kit.controllers.theme.getState()).toMatchObject({ themeMode: 'light', locale: 'fr' })
    await kit.destroy()
  })
})
