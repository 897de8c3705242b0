import type { UniversalProviderLike } from '../adapters/types.js'
import { isCaipAddress, isChainNamespace } from '../caip/caip.js'
import { BUILT_IN_FAMILIES } from '../families/builtIn.js'
import type { ChainFamily } from '../families/types.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'
import { isRecord, ownField } from '../validators/records.js'

/** One account of a namespace in a WalletConnect session (`namespace:chainId:address`). */
export interface WalletConnectNamespaceAccount {
  chainId: string
  address: string
}

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

/**
 * The longest CAIP-10 account id: namespace (8) + `:` + reference (32) + `:` + address (128).
 * A longer string in a session is not an account, however it splits.
 */
export const CAIP10_MAX_LENGTH = 8 + 1 + 32 + 1 + 128

const BUILT_IN_BY_NAMESPACE: ReadonlyMap<string, ChainFamily> = new Map(
  BUILT_IN_FAMILIES.map((family) => [family.namespace, family]),
)

/** The session's `namespaces[namespace].accounts` when it is a list, else none. */
function listedAccounts(session: unknown, namespace: string): readonly unknown[] {
  const accounts = ownField(ownField(ownField(session, 'namespaces'), namespace), 'accounts')
  return Array.isArray(accounts) ? accounts : []
}

/**
 * One `namespace:chainId:address` of a session, when it is a CAIP-10 account of `family`: a
 * string of at most CAIP10_MAX_LENGTH characters, three parts, the family's namespace, a chain
 * id and an address the family's descriptor accepts. Anything else (markup, control characters,
 * a huge string, another namespace) is undefined. Never throws.
 */
export function parseSessionAccount(
  value: unknown,
  family: ChainFamily,
): WalletConnectNamespaceAccount | undefined {
  if (typeof value !== 'string' || value.length > CAIP10_MAX_LENGTH) return undefined
  if (!isCaipAddress(value)) return undefined
  const [namespace, chainId, address] = value.split(':') as [string, string, string]
  if (namespace !== family.namespace) return undefined
  return family.isChainId(chainId) && family.isAddress(address) ? { chainId, address } : undefined
}

/**
 * A family's accounts in a WalletConnect session (`session.namespaces[ns].accounts`, from the
 * wallet: untrusted), split from `namespace:chainId:address`, in the wallet's order. Only valid
 * CAIP-10 accounts of the family come out (`parseSessionAccount`); a session of any other shape
 * has none. Pass the family's descriptor; a namespace string stands for its built-in family
 * (and a namespace no built-in family has yields none).
 */
export function sessionAccounts(
  session: UniversalProviderLike['session'],
  family: ChainFamily | ChainNamespace,
): WalletConnectNamespaceAccount[] {
  const descriptor = typeof family === 'string' ? BUILT_IN_BY_NAMESPACE.get(family) : family
  if (!descriptor) return []
  return listedAccounts(session, descriptor.namespace).flatMap((value) => {
    const account = parseSessionAccount(value, descriptor)
    return account ? [account] : []
  })
}

/** The (well-formed) namespaces a session holds accounts for. Never throws. */
export function sessionNamespaces(session: UniversalProviderLike['session']): string[] {
  const namespaces = ownField(session, 'namespaces')
  if (!isRecord(namespaces)) return []
  return Object.keys(namespaces).filter(
    (key) => isChainNamespace(key) && listedAccounts(session, key).length > 0,
  )
}
