import type { AccountState, NetworkState } from '../../types/account.js'
import type { AccountType, CaipNetwork, ChainNamespace } from '../../types/chain.js'

/** The account state of a namespace nobody is connected on (its default account type). */
export function createInitialAccountState(preferredAccountType?: AccountType): AccountState {
  return {
    currentTab: 'tokens',
    tokenBalance: [],
    smartAccountDeployed: false,
    addressLabels: {},
    allAccounts: [],
    ...(preferredAccountType && { preferredAccountType }),
    status: 'disconnected',
  }
}

/** The network state of a namespace with its configured networks and no session yet. */
export function createInitialNetworkState(
  networks: readonly CaipNetwork[],
  caipNetwork: CaipNetwork | undefined = networks[0],
): NetworkState {
  return {
    caipNetwork,
    supportsAllNetworks: true,
    approvedCaipNetworkIds: [],
    requestedCaipNetworks: [...networks],
    smartAccountEnabledNetworks: [],
  }
}

/**
 * A shallowly frozen copy of a host network, as the store keeps it; the host's own network
 * object is never frozen or changed.
 */
export function sealNetwork(network: CaipNetwork): CaipNetwork {
  return Object.isFrozen(network) ? network : Object.freeze({ ...network })
}

/**
 * A placeholder for a chain a wallet reports that the host did not configure (the wallet
 * switched on its own). It is not in the requested list, so it counts as unsupported.
 */
export function createUnknownNetwork(
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetwork {
  return Object.freeze({
    id: chainId,
    name: 'Unknown Network',
    chainNamespace: namespace,
    caipNetworkId: `${namespace}:${chainId}`,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
  })
}
