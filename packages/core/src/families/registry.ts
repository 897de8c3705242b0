import { KitError } from '../errors/KitError.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ChainFamily } from './types.js'

/** The families one kit knows, by namespace (later registrations replace earlier ones). */
export interface FamilyRegistry {
  get(namespace: ChainNamespace): ChainFamily | undefined
  /** The family; throws KitError('UNKNOWN_FAMILY') when the kit has none for the namespace. */
  require(namespace: ChainNamespace): ChainFamily
  has(namespace: unknown): namespace is ChainNamespace
  /** Known namespaces, in registration order. */
  namespaces(): ChainNamespace[]
  /** True when `address` is a valid address of the namespace's family (false for unknown ones). */
  isAddress(namespace: ChainNamespace | undefined, address: unknown): address is string
}

/** One kit's family registry (nothing is shared between kits). */
export function createFamilyRegistry(families: readonly ChainFamily[]): FamilyRegistry {
  const byNamespace = new Map<ChainNamespace, ChainFamily>()
  for (const family of families) byNamespace.set(family.namespace, family)
  const has = (namespace: unknown): namespace is ChainNamespace =>
    typeof namespace === 'string' && byNamespace.has(namespace)
  return {
    get: (namespace) => byNamespace.get(namespace),
    require(namespace) {
      const family = byNamespace.get(namespace)
      if (!family) throw new KitError('UNKNOWN_FAMILY', { params: { namespace } })
      return family
    },
    has,
    namespaces: () => [...byNamespace.keys()],
    isAddress(namespace, address): address is string {
      if (namespace === undefined || typeof address !== 'string') return false
      const family = byNamespace.get(namespace)
      if (!family) return false
      try {
        return family.isAddress(address)
      } catch {
        return false
      }
    },
  }
}
