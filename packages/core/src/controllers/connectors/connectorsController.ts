import { LIMITS } from '../../constants.js'
import type { KitError } from '../../errors/KitError.js'
import type { KitStorage } from '../../storage/types.js'
import { createStore, type Store } from '../../store/createStore.js'
import type { ChainNamespace } from '../../types/chain.js'
import type { Connector, RecentWallet } from '../../types/connector.js'
import { dedupeConnectors, mergeConnectors, sealConnector } from './mergeConnectors.js'

/**
 * Whether WalletConnect pairing can work in this app: `enabled`; `disabled` by the host
 * (`enableWalletConnect: false`); `missing` once the kit learned that the optional peer
 * `@walletconnect/universal-provider` is not installed (it is imported on demand).
 */
export type WalletConnectAvailability = 'enabled' | 'disabled' | 'missing'

export interface ConnectorsState {
  /** Each adapter's connectors as reported, de-duplicated by id and rdns. */
  byNamespace: Partial<Record<ChainNamespace, Connector[]>>
  /** What the connect view lists: the merged view, or one namespace's list while filtered. */
  connectors: Connector[]
  /** The namespace the connect view is filtered to (modal opened with a namespace). */
  filterByNamespace: ChainNamespace | undefined
  /** Recently used wallets, newest first, at most 2 (spec §3). */
  recentWallets: RecentWallet[]
  /** Whether pairing can work: while it is not `enabled`, no WALLET_CONNECT connector is kept. */
  walletConnect: WalletConnectAvailability
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
  /**
   * WalletConnect cannot work in this app (its optional peer is missing: `reason`, the catalogue's
   * OPTIONAL_PEER_MISSING): drops every WALLET_CONNECT connector now and from every later list,
   * so no row leads to a dead end.
   */
  setWalletConnectMissing(reason: KitError): void
  /** Why pairing cannot work, once the kit learned its package is missing (for the views). */
  getWalletConnectError(): KitError | undefined
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
    walletConnect: walletConnect ? 'enabled' : 'disabled',
  })
  let walletConnectError: KitError | undefined
  const withoutPairing = (list: readonly Connector[]): Connector[] =>
    list.filter(
      (connector) =>
        connector.type !== 'WALLET_CONNECT' || store.getState().walletConnect === 'enabled',
    )

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
      const sealed = dedupeConnectors(withoutPairing(list).map((c) => sealConnector(c)))
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
    setWalletConnectMissing(reason) {
      if (store.getState().walletConnect !== 'enabled') return
      walletConnectError = reason
      store.setState((draft) => {
        draft.walletConnect = 'missing'
      })
      const byNamespace = Object.fromEntries(
        Object.entries(store.getState().byNamespace).map(([ns, list]) => [
          ns,
          withoutPairing(list ?? []),
        ]),
      )
      update({ byNamespace })
    },
    getWalletConnectError: () => walletConnectError,
  }
}
