import { isCaipNetworkId, parseCaipAddress, toCaipAddress } from '../../caip/caip.js'
import { KitError } from '../../errors/KitError.js'
import { selectActiveCaipNetwork } from '../../selectors/account.js'
import {
  forgetStoredConnection,
  storeChosenAccount,
  storeConnection,
} from '../../storage/storedConnection.js'
import { createStore } from '../../store/createStore.js'
import type { ChainEntry } from '../../types/account.js'
import type { CaipNetwork, ChainNamespace } from '../../types/chain.js'
import {
  createInitialAccountState,
  createInitialNetworkState,
  createUnknownNetwork,
  sealNetwork,
} from './initialState.js'
import { pickInitialNetwork } from './pickInitialNetwork.js'
import type { ChainController, ChainControllerOptions, ChainState } from './types.js'

export type {
  ChainController,
  ChainControllerOptions,
  ChainState,
  NamespaceConnection,
} from './types.js'

export function createChainController(options: ChainControllerOptions): ChainController {
  const { storage } = options
  const accountType = (namespace: ChainNamespace) => options.defaultAccountType?.(namespace)
  const networks = options.networks.map(sealNetwork)
  const unsupportedListeners = new Set<(caipNetwork: CaipNetwork) => void>()
  const namespaces: ChainNamespace[] = []
  for (const namespace of [
    ...(options.namespaces ?? []),
    ...networks.map((network) => network.chainNamespace),
  ]) {
    if (!namespaces.includes(namespace)) namespaces.push(namespace)
  }

  const initial = pickInitialNetwork({
    namespaces,
    networks,
    storedNamespace: storage.getActiveNamespace(),
    storedCaipNetworkId: storage.getActiveCaipNetworkId(),
    defaultNetwork: options.defaultNetwork,
  })

  const chains: ChainState['chains'] = {}
  for (const namespace of namespaces) {
    const own = networks.filter((network) => network.chainNamespace === namespace)
    const current = initial?.chainNamespace === namespace ? initial : own[0]
    chains[namespace] = {
      namespace,
      networks: own,
      networkState: createInitialNetworkState(own, current),
      accountState: createInitialAccountState(accountType(namespace)),
    }
  }

  const store = createStore<ChainState>({ chains, activeNamespace: initial?.chainNamespace })
  if (initial) persistActive(initial)

  function persistActive(network: CaipNetwork | undefined) {
    storage.setActiveNamespace(network?.chainNamespace)
    storage.setActiveCaipNetworkId(network?.caipNetworkId)
  }

  const activeNetwork = () => selectActiveCaipNetwork(store.getState())

  const update = (recipe: (draft: ChainState) => void) =>
    store.setState((draft) => {
      recipe(draft as ChainState)
    })

  const entryOf = (draft: ChainState, namespace: ChainNamespace) => {
    const entry = draft.chains[namespace]
    if (!entry) throw new KitError('ADAPTER_NOT_FOUND', { longMessage: `No ${namespace} chain` })
    return entry
  }

  const getChain = (namespace: ChainNamespace) => store.getState().chains[namespace]
  const getNamespaces = () => Object.keys(store.getState().chains) as ChainNamespace[]
  const getNetworks = (namespace?: ChainNamespace) =>
    namespace
      ? (getChain(namespace)?.networks ?? [])
      : getNamespaces().flatMap((ns) => getChain(ns)?.networks ?? [])

  function findNetwork(first: string, chainId?: number | string): CaipNetwork | undefined {
    const id = chainId === undefined ? first : `${first}:${chainId}`
    return getNetworks().find((network) => network.caipNetworkId === id)
  }

  const isSupportedNetwork = (caipNetwork: CaipNetwork) => {
    const requested = getChain(caipNetwork.chainNamespace)?.networkState.requestedCaipNetworks
    if (!requested || requested.length === 0) return true
    return requested.some((network) => network.caipNetworkId === caipNetwork.caipNetworkId)
  }

  /** Moves the namespace's account to the network's chain id (same address). */
  const moveAccount = (entry: ChainEntry, network: CaipNetwork) => {
    const { address } = entry.accountState
    if (!entry.accountState.caipAddress || !address) return
    entry.accountState.caipAddress = toCaipAddress(network.chainNamespace, network.id, address)
  }

  /** In a recipe: the network becomes its namespace's and the active one, the account moves. */
  const activate = (draft: ChainState, network: CaipNetwork) => {
    const entry = entryOf(draft, network.chainNamespace)
    entry.networkState.caipNetwork = network
    moveAccount(entry, network)
    draft.activeNamespace = network.chainNamespace
  }

  /** After a network became active: stored, and reported when it is not a requested one. */
  const activated = (network: CaipNetwork) => {
    persistActive(network)
    const unsupportedAllowed =
      (options.allowUnsupportedChain?.() ?? false) || options.basicPairing === true
    if (isSupportedNetwork(network) || unsupportedAllowed) return
    for (const listener of [...unsupportedListeners]) listener(network)
  }

  const setActiveCaipNetwork = (caipNetwork: CaipNetwork) => {
    const network = sealNetwork(caipNetwork)
    update((draft) => activate(draft, network))
    activated(network)
  }

  const setConnection: ChainController['setConnection'] = (
    namespace,
    connection,
    { makeActive = false, newSession = false } = {},
  ) => {
    const network = sealNetwork(connection.network)
    let madeActive = false
    update((draft) => {
      const entry = entryOf(draft, namespace)
      Object.assign(entry.accountState, {
        caipAddress: connection.caipAddress,
        address: parseCaipAddress(connection.caipAddress).address,
        allAccounts: [...connection.accounts],
        connectedWalletInfo: connection.walletInfo,
        connectorId: connection.connectorId,
        status: 'connected',
      })
      madeActive = makeActive || draft.activeNamespace === namespace
      if (madeActive) activate(draft, network)
      else entry.networkState.caipNetwork = network
    })
    storeConnection(storage, namespace, connection, { newSession })
    if (madeActive) activated(network)
  }

  const clearConnection = (namespace: ChainNamespace) => {
    if (getChain(namespace)) {
      update((draft) => {
        const entry = entryOf(draft, namespace)
        entry.accountState = createInitialAccountState(accountType(namespace))
        entry.networkState = createInitialNetworkState(
          entry.networkState.requestedCaipNetworks,
          entry.networkState.caipNetwork,
        )
      })
    }
    forgetStoredConnection(storage, namespace)
  }

  const chooseAccount: ChainController['chooseAccount'] = (namespace, address, type) => {
    const network = getChain(namespace)?.networkState.caipNetwork
    if (!network) return
    const caipAddress = toCaipAddress(namespace, network.id, address)
    update((draft) => {
      Object.assign(entryOf(draft, namespace).accountState, {
        caipAddress,
        address,
        preferredAccountType: type,
      })
    })
    storeChosenAccount(storage, namespace, { address, caipAddress })
  }

  /**
   * After a removal (or the first network arriving): the first network of the first namespace
   * in `order` that has one becomes active; nothing is active when none has.
   */
  const fallBack = (draft: ChainState, order: readonly ChainNamespace[]) => {
    for (const namespace of order) {
      const entry = draft.chains[namespace]
      const network = entry?.networks[0]
      if (entry && network) {
        entry.networkState.caipNetwork = network
        moveAccount(entry, network)
        draft.activeNamespace = namespace
        return
      }
    }
    draft.activeNamespace = undefined
  }

  const addNetwork = (caipNetwork: CaipNetwork) => {
    const network = sealNetwork(caipNetwork)
    const namespace = network.chainNamespace
    if (findNetwork(network.caipNetworkId)) return
    update((draft) => {
      draft.chains[namespace] ??= emptyEntry(namespace)
      const entry = draft.chains[namespace] as ChainEntry
      entry.networks.push(network)
      entry.networkState.requestedCaipNetworks.push(network)
      entry.networkState.caipNetwork ??= network
      if (!selectActiveCaipNetwork(draft)) fallBack(draft, [namespace])
    })
    persistActive(activeNetwork())
  }

  const emptyEntry = (namespace: ChainNamespace): ChainEntry => ({
    namespace,
    networks: [],
    networkState: createInitialNetworkState([]),
    accountState: createInitialAccountState(accountType(namespace)),
  })

  return {
    store,
    getState: store.getState,
    getNamespaces,
    getChain,
    getNetworks,
    findNetwork: findNetwork as ChainController['findNetwork'],
    resolveNetwork: (namespace, chainId) =>
      findNetwork(namespace, chainId) ?? createUnknownNetwork(namespace, chainId),
    isSupportedNetwork,
    getAccountState: (namespace = store.getState().activeNamespace) =>
      namespace ? getChain(namespace)?.accountState : undefined,
    getNetworkState: (namespace = store.getState().activeNamespace) =>
      namespace ? getChain(namespace)?.networkState : undefined,
    setActiveCaipNetwork,
    onUnsupportedNetwork(listener) {
      unsupportedListeners.add(listener)
      return () => unsupportedListeners.delete(listener)
    },
    setActiveNamespace(namespace) {
      const entry = getChain(namespace)
      const network = entry?.networkState.caipNetwork ?? entry?.networks[0]
      if (network) return setActiveCaipNetwork(network)
      update((draft) => {
        entryOf(draft, namespace)
        draft.activeNamespace = namespace
      })
      storage.setActiveNamespace(namespace)
    },
    setConnection,
    clearConnection,
    chooseAccount,
    setCaipAddress(caipAddress, namespace) {
      const address = caipAddress ? parseCaipAddress(caipAddress).address : undefined
      update((draft) => {
        const { accountState } = entryOf(draft, namespace)
        accountState.caipAddress = caipAddress
        accountState.address = address
      })
    },
    setAllAccounts(accounts, namespace) {
      update((draft) => {
        entryOf(draft, namespace).accountState.allAccounts = [...accounts]
      })
    },
    updateAccountState(namespace, patch) {
      update((draft) => {
        Object.assign(entryOf(draft, namespace).accountState, patch)
      })
    },
    updateNetworkState(namespace, patch) {
      update((draft) => {
        Object.assign(entryOf(draft, namespace).networkState, patch)
      })
    },
    addNetwork,
    removeNetwork(namespace, caipNetworkId) {
      if (!isCaipNetworkId(caipNetworkId)) return
      update((draft) => {
        const entry = draft.chains[namespace]
        if (!entry) return
        const keep = (network: CaipNetwork) => network.caipNetworkId !== caipNetworkId
        entry.networks = entry.networks.filter(keep)
        entry.networkState.requestedCaipNetworks =
          entry.networkState.requestedCaipNetworks.filter(keep)
        const first = entry.networks[0]
        const wasActive = selectActiveCaipNetwork(draft)?.caipNetworkId === caipNetworkId
        if (entry.networkState.caipNetwork?.caipNetworkId === caipNetworkId) {
          entry.networkState.caipNetwork = first
          if (first) moveAccount(entry, first)
        }
        if (wasActive) {
          const others = (Object.keys(draft.chains) as ChainNamespace[]).filter(
            (ns) => ns !== namespace,
          )
          fallBack(draft, [namespace, ...others])
        }
      })
      persistActive(activeNetwork())
    },
    addNamespace(namespace, namespaceNetworks) {
      for (const network of namespaceNetworks) addNetwork(network)
      update((draft) => {
        draft.chains[namespace] ??= emptyEntry(namespace)
        if (!draft.activeNamespace) fallBack(draft, [namespace])
      })
      persistActive(activeNetwork())
    },
    removeNamespace(namespace) {
      update((draft) => {
        if (!draft.chains[namespace]) return
        delete draft.chains[namespace]
        if (draft.activeNamespace === namespace) {
          fallBack(draft, Object.keys(draft.chains) as ChainNamespace[])
        }
      })
      persistActive(activeNetwork())
    },
  }
}
