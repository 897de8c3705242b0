import { isCaipNetworkId, parseCaipAddress, toCaipAddress } from '../../caip/caip.js'
import { KitError } from '../../errors/KitError.js'
import type { KitStorage } from '../../storage/types.js'
import { createStore, type Store } from '../../store/createStore.js'
import type { AccountState, ChainEntry, NetworkState } from '../../types/account.js'
import type {
  AccountEntry,
  AccountType,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
} from '../../types/chain.js'
import {
  createInitialAccountState,
  createInitialNetworkState,
  createUnknownNetwork,
  sealNetwork,
} from './initialState.js'
import { pickInitialNetwork } from './pickInitialNetwork.js'

export interface ChainState {
  /** One entry per namespace, in the order the adapters (then networks) were given. */
  chains: Partial<Record<ChainNamespace, ChainEntry>>
  activeNamespace: ChainNamespace | undefined
  activeCaipNetwork: CaipNetwork | undefined
  /** The active namespace's connected address, or undefined. */
  activeCaipAddress: CaipAddress | undefined
}

export interface ChainControllerOptions {
  storage: KitStorage
  /** Namespaces to create entries for, in order (the adapters' first, then the networks'). */
  namespaces?: readonly ChainNamespace[]
  networks: readonly CaipNetwork[]
  defaultNetwork?: CaipNetwork
  /** Each namespace's default account type (the host's choice, else its family's first). */
  defaultAccountType?: (namespace: ChainNamespace) => AccountType | undefined
  /** options.allowUnsupportedChain. */
  allowUnsupportedChain?: () => boolean
  /** Basic pairing mode (no adapters): UnsupportedChain is never reported. */
  basicPairing?: boolean
}

export interface ChainController {
  store: Store<ChainState>
  getState(): ChainState
  /** Namespaces with an entry, in order. */
  getNamespaces(): ChainNamespace[]
  getChain(namespace: ChainNamespace): ChainEntry | undefined
  /** Configured networks of one namespace, or of all. */
  getNetworks(namespace?: ChainNamespace): CaipNetwork[]
  /** A configured network by CAIP network id, or by namespace and chain id. */
  findNetwork(id: CaipNetworkId): CaipNetwork | undefined
  findNetwork(namespace: ChainNamespace, chainId: number | string): CaipNetwork | undefined
  /** The configured network, or an 'Unknown Network' placeholder for a chain id it lacks. */
  resolveNetwork(namespace: ChainNamespace, chainId: number | string): CaipNetwork
  /** True when the network is in its namespace's requested list (or that list is empty). */
  isSupportedNetwork(caipNetwork: CaipNetwork): boolean
  getAccountState(namespace?: ChainNamespace): AccountState | undefined
  getNetworkState(namespace?: ChainNamespace): NetworkState | undefined
  /**
   * Makes a network active (spec §4 switching rules): its namespace becomes active, the
   * namespace's account moves to that chain id, both are stored, and `onUnsupportedNetwork`
   * listeners hear it when it is not in the requested list, unless unsupported chains are
   * allowed or basic pairing mode is on. State only; the kit's `switchNetwork` asks the wallet.
   */
  setActiveCaipNetwork(caipNetwork: CaipNetwork): void
  /** Hears every network made active that is not in its namespace's requested list. */
  onUnsupportedNetwork(listener: (caipNetwork: CaipNetwork) => void): () => void
  /** Makes a namespace active, on its current (or first) network. */
  setActiveNamespace(namespace: ChainNamespace): void
  /** Sets a namespace's CAIP address and its plain address (undefined clears both). */
  setCaipAddress(caipAddress: CaipAddress | undefined, namespace: ChainNamespace): void
  /** Sets one namespace's accounts; other namespaces keep theirs. */
  setAllAccounts(accounts: readonly AccountEntry[], namespace: ChainNamespace): void
  updateAccountState(namespace: ChainNamespace, patch: Partial<AccountState>): void
  updateNetworkState(namespace: ChainNamespace, patch: Partial<NetworkState>): void
  /** Back to a fresh account (default account type of the namespace). */
  resetAccount(namespace: ChainNamespace): void
  /** Drops the session's network data; keeps the configured networks and the current one. */
  resetNetwork(namespace: ChainNamespace): void
  /** Adds a network to its namespace (creating the entry if needed). */
  addNetwork(caipNetwork: CaipNetwork): void
  /** Removes a network; the active one falls back to the first remaining network. */
  removeNetwork(namespace: ChainNamespace, caipNetworkId: CaipNetworkId): void
  /** Adds a namespace (an adapter's), with its networks. */
  addNamespace(namespace: ChainNamespace, networks: readonly CaipNetwork[]): void
  /** Removes a namespace; if it was active, another chain's first network becomes active. */
  removeNamespace(namespace: ChainNamespace): void
}

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

  const store = createStore<ChainState>({
    chains,
    activeNamespace: initial?.chainNamespace,
    activeCaipNetwork: initial,
    activeCaipAddress: undefined,
  })
  if (initial) persistActive(initial)

  function persistActive(network: CaipNetwork | undefined) {
    storage.setActiveNamespace(network?.chainNamespace)
    storage.setActiveCaipNetworkId(network?.caipNetworkId)
  }

  /** Applies a recipe and keeps activeCaipAddress in step with the active namespace's account. */
  const update = (recipe: (draft: ChainState) => void) =>
    store.setState((draft) => {
      recipe(draft as ChainState)
      const active = draft.activeNamespace ? draft.chains[draft.activeNamespace] : undefined
      draft.activeCaipAddress = active?.accountState.caipAddress
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

  const setActiveCaipNetwork = (caipNetwork: CaipNetwork) => {
    const network = sealNetwork(caipNetwork)
    const namespace = network.chainNamespace
    update((draft) => {
      const entry = entryOf(draft, namespace)
      entry.networkState.caipNetwork = network
      moveAccount(entry, network)
      draft.activeNamespace = namespace
      draft.activeCaipNetwork = network
    })
    persistActive(network)
    const unsupportedAllowed =
      (options.allowUnsupportedChain?.() ?? false) || options.basicPairing === true
    if (isSupportedNetwork(network) || unsupportedAllowed) return
    for (const listener of [...unsupportedListeners]) listener(network)
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
        draft.activeCaipNetwork = network
        return
      }
    }
    draft.activeNamespace = undefined
    draft.activeCaipNetwork = undefined
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
      if (!draft.activeCaipNetwork) fallBack(draft, [namespace])
    })
    persistActive(store.getState().activeCaipNetwork)
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
        draft.activeCaipNetwork = undefined
      })
      storage.setActiveNamespace(namespace)
    },
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
    resetAccount(namespace) {
      update((draft) => {
        entryOf(draft, namespace).accountState = createInitialAccountState(accountType(namespace))
      })
    },
    resetNetwork(namespace) {
      update((draft) => {
        const entry = entryOf(draft, namespace)
        entry.networkState = createInitialNetworkState(
          entry.networkState.requestedCaipNetworks,
          entry.networkState.caipNetwork,
        )
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
        if (entry.networkState.caipNetwork?.caipNetworkId === caipNetworkId) {
          entry.networkState.caipNetwork = first
          if (first) moveAccount(entry, first)
        }
        if (draft.activeCaipNetwork?.caipNetworkId === caipNetworkId) {
          const others = (Object.keys(draft.chains) as ChainNamespace[]).filter(
            (ns) => ns !== namespace,
          )
          fallBack(draft, [namespace, ...others])
        }
      })
      persistActive(store.getState().activeCaipNetwork)
    },
    addNamespace(namespace, namespaceNetworks) {
      for (const network of namespaceNetworks) addNetwork(network)
      update((draft) => {
        draft.chains[namespace] ??= emptyEntry(namespace)
        if (!draft.activeNamespace) fallBack(draft, [namespace])
      })
      persistActive(store.getState().activeCaipNetwork)
    },
    removeNamespace(namespace) {
      update((draft) => {
        if (!draft.chains[namespace]) return
        delete draft.chains[namespace]
        if (draft.activeNamespace === namespace) {
          fallBack(draft, Object.keys(draft.chains) as ChainNamespace[])
        }
      })
      persistActive(store.getState().activeCaipNetwork)
    },
  }
}
