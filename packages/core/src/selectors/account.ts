import type { ChainState } from '../controllers/chain/types.js'
import type { AccountState, ConnectionStatus } from '../types/account.js'
import type {
  AccountEntry,
  AccountType,
  CaipAddress,
  CaipNetwork,
  ChainNamespace,
} from '../types/chain.js'

// Derived connection state, computed one way for the kernel, the hooks and the components.
// Each selector reads the chain store's state (where each namespace's status is held, once).

const NO_ACCOUNTS: readonly AccountEntry[] = Object.freeze([])

const accountOf = (
  state: ChainState,
  namespace: ChainNamespace | undefined,
): AccountState | undefined => (namespace ? state.chains[namespace]?.accountState : undefined)

/** A namespace's (default: the active one's) connection status; disconnected when unknown. */
export function selectStatus(state: ChainState, namespace?: ChainNamespace): ConnectionStatus {
  return accountOf(state, namespace ?? state.activeNamespace)?.status ?? 'disconnected'
}

/** Connected: the namespace's status is connected and it has an address. */
export function selectIsConnected(state: ChainState, namespace?: ChainNamespace): boolean {
  const account = accountOf(state, namespace ?? state.activeNamespace)
  return account?.status === 'connected' && account.caipAddress !== undefined
}

/**
 * The connector a namespace (default: the active one) is connected or being restored through;
 * undefined once it is disconnected.
 */
export function selectConnectorId(
  state: ChainState,
  namespace?: ChainNamespace,
): string | undefined {
  return accountOf(state, namespace ?? state.activeNamespace)?.connectorId
}

/**
 * The active network: the active namespace's current network (its `networkState.caipNetwork`,
 * written by the chain controller alone), or undefined while no namespace is active.
 */
export function selectActiveCaipNetwork(state: ChainState): CaipNetwork | undefined {
  const namespace = state.activeNamespace
  return namespace ? state.chains[namespace]?.networkState.caipNetwork : undefined
}

/** The active namespace's CAIP address (connected or being restored), or undefined. */
export function selectActiveCaipAddress(state: ChainState): CaipAddress | undefined {
  return accountOf(state, state.activeNamespace)?.caipAddress
}

/** Namespaces that are connecting or connected, in the chain store's order. */
export function selectConnectedNamespaces(state: ChainState): ChainNamespace[] {
  return Object.keys(state.chains).filter(
    (namespace) => selectStatus(state, namespace) !== 'disconnected',
  )
}

/** True while any namespace is connecting (a connect or a restore in progress). */
export function selectIsConnecting(state: ChainState): boolean {
  return Object.keys(state.chains).some(
    (namespace) => selectStatus(state, namespace) === 'connecting',
  )
}

/** One namespace's account, as hosts and UIs read it. Plain values: compare it shallowly. */
export interface AccountSnapshot {
  namespace: ChainNamespace | undefined
  status: ConnectionStatus
  isConnected: boolean
  address: string | undefined
  caipAddress: CaipAddress | undefined
  allAccounts: readonly AccountEntry[]
  preferredAccountType: AccountType | undefined
}

/** A namespace's (default: the active one's) account. */
export function selectAccount(state: ChainState, namespace?: ChainNamespace): AccountSnapshot {
  const ns = namespace ?? state.activeNamespace
  const account = accountOf(state, ns)
  return {
    namespace: ns,
    status: selectStatus(state, ns),
    isConnected: selectIsConnected(state, ns),
    address: account?.address,
    caipAddress: account?.caipAddress,
    allAccounts: account?.allAccounts ?? NO_ACCOUNTS,
    preferredAccountType: account?.preferredAccountType,
  }
}
