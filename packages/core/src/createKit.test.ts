import { afterEach, describe, expect, it, vi } from 'vitest'
import { MockAdapter } from './adapters/mockAdapter.testing.js'
import {
  base,
  mainnet,
  optimism,
  solana,
  solanaDevnet,
} from './controllers/chain/networks.testing.js'
import { connectorsFor, plainEnvironment } from './controllers/connection/setup.testing.js'
import { createKit } from './createKit.js'
import { isKitError } from './errors/KitError.js'
import type { CreateKitOptions } from './kit/types.js'
import { createMemoryBackend } from './storage/backend.js'
import type { StorageBackend } from './storage/types.js'
import { fakeUniversalProvider as fakeProvider } from './walletconnect/fakeProvider.testing.js'

const EVM_ADDRESS = '0xABC0000000000000000000000000000000000001'

const makeKit = (patch: Partial<CreateKitOptions> & { backend?: StorageBackend } = {}) => {
  const { backend = createMemoryBackend(), ...rest } = patch
  const evm = new MockAdapter('eip155', {
    connectors: connectorsFor('eip155'),
    address: EVM_ADDRESS,
    chainId: 1,
  })
  const sol = new MockAdapter('solana', {
    connectors: connectorsFor('solana'),
    address: 'So1anaAddress1111111111111111111111111111111',
    chainId: solana.id,
  })
  const logger = { error: vi.fn(), warn: vi.fn() }
  const kit = createKit({
    adapters: [evm, sol],
    networks: [mainnet, base, solana, solanaDevnet],
    storage: backend,
    logger,
    environment: plainEnvironment(),
    walletConnect: { loadProvider: async () => fakeProvider() },
    ...rest,
  })
  const sent = (name: string) =>
    kit.controllers.events
      .history()
      .filter((event) => event.name === name)
      .map((event) => event.properties)
  return { kit, evm, sol, backend, logger, sent }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createKit', () => {
  it('constructs every adapter with its namespace networks and syncs connectors', async () => {
    const { kit, evm, sol } = makeKit({ projectId: 'abc' })
    await kit.ready
    expect(evm.calls.setup).toHaveLength(1)
    expect(evm.constructedNetworks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:8453'])
    expect(sol.constructedNetworks.map((n) => n.caipNetworkId)).toEqual([
      solana.caipNetworkId,
      solanaDevnet.caipNetworkId,
    ])
    expect(evm.context_?.projectId).toBe('abc')
    expect(evm.context_?.signal.aborted).toBe(false)
    expect(evm.context_?.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:8453'])
    expect(evm.calls.discover).toBe(1)
    expect(kit.controllers.connectors.getConnectors('solana').map((c) => c.id)).toEqual([
      'solana-injected',
      'walletConnect',
      'AUTH',
    ])
    expect(kit.stores.connectors.getState().connectors.map((c) => [c.name, c.type])).toEqual([
      ['eip155 wallet', 'INJECTED'],
      ['WalletConnect', 'WALLET_CONNECT'],
      ['Auth', 'AUTH'],
      ['solana wallet', 'INJECTED'],
    ])
  })

  it('sends MODAL_CREATED and INITIALIZE', () => {
    const { kit } = makeKit()
    expect(kit.controllers.events.history().map((event) => event.name)).toEqual([
      'MODAL_CREATED',
      'INITIALIZE',
    ])
  })

  it('validates the options', () => {
    expect(() => createKit({ networks: [] })).toThrow()
    const error = (() => {
      try {
        createKit({ networks: [mainnet], allowUnsupportedChain: 'yes' as never })
      } catch (e) {
        return e
      }
    })()
    expect(isKitError(error, 'INVALID_OPTION')).toBe(true)
  })

  it('starts on the default network', () => {
    expect(makeKit().kit.getActiveCaipNetwork()?.caipNetworkId).toBe('eip155:1')
    expect(
      makeKit({ defaultNetwork: solanaDevnet }).kit.getActiveCaipNetwork()?.caipNetworkId,
    ).toBe(solanaDevnet.caipNetworkId)
  })

  it('logs an adapter that fails to set up, lists none of its wallets, and keeps the others', async () => {
    const evm = new MockAdapter('eip155', { connectors: connectorsFor('eip155') })
    const sol = new MockAdapter('solana')
    sol.setup = () => {
      throw new Error('no extension API')
    }
    const logger = { error: vi.fn(), warn: vi.fn() }
    const kit = createKit({
      adapters: [evm, sol],
      networks: [mainnet, solana],
      storage: createMemoryBackend(),
      logger,
      environment: plainEnvironment(),
    })
    await kit.ready
    expect(logger.error).toHaveBeenCalledWith(
      'The solana adapter failed to set up:',
      'no extension API',
    )
    expect(sol.calls.discover).toBe(0)
    expect(kit.controllers.connectors.getConnectors('eip155')).toHaveLength(3)
    expect(kit.controllers.connectors.getConnectors('solana')).toEqual([])
    // A connect through it says why, not 'Connector not found'; the others still connect.
    await expect(
      kit.connect({ namespace: 'solana', connectorId: 'solana-injected' }),
    ).rejects.toMatchObject({
      code: 'ADAPTER_NOT_FOUND',
      longMessage: 'The solana adapter failed to set up: no extension API',
    })
    await kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    expect(kit.getAccount('eip155').isConnected).toBe(true)
  })
})

describe('kit: connect, account, provider', () => {
  it('connects and reports the account and provider', async () => {
    const { kit, sent } = makeKit()
    expect(kit.getAccount()).toMatchObject({ namespace: 'eip155', isConnected: false })
    expect(kit.getProvider()).toBeUndefined()
    await kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    expect(kit.getAccount()).toEqual({
      namespace: 'eip155',
      status: 'connected',
      isConnected: true,
      address: EVM_ADDRESS,
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      allAccounts: [{ namespace: 'eip155', address: EVM_ADDRESS, type: 'smartAccount' }],
      connectorId: 'eip155-injected',
      preferredAccountType: 'smartAccount',
    })
    expect(kit.getAccount('solana').isConnected).toBe(false)
    expect(kit.getProvider('eip155')).toEqual({ namespace: 'eip155', connected: true })
    expect(sent('CONNECT_SUCCESS')).toHaveLength(1)
  })

  it('connects a family beside the active one with activate: false (no switch of the buttons)', async () => {
    const { kit } = makeKit()
    await kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    const seen: (string | undefined)[] = []
    const stop = kit.stores.chain.subscribe(
      (state) => state.activeNamespace,
      (namespace) => seen.push(namespace),
    )
    await kit.connect({ namespace: 'solana', connectorId: 'solana-injected', activate: false })
    stop()
    expect(seen).toEqual([])
    expect(kit.getAccount()).toMatchObject({ namespace: 'eip155', address: EVM_ADDRESS })
    expect(kit.getAccount('solana').isConnected).toBe(true)
    // By default a connect makes its family the active one.
    await kit.connect({ namespace: 'solana', connectorId: 'solana-injected' })
    expect(kit.getAccount().namespace).toBe('solana')
  })

  it('restores the stored connection on start (reload)', async () => {
    const first = makeKit()
    await first.kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    const { kit, evm } = makeKit({ backend: first.backend })
    expect(kit.getAccount().isConnected).toBe(false)
    await kit.ready
    expect(evm.calls.restore).toHaveLength(1)
    expect(kit.getAccount().caipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
  })

  it('does not restore on start with reconnectOnStart: false, but kit.reconnect() does', async () => {
    const first = makeKit()
    await first.kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    const { kit, evm } = makeKit({ backend: first.backend, reconnectOnStart: false })
    await kit.ready
    expect(evm.calls.restore).toHaveLength(0)
    const [a, b] = await Promise.all([kit.reconnect(), kit.reconnect()])
    expect(a).toEqual({ eip155: 'connected' })
    expect(b).toBe(a)
    expect(evm.calls.restore).toHaveLength(1)
  })

  it('disconnects', async () => {
    const { kit, sent } = makeKit()
    await kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    await kit.disconnect()
    expect(kit.getAccount().isConnected).toBe(false)
    expect(kit.controllers.storage.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(sent('DISCONNECT_SUCCESS')).toEqual([{}])
  })
})

describe('kit: switchNetwork (spec §4)', () => {
  it('asks the connected wallet, then makes the network active and sends SWITCH_NETWORK', async () => {
    const { kit, evm, sent } = makeKit()
    await kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    await kit.switchNetwork(base)
    expect(evm.calls.switchNetwork.map((n) => n.caipNetworkId)).toEqual(['eip155:8453'])
    expect(kit.getActiveCaipNetwork()?.caipNetworkId).toBe('eip155:8453')
    expect(kit.getAccount().caipAddress).toBe(`eip155:8453:${EVM_ADDRESS}`)
    expect(kit.controllers.storage.getActiveCaipNetworkId()).toBe('eip155:8453')
    expect(sent('SWITCH_NETWORK')).toEqual([{ namespace: 'eip155', network: 'eip155:8453' }])
  })

  it('a network in another namespace makes that namespace active', async () => {
    const { kit, sol } = makeKit()
    await kit.switchNetwork(solanaDevnet)
    expect(sol.calls.switchNetwork).toEqual([])
    expect(kit.controllers.chain.getState().activeNamespace).toBe('solana')
    expect(kit.controllers.storage.getActiveNamespace()).toBe('solana')
  })

  it('a wallet refusal rejects and changes nothing', async () => {
    const { kit, evm } = makeKit()
    await kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    evm.switchNetwork = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    const error = await kit.switchNetwork(base).catch((e: unknown) => e)
    expect(isKitError(error, 'USER_REJECTED')).toBe(true)
    expect(kit.getActiveCaipNetwork()?.caipNetworkId).toBe('eip155:1')
  })

  it('shows UnsupportedChain for a network not in the requested list', async () => {
    const { kit } = makeKit()
    await kit.switchNetwork(optimism)
    expect(kit.controllers.modal.getState().open).toBe(true)
    expect(kit.controllers.router.getState().view).toBe('UnsupportedChain')
  })

  it('pushes UnsupportedChain when the modal is open already', async () => {
    const { kit } = makeKit()
    await kit.open()
    expect(kit.controllers.router.getState().view).toBe('Connect')
    await kit.switchNetwork(optimism)
    expect(kit.controllers.router.getState().history).toEqual(['Connect', 'UnsupportedChain'])
  })

  it('does not show UnsupportedChain when allowUnsupportedChain is set', async () => {
    const { kit } = makeKit({ allowUnsupportedChain: true })
    await kit.switchNetwork(optimism)
    expect(kit.controllers.modal.getState().open).toBe(false)
    expect(kit.getActiveCaipNetwork()?.caipNetworkId).toBe('eip155:10')
  })

  it('does not show UnsupportedChain in basic pairing mode (no adapters)', () => {
    const kit = createKit({
      networks: [mainnet],
      storage: createMemoryBackend(),
      environment: plainEnvironment(),
    })
    expect(kit.controllers.connection.getState().wcBasic).toBe(true)
    kit.controllers.chain.addNetwork(mainnet)
    kit.controllers.chain.setActiveCaipNetwork(optimism)
    expect(kit.controllers.modal.getState().open).toBe(false)
  })

  it('rejects a network of a namespace without adapter', async () => {
    const { kit } = makeKit()
    const dot = {
      ...mainnet,
      id: 'x',
      chainNamespace: 'polkadot' as const,
      caipNetworkId: 'polkadot:x' as const,
    }
    const error = await kit.switchNetwork(dot).catch((e: unknown) => e)
    expect(isKitError(error, 'ADAPTER_NOT_FOUND')).toBe(true)
  })
})

describe('kit: modal', () => {
  it('open({ namespace }) filters the connectors until the modal closes', async () => {
    const { kit, sent } = makeKit()
    await kit.ready
    await kit.open({ namespace: 'solana' })
    expect(kit.stores.connectors.getState().connectors.map((c) => c.id)).toEqual([
      'solana-injected',
      'walletConnect',
      'AUTH',
    ])
    expect(kit.controllers.router.getState().view).toBe('Connect')
    expect(kit.controllers.router.getState().data).toEqual({ namespace: 'solana' })
    kit.close()
    expect(kit.stores.connectors.getState().filterByNamespace).toBeUndefined()
    expect(sent('MODAL_CLOSE')).toEqual([{ connected: false }])
  })

  it('modal.setFilter filters the connectors while open (a family picked in Networks)', async () => {
    const { kit } = makeKit()
    await kit.ready
    await kit.open({ view: 'Networks' })
    expect(kit.stores.connectors.getState().filterByNamespace).toBeUndefined()
    kit.controllers.modal.setFilter('solana')
    expect(kit.stores.modal.getState().filterByNamespace).toBe('solana')
    expect(kit.stores.connectors.getState().connectors.every((c) => c.chain === 'solana')).toBe(
      true,
    )
    kit.close()
    expect(kit.stores.modal.getState().filterByNamespace).toBeUndefined()
    expect(kit.stores.connectors.getState().filterByNamespace).toBeUndefined()
    // While closed, a filter waits for the next open (which sets its own).
    kit.controllers.modal.setFilter('solana')
    expect(kit.stores.connectors.getState().filterByNamespace).toBeUndefined()
  })

  it('opens on Account when connected', async () => {
    const { kit } = makeKit()
    await kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    await kit.open()
    expect(kit.controllers.router.getState().view).toBe('Account')
  })
})

describe('kit: WalletConnect provider', () => {
  it('is not loaded at createKit; two adapters get the same instance; loaded once', async () => {
    const loadProvider = vi.fn(async () => fakeProvider())
    const { kit, evm, sol } = makeKit({
      projectId: 'pid',
      walletConnect: { loadProvider, relayUrl: 'ws://127.0.0.1:5555' },
    })
    await kit.ready
    expect(loadProvider).not.toHaveBeenCalled()
    const [fromEvm, fromSolana, fromKit] = await Promise.all([
      evm.context_?.getUniversalProvider(),
      sol.context_?.getUniversalProvider(),
      kit.controllers.getUniversalProvider(),
    ])
    expect(fromEvm).toBeDefined()
    expect(fromEvm).toBe(fromSolana)
    expect(fromEvm).toBe(fromKit)
    expect(loadProvider).toHaveBeenCalledTimes(1)
    expect(loadProvider).toHaveBeenCalledWith({
      projectId: 'pid',
      relayUrl: 'ws://127.0.0.1:5555',
      telemetryEnabled: false,
      verify: false,
    })
  })

  it('falls back to the top-level projectId, relayUrl and metadata', async () => {
    const loadProvider = vi.fn(async () => fakeProvider())
    const metadata = { name: 'Dapp', description: 'd', url: 'https://dapp.example', icons: [] }
    const { kit } = makeKit({
      projectId: 'top',
      relayUrl: 'wss://relay.example',
      metadata,
      walletConnect: { loadProvider },
    })
    await kit.controllers.getUniversalProvider()
    expect(loadProvider).toHaveBeenCalledWith({
      projectId: 'top',
      relayUrl: 'wss://relay.example',
      metadata,
      telemetryEnabled: false,
      verify: false,
    })
  })
})

describe('kit isolation', () => {
  it('two kits in one process share no state', async () => {
    const a = makeKit()
    const b = makeKit()
    await a.kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    await a.kit.switchNetwork(base)
    await a.kit.open()
    a.kit.controllers.send.setSendState({ receiverAddress: '0x1' })
    expect(b.kit.getAccount().isConnected).toBe(false)
    expect(b.kit.getActiveCaipNetwork()?.caipNetworkId).toBe('eip155:1')
    expect(b.kit.controllers.modal.getState().open).toBe(false)
    expect(b.kit.controllers.send.getState().receiverAddress).toBeUndefined()
    expect(b.kit.controllers.events.history().map((e) => e.name)).toEqual([
      'MODAL_CREATED',
      'INITIALIZE',
    ])
    expect(await a.kit.controllers.getUniversalProvider()).not.toBe(
      await b.kit.controllers.getUniversalProvider(),
    )
    for (const store of Object.keys(a.kit.stores) as (keyof typeof a.kit.stores)[]) {
      expect(a.kit.stores[store]).not.toBe(b.kit.stores[store])
    }
  })

  it('removeAdapter disconnects it, stops following it and falls back to another chain', async () => {
    const { kit, evm } = makeKit()
    await kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    await kit.removeAdapter('eip155')
    expect(evm.calls.disconnect).toHaveLength(1)
    expect(kit.controllers.chain.getNamespaces()).toEqual(['solana'])
    expect(kit.getActiveCaipNetwork()?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(kit.controllers.connectors.getConnectors('eip155')).toEqual([])
    expect(kit.controllers.storage.getConnectedConnectorId('eip155')).toBeUndefined()
    evm.fire('connectors', [{ id: 'late', name: 'Late', type: 'INJECTED', chain: 'eip155' }])
    expect(kit.controllers.connectors.getConnectors('eip155')).toEqual([])
  })

  it('destroy stops following the adapters', async () => {
    const { kit, evm } = makeKit()
    await kit.connect({ namespace: 'eip155', connectorId: 'eip155-injected' })
    kit.destroy()
    evm.fire('accountChanged', { address: '0x0000000000000000000000000000000000000002' })
    expect(kit.getAccount().address).toBe(EVM_ADDRESS)
  })
})
