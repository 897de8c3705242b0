import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../types/chain.js'

export interface PickInitialNetworkInput {
  /** Namespaces with a chain entry, in order. */
  namespaces: readonly ChainNamespace[]
  networks: readonly CaipNetwork[]
  /** Read back from storage; may be stale or hostile. */
  storedNamespace: ChainNamespace | undefined
  storedCaipNetworkId: CaipNetworkId | undefined
  defaultNetwork?: CaipNetwork | undefined
}

/**
 * The network a kit starts on. The stored active network wins when it is still configured (in a
 * namespace with an entry); then the host's default network; then the first network of the
 * stored namespace; then the first network of the first namespace. Pure.
 */
export function pickInitialNetwork(input: PickInitialNetworkInput): CaipNetwork | undefined {
  const { namespaces, networks, storedNamespace, storedCaipNetworkId, defaultNetwork } = input
  const usable = networks.filter((network) => namespaces.includes(network.chainNamespace))
  const byId = (id: string | undefined) =>
    id === undefined ? undefined : usable.find((network) => network.caipNetworkId === id)
  const firstOf = (namespace: ChainNamespace | undefined) =>
    usable.find((network) => network.chainNamespace === namespace)
  return (
    byId(storedCaipNetworkId) ??
    byId(defaultNetwork?.caipNetworkId) ??
    firstOf(storedNamespace) ??
    namespaces.map(firstOf).find((network) => network !== undefined)
  )
}
