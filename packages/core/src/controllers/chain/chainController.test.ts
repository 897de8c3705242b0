import { describe, expect, it, vi } from 'vitest'
import { BUILT_IN_FAMILIES } from '../../families/builtIn.js'
import { selectActiveCaipAddress, selectActiveCaipNetwork } from '../../selectors/account.js'
import { createMemoryBackend } from '../../storage/backend.js'
import { createStorage } from '../../storage/createStorage.js'
import type { CaipNetwork, ChainNamespace } from '../../types/chain.js'
import { type ChainControllerOptions, createChainController } from './chainController.js'
import {
  base,
  bitcoin,
  mainnet,
  optimism,
  polkadot,
  solana,
  solanaDevnet,
  testNetwork,
} from './networks.testing.js'

const familyDefault = (namespace: ChainNamespace) =>
  BUILT_IN_FAMILIES.find((family) => family.namespace === namespace)?.accountTypes[0]

const setup = (patch: Partial<ChainControllerOptions> = {}, backend = createMemoryBackend()) => {
  const storage = createStorage({ backend })
  const showUnsupportedChain = vi.fn()
  const controller = createChainController({
    storage,
    namespaces: ['eip155', 'solana'],
    networks: [mainnet, base, solana, solanaDevnet],
    defaultAccountType: familyDefault,
    ...patch,
  })
  controller.onUnsupportedNetwork(showUnsupportedChain)
  return { storage, backend, controller, showUnsupportedChain }
}

const ids = (networks: readonly CaipNetwork[] | undefined) =>
  networks?.map((network) => network.caipNetworkId)

describe('chain controller: the active network is held once', () => {
  it("is the active namespace's current network, with no second copy in the state", () => {
    const { controller } = setup()
    expect(Object.keys(controller.getState()).sort()).toEqual(['activeNamespace', 'chains'])
    controller.setActiveCaipNetwork(solanaDevnet)
    expect(selectActiveCaipNetwork(controller.getState())).toBe(
      controller.getChain('solana')?.networkState.caipNetwork,
    )
    // Whatever writes the namespace's network writes the active one: nothing to keep in step.
    controller.updateNetworkState('solana', { caipNetwork: controller.getNetworks('solana')[0] })
    expect(selectActiveCaipNetwork(controller.getState())?.caipNetworkId).toBe(solana.caipNetworkId)
  })
})

describe('chain controller: entries', () => {
  it('has one entry per namespace with its networks, network state and account state', () => {
    const { controller } = setup()
    expect(controller.getNamespaces()).toEqual(['eip155', 'solana'])
    const evm = controller.getChain('eip155')
    expect(evm?.namespace).toBe('eip155')
    expect(ids(evm?.networks)).toEqual(['eip155:1', 'eip155:8453'])
    expect(Object.keys(evm ?? {}).sort()).toEqual([
      'accountState',
      'namespace',
      'networkState',
      'networks',
    ])
    expect(evm?.networkState).toMatchObject({
      supportsAllNetworks: true,
      approvedCaipNetworkIds: [],
      smartAccountEnabledNetworks: [],
    })
    expect(evm?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(ids(evm?.networkState.requestedCaipNetworks)).toEqual(['eip155:1', 'eip155:8453'])
    expect(evm?.accountState).toMatchObject({
      tokenBalance: [],
      allAccounts: [],
      smartAccountDeployed: false,
      addressLabels: {},
      status: 'disconnected',
    })
    expect(controller.getState().activeNamespace).toBe('eip155')
    expect(selectActiveCaipNetwork(controller.getState())?.caipNetworkId).toBe('eip155:1')
  })

  it('uses the default account type of each namespace (spec §6), host override first', () => {
    const { controller } = setup({
      namespaces: ['eip155', 'solana', 'polkadot', 'bip122'],
      networks: [mainnet, solana, polkadot, bitcoin],
    })
    const type = (ns: ChainNamespace) => controller.getAccountState(ns)?.preferredAccountType
    expect([type('bip122'), type('eip155'), type('polkadot'), type('solana')]).toEqual([
      'payment',
      'smartAccount',
      'eoa',
      'eoa',
    ])
    const custom = setup({
      defaultAccountType: (ns) => (ns === 'eip155' ? 'eoa' : familyDefault(ns)),
    }).controller
    expect(custom.getAccountState('eip155')?.preferredAccountType).toBe('eoa')
    custom.updateAccountState('eip155', { preferredAccountType: 'smartAccount' })
    custom.clearConnection('eip155')
    expect(custom.getAccountState('eip155')?.preferredAccountType).toBe('eoa')
  })

  it("creates an entry for a network's namespace with no adapter (the store holds no adapter)", () => {
    const { controller } = setup({ namespaces: ['eip155'] })
    expect(controller.getNamespaces()).toEqual(['eip155', 'solana'])
    expect(controller.getChain('solana')?.networks).toHaveLength(2)
    expect(controller.getChain('polkadot')).toBeUndefined()
  })

  it('does not freeze the host network objects', () => {
    const network = testNetwork('eip155', 5)
    setup({ networks: [network] })
    expect(Object.isFrozen(network)).toBe(false)
    expect(Object.isFrozen(network.rpcUrls)).toBe(false)
  })
})

describe('chain controller: switching network (spec §4)', () => {
  it('makes the namespace of a network in another namespace active, and stores both', () => {
    const { controller, storage } = setup()
    controller.setActiveCaipNetwork(solanaDevnet)
    expect(controller.getState().activeNamespace).toBe('solana')
    expect(selectActiveCaipNetwork(controller.getState())?.caipNetworkId).toBe(
      solanaDevnet.caipNetworkId,
    )
    expect(controller.getNetworkState('solana')?.caipNetwork?.caipNetworkId).toBe(
      solanaDevnet.caipNetworkId,
    )
    expect(storage.getActiveNamespace()).toBe('solana')
    expect(storage.getActiveCaipNetworkId()).toBe(solanaDevnet.caipNetworkId)
  })

  it('shows UnsupportedChain for a network not in the requested list', () => {
    const { controller, showUnsupportedChain } = setup()
    controller.setActiveCaipNetwork(base)
    expect(showUnsupportedChain).not.toHaveBeenCalled()
    controller.setActiveCaipNetwork(optimism)
    expect(showUnsupportedChain).toHaveBeenCalledTimes(1)
    expect(showUnsupportedChain.mock.calls[0]?.[0].caipNetworkId).toBe('eip155:10')
  })

  it('does not show UnsupportedChain when unsupported chains are allowed', () => {
    const { controller, showUnsupportedChain } = setup({ allowUnsupportedChain: () => true })
    controller.setActiveCaipNetwork(optimism)
    expect(showUnsupportedChain).not.toHaveBeenCalled()
    expect(selectActiveCaipNetwork(controller.getState())?.caipNetworkId).toBe('eip155:10')
  })

  it('does not show UnsupportedChain in basic pairing mode', () => {
    const { controller, showUnsupportedChain } = setup({ basicPairing: true })
    controller.setActiveCaipNetwork(optimism)
    expect(showUnsupportedChain).not.toHaveBeenCalled()
  })

  it("moves the namespace's connected address to the new chain id", () => {
    const { controller } = setup()
    controller.setCaipAddress('eip155:1:0xabc', 'eip155')
    controller.setActiveCaipNetwork(base)
    expect(controller.getAccountState('eip155')?.caipAddress).toBe('eip155:8453:0xabc')
    expect(selectActiveCaipAddress(controller.getState())).toBe('eip155:8453:0xabc')
    controller.setActiveCaipNetwork(solana)
    expect(selectActiveCaipAddress(controller.getState())).toBeUndefined()
    expect(controller.getAccountState('eip155')?.caipAddress).toBe('eip155:8453:0xabc')
  })

  it('removing the active network falls back to the first remaining network', () => {
    const { controller, storage } = setup({ networks: [mainnet, base, optimism, solana] })
    controller.setActiveCaipNetwork(base)
    controller.removeNetwork('eip155', 'eip155:8453')
    expect(selectActiveCaipNetwork(controller.getState())?.caipNetworkId).toBe('eip155:1')
    expect(ids(controller.getNetworks('eip155'))).toEqual(['eip155:1', 'eip155:10'])
    expect(ids(controller.getNetworkState('eip155')?.requestedCaipNetworks)).toEqual([
      'eip155:1',
      'eip155:10',
    ])
    expect(storage.getActiveCaipNetworkId()).toBe('eip155:1')
    controller.removeNetwork('eip155', 'eip155:1')
    controller.removeNetwork('eip155', 'eip155:10')
    expect(selectActiveCaipNetwork(controller.getState())?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(controller.getState().activeNamespace).toBe('solana')
  })

  it('removing a network that is not active keeps the active one', () => {
    const { controller } = setup()
    controller.removeNetwork('eip155', 'eip155:8453')
    expect(selectActiveCaipNetwork(controller.getState())?.caipNetworkId).toBe('eip155:1')
  })

  it("removing the active adapter falls back to another chain's first network", () => {
    const { controller, storage } = setup()
    controller.setActiveCaipNetwork(solanaDevnet)
    controller.setActiveCaipNetwork(base)
    controller.removeNamespace('eip155')
    expect(controller.getNamespaces()).toEqual(['solana'])
    expect(controller.getState().activeNamespace).toBe('solana')
    expect(selectActiveCaipNetwork(controller.getState())?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(storage.getActiveNamespace()).toBe('solana')
    controller.removeNamespace('solana')
    expect(controller.getState().activeNamespace).toBeUndefined()
    expect(selectActiveCaipNetwork(controller.getState())).toBeUndefined()
  })

  it('adds networks and adapters', () => {
    const { controller } = setup({ namespaces: ['eip155'], networks: [mainnet] })
    controller.addNetwork(base)
    controller.addNetwork(base)
    expect(ids(controller.getNetworks('eip155'))).toEqual(['eip155:1', 'eip155:8453'])
    controller.addNamespace('solana', [solana])
    expect(controller.getNamespaces()).toEqual(['eip155', 'solana'])
    expect(controller.getNetworkState('solana')?.caipNetwork?.caipNetworkId).toBe(
      solana.caipNetworkId,
    )
    expect(controller.getState().activeNamespace).toBe('eip155')
  })
})

describe('chain controller: restoring the active network', () => {
  it('restores the stored active namespace and network', () => {
    const first = setup()
    first.controller.setActiveCaipNetwork(solanaDevnet)
    const { controller } = setup({}, first.backend)
    expect(controller.getState().activeNamespace).toBe('solana')
    expect(selectActiveCaipNetwork(controller.getState())?.caipNetworkId).toBe(
      solanaDevnet.caipNetworkId,
    )
    expect(controller.getNetworkState('eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('ignores a stored network that is no longer configured', () => {
    const first = setup()
    first.controller.setActiveCaipNetwork(optimism)
    expect(
      selectActiveCaipNetwork(setup({}, first.backend).controller.getState())?.caipNetworkId,
    ).toBe('eip155:1')
    const stale = createMemoryBackend()
    createStorage({ backend: stale }).setActiveCaipNetworkId('eip155:10')
    const withDefault = setup({ defaultNetwork: base }, stale).controller
    expect(selectActiveCaipNetwork(withDefault.getState())?.caipNetworkId).toBe('eip155:8453')
  })

  it('falls back to the stored namespace, then the first network, on hostile storage', () => {
    const backend = createMemoryBackend()
    backend.setItem('@gangway/ACTIVE_CAIP_NETWORK_ID', '{"not":"an id"}')
    backend.setItem('@gangway/ACTIVE_NAMESPACE', '"solana"')
    const { controller } = setup({}, backend)
    expect(selectActiveCaipNetwork(controller.getState())?.caipNetworkId).toBe(solana.caipNetworkId)
    backend.setItem('@gangway/ACTIVE_CAIP_NETWORK_ID', '"eip155:10"')
    backend.setItem('@gangway/ACTIVE_NAMESPACE', '"cosmos"')
    expect(setup({}, backend).controller.getState().activeNamespace).toBe('eip155')
  })

  it('uses the default network when nothing is stored', () => {
    const { controller } = setup({ defaultNetwork: solanaDevnet })
    expect(selectActiveCaipNetwork(controller.getState())?.caipNetworkId).toBe(
      solanaDevnet.caipNetworkId,
    )
  })
})

describe('chain controller: account state', () => {
  it('setCaipAddress also sets the address; undefined clears both', () => {
    const { controller } = setup()
    controller.setCaipAddress('eip155:1:0xAbC', 'eip155')
    expect(controller.getAccountState('eip155')).toMatchObject({
      caipAddress: 'eip155:1:0xAbC',
      address: '0xAbC',
    })
    expect(selectActiveCaipAddress(controller.getState())).toBe('eip155:1:0xAbC')
    controller.setCaipAddress(undefined, 'eip155')
    expect(controller.getAccountState('eip155')?.address).toBeUndefined()
    expect(selectActiveCaipAddress(controller.getState())).toBeUndefined()
  })

  it("keeps allAccounts per namespace; another namespace's change never forgets them", () => {
    const { controller } = setup()
    const evm = [{ namespace: 'eip155' as const, address: '0x1', type: 'eoa' as const }]
    controller.setAllAccounts(evm, 'eip155')
    controller.setAllAccounts([{ namespace: 'solana', address: 'So1', type: 'eoa' }], 'solana')
    controller.setAllAccounts([], 'solana')
    controller.clearConnection('solana')
    expect(controller.getAccountState('eip155')?.allAccounts).toEqual(evm)
  })

  it('clearConnection resets one namespace only and keeps its current network', () => {
    const { controller } = setup()
    controller.setCaipAddress('eip155:1:0x1', 'eip155')
    controller.setCaipAddress('solana:x:So1', 'solana')
    controller.updateAccountState('eip155', { balance: '1.5', balanceSymbol: 'ETH' })
    controller.updateNetworkState('eip155', {
      approvedCaipNetworkIds: ['eip155:1'],
      smartAccountEnabledNetworks: [1],
      supportsAllNetworks: false,
    })
    controller.setActiveCaipNetwork(base)
    controller.clearConnection('eip155')
    expect(controller.getAccountState('eip155')).toEqual(
      setup().controller.getAccountState('eip155'),
    )
    expect(controller.getAccountState('solana')?.caipAddress).toBe('solana:x:So1')
    expect(controller.getNetworkState('eip155')).toMatchObject({
      approvedCaipNetworkIds: [],
      smartAccountEnabledNetworks: [],
      supportsAllNetworks: true,
    })
    expect(controller.getNetworkState('eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:8453')
  })

  it('resolves an unknown chain id to an unsupported placeholder network', () => {
    const { controller } = setup()
    expect(controller.resolveNetwork('eip155', 8453)).toBe(controller.findNetwork('eip155:8453'))
    const unknown = controller.resolveNetwork('eip155', 999)
    expect(unknown.caipNetworkId).toBe('eip155:999')
    expect(controller.isSupportedNetwork(unknown)).toBe(false)
  })
})
