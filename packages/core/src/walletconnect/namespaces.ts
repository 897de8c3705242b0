import type { UniversalProviderLike } from '../adapters/types.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'

/** Methods and events an EVM WalletConnect session asks for. */
export const WALLET_CONNECT_EIP155_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getAssets',
] as const
export const WALLET_CONNECT_EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const

/** The methods a WalletConnect session asks for, per namespace. */
export const WALLET_CONNECT_METHODS: Readonly<Record<ChainNamespace, readonly string[]>> = {
  eip155: WALLET_CONNECT_EIP155_METHODS,
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'solana_getAccounts',
    'solana_requestAccounts',
  ],
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  bip122: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
}

/** The events a WalletConnect session asks for, per namespace. */
export const WALLET_CONNECT_EVENTS: Readonly<Record<ChainNamespace, readonly string[]>> = {
  eip155: WALLET_CONNECT_EIP155_EVENTS,
  solana: ['accountsChanged', 'chainChanged'],
  polkadot: ['accountsChanged', 'chainChanged'],
  bip122: ['bip122_addressesChanged'],
}

/** One namespace of a session proposal (universal-provider's NamespaceConfig entry). */
export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  /** chain id (as in the CAIP-2 reference) → RPC URL, so reads never go to a default RPC. */
  rpcMap: Record<string, string>
}

/**
 * The optional namespaces of the kit's one pairing, built from the host's networks: every
 * namespace that has a network, with all its networks as chains (in the host's order), the
 * namespace's methods and events, and each network's first RPC URL. One session then serves
 * every chain family the host configured.
 */
export function buildOptionalNamespaces(
  networks: readonly CaipNetwork[],
): Record<string, ProposalNamespace> {
  const namespaces: Record<string, ProposalNamespace> = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    const entry = namespaces[namespace] ?? {
      chains: [],
      methods: [...WALLET_CONNECT_METHODS[namespace]],
      events: [...WALLET_CONNECT_EVENTS[namespace]],
      rpcMap: {},
    }
    namespaces[namespace] = entry
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId)
    const rpcUrl = network.rpcUrls.default.http[0]
    if (rpcUrl) entry.rpcMap[String(network.id)] = rpcUrl
  }
  return namespaces
}

/** A namespace's accounts in a WalletConnect session, split from `namespace:chainId:address`. */
export function sessionAccounts(
  session: UniversalProviderLike['session'],
  namespace: ChainNamespace,
): { chainId: string; address: string }[] {
  const accounts = session?.namespaces[namespace]?.accounts ?? []
  return accounts.flatMap((caip) => {
    const [ns, chainId, address] = caip.split(':')
    return ns === namespace && chainId && address ? [{ chainId, address }] : []
  })
}

/** The namespaces a session holds accounts for. */
export function sessionNamespaces(session: UniversalProviderLike['session']): string[] {
  return Object.entries(session?.namespaces ?? {})
    .filter(([, value]) => value.accounts.length > 0)
    .map(([key]) => key)
}
