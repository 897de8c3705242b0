import type { UniversalProviderLike } from '../adapters/types.js'
import type { ChainFamily } from '../families/types.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'

/** Finds the family of a namespace (a kit's `FamilyRegistry.get`). */
export type FamilyLookup = (namespace: ChainNamespace) => ChainFamily | undefined

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
 * namespace that has a network and a family with a WalletConnect namespace, with all its
 * networks as chains (in the host's order), the family's methods and events, and each network's
 * first RPC URL. One session then serves every chain family the host configured.
 */
export function buildOptionalNamespaces(
  networks: readonly CaipNetwork[],
  familyOf: FamilyLookup,
): Record<string, ProposalNamespace> {
  const namespaces: Record<string, ProposalNamespace> = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    const walletConnect = familyOf(namespace)?.walletConnect
    if (!walletConnect) continue
    const entry = namespaces[namespace] ?? {
      chains: [],
      methods: [...walletConnect.methods],
      events: [...walletConnect.events],
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
