import type { KitStorage } from '../../storage/types.js'
import type { Store } from '../../store/types.js'
import type {
  AccountState,
  ChainEntry,
  ConnectedWalletInfo,
  NetworkState,
} from '../../types/account.js'
import type {
  AccountEntry,
  AccountType,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
} from '../../types/chain.js'

/** The chain controller's state, options and contract (`createChainController`). */

export interface ChainState {
  /** One entry per namespace, in the order the adapters (then networks) were given. */
  chains: Partial<Record<ChainNamespace, ChainEntry>>
  /** The active network is this namespace's current network (`selectActiveCaipNetwork`). */
  activeNamespace: ChainNamespace | undefined
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

/** A wallet's connection of one namespace, as the connection controller checked it. */
export interface NamespaceConnection {
  caipAddress: CaipAddress
  /** The accounts the wallet shared (the connected one among them). */
  accounts: readonly AccountEntry[]
  network: CaipNetwork
  /** The connector it came through. */
  connectorId: string
  walletInfo: ConnectedWalletInfo
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
  /**
   * The one writer of a namespace's connection (spec §3 account state, §4 connect): its account,
   * the accounts the wallet shared, the wallet, the network, the connector and the status
   * 'connected', in one change of the store; then the stored copy the next visit restores from
   * (`storeConnection`: connector id, connected namespaces and status, the account hint). With
   * `makeActive`, or when the namespace is the active one, the network becomes the active one as
   * `setActiveCaipNetwork` makes it. The connection controller checks the wallet's answer first.
   */
  setConnection(
    namespace: ChainNamespace,
    connection: NamespaceConnection,
    options?: { makeActive?: boolean; newSession?: boolean },
  ): void
  /**
   * Ends a namespace's connection: a fresh account (default account type), the session's network
   * data dropped (configured networks and the current one kept), and the stored copy removed
   * (`forgetStoredConnection`), whether or not the namespace had an entry.
   */
  clearConnection(namespace: ChainNamespace): void
  /**
   * Moves a connected namespace's account to another address the wallet shared (the visitor's
   * pick) on its current network, with that account's type; stored so a reload restores it.
   */
  chooseAccount(namespace: ChainNamespace, address: string, type: AccountType): void
  /** Sets a namespace's CAIP address and its plain address (undefined clears both). */
  setCaipAddress(caipAddress: CaipAddress | undefined, namespace: ChainNamespace): void
  /** Sets one namespace's accounts; other namespaces keep theirs. */
  setAllAccounts(accounts: readonly AccountEntry[], namespace: ChainNamespace): void
  updateAccountState(namespace: ChainNamespace, patch: Partial<AccountState>): void
  updateNetworkState(namespace: ChainNamespace, patch: Partial<NetworkState>): void
  /** Adds a network to its namespace (creating the entry if needed). */
  addNetwork(caipNetwork: CaipNetwork): void
  /** Removes a network; the active one falls back to the first remaining network. */
  removeNetwork(namespace: ChainNamespace, caipNetworkId: CaipNetworkId): void
  /** Adds a namespace (an adapter's), with its networks. */
  addNamespace(namespace: ChainNamespace, networks: readonly CaipNetwork[]): void
  /** Removes a namespace; if it was active, another chain's first network becomes active. */
  removeNamespace(namespace: ChainNamespace): void
}
