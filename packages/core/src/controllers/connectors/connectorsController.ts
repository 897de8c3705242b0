import { LIMITS } from '../../constants.js'
import type { KitStorage } from '../../storage/types.js'
import { createStore, type Store } from '../../store/createStore.js'
import type { ChainNamespace } from '../../types/chain.js'
import type { Connector, RecentWallet } from '../../types/connector.js'
import { dedupeConnectors, mergeConnectors, sealConnector } from './mergeConnectors.js'

export interface ConnectorsState {
  /** Each adapter's connectors as reported, de-duplicated by id and rdns. */
  byNamespace: Partial<Record<ChainNamespace, Connector[]>>
  /** What the connect view lists: the merged view, or one namespace's list while filtered. */
  connectors: Connector[]
  /** The namespace the connect view is filtered to (modal opened with a namespace). */
  filterByNamespace: ChainNamespace | undefined
  /** Recently used wallets, newest first, at most 2 (spec §3). */
  recentWallets: RecentWallet[]
}

export interface ConnectorsController {
  store: Store<ConnectorsState>
  getState(): ConnectorsState
  /** Replaces one namespace's connectors (called whenever its adapter emits `connectors`). */
  setConnectors(namespace: ChainNamespace, list: readonly Connector[]): void
  /** The merged view across namespaces (ignores the filter). */
  getMergedConnectors(): Connector[]
  /** One namespace's connectors, or every namespace's when none is given (not merged). */
  getConnectors(namespace?: ChainNamespace): Connector[]
  /** Finds a connector by id, in one namespace or in any. */
  getConnector(id: string, namespace?: ChainNamespace): Connector | undefined
  /** The AUTH (email / social) connector of a namespace, or of any namespace. */
  getAuthConnector(namespace?: ChainNamespace): Connector | undefined
  /** Restricts `connectors` to one namespace; undefined shows the merged view again. */
  filterByNamespace(namespace: ChainNamespace | undefined): void
  /** Adds a wallet to the front of the recent list (de-duplicated, at most 2), stored. */
  addRecentWallet(wallet: RecentWallet): RecentWallet[]
}

export interface ConnectorsControllerOptions {
  storage: KitStorage
  /** The kit's namespaces, in order (merging follows it). */
  namespaces: () => readonly ChainNamespace[]
  /** `options.enableWalletConnect`: false drops every WALLET_CONNECT connector an adapter offers. */
  walletConnect?: boolean
}

const visibleConnectors = (
  { byNamespace, filterByNamespace }: Pick<ConnectorsState, 'byNamespace' | 'filterByNamespace'>,
  order: readonly ChainNamespace[],
): Connector[] => {
  if (filterByNamespace) return byNamespace[filterByNamespace] ?? []
  return mergeConnectors(byNamespace, order).map(sealConnector)
}

/**
 * The connectors store of one kit (spec §3 connector rules): what each adapter offers and the
 * recent wallets (read back from storage when the controller is created). The connector a
 * namespace is connected through is the connection's (chain store, `selectConnectorId`).
 */
export function createConnectorsController({
  storage,
  namespaces,
  walletConnect = true,
}: ConnectorsControllerOptions): ConnectorsController {
  /** The kit's namespaces, then any other that has connectors (in the order they came). */
  const order = () => {
    const known = namespaces()
    const extra = Object.keys(store.getState().byNamespace).filter((ns) => !known.includes(ns))
    return [...known, ...extra]
  }
  const store = createStore<ConnectorsState>({
    byNamespace: {},
    connectors: [],
    filterByNamespace: undefined,
    recentWallets: storage.getRecentWallets().slice(0, LIMITS.RECENT_WALLETS),
  })

  /** Sets the raw lists and/or the filter, and recomputes the visible list outside the recipe. */
  const update = (patch: Partial<Pick<ConnectorsState, 'byNamespace' | 'filterByNamespace'>>) => {
    const next = { ...store.getState(), ...patch }
    const connectors = visibleConnectors(next, order())
    store.setState((draft) => {
      draft.byNamespace = next.byNamespace
      draft.filterByNamespace = next.filterByNamespace
      draft.connectors = connectors
    })
  }

  const getConnectors = (namespace?: ChainNamespace): Connector[] => {
    const { byNamespace } = store.getState()
    if (namespace) return byNamespace[namespace] ?? []
    return order().flatMap((ns) => byNamespace[ns] ?? [])
  }

  const getConnector = (id: string, namespace?: ChainNamespace) =>
    getConnectors(namespace).find((connector) => connector.id === id)

  return {
    store,
    getState: store.getState,
    setConnectors(namespace, list) {
      const offered = walletConnect ? list : list.filter((c) => c.type !== 'WALLET_CONNECT')
      const sealed = dedupeConnectors(offered.map((connector) => sealConnector(connector)))
      update({ byNamespace: { ...store.getState().byNamespace, [namespace]: sealed } })
    },
    getMergedConnectors: () => mergeConnectors(store.getState().byNamespace, order()),
    getConnectors,
    getConnector,
    getAuthConnector: (namespace) =>
      getConnectors(namespace).find((connector) => connector.type === 'AUTH'),
    filterByNamespace(namespace) {
      update({ filterByNamespace: namespace })
    },
    addRecentWallet(wallet) {
      const stored = storage.addRecentWallet(wallet)
      const recentWallets = [wallet, ...stored.filter((entry) => entry.id !== wallet.id)].slice(
        0,
        LIMITS.RECENT_WALLETS,
      )
      store.setState((draft) => {
        draft.recentWallets = recentWallets
      })
      return recentWallets
    },
  }
}
