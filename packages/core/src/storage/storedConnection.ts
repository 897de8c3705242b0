import { CAIP2_NAMESPACE, CAIP2_REFERENCE, CAIP10_ADDRESS } from '../caip/patterns.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/chain.js'
import { STORAGE_PREFIX, type StorageBackend } from './types.js'

/**
 * Where the kernel keeps each connected namespace's CAIP-10 account for the next visit (under the
 * storage's adapter area, beside the chosen account), so the kit shell can show a returning
 * visitor's account on the first paint, before the kernel has restored the connection.
 */
export const accountHintKey = (namespace: ChainNamespace) => `kit/account:${namespace}`

/** What the last visit left: the namespaces it was connected on, and the active one. */
export interface StoredConnection {
  /** Connected namespaces with their last account (undefined: restoring, account not known). */
  accounts: { namespace: ChainNamespace; caipAddress: CaipAddress | undefined }[]
  activeNamespace: ChainNamespace | undefined
  activeCaipNetworkId: CaipNetworkId | undefined
}

const isNamespace = (value: unknown): value is ChainNamespace =>
  typeof value === 'string' && CAIP2_NAMESPACE.test(value)

/** `namespace:reference`, both parts checked. */
export const isStoredNetworkId = (value: unknown): value is CaipNetworkId => {
  if (typeof value !== 'string') return false
  const [namespace, reference, ...rest] = value.split(':')
  return rest.length === 0 && isNamespace(namespace) && CAIP2_REFERENCE.test(reference ?? '')
}

const asCaipAddress = (value: unknown, namespace: ChainNamespace): CaipAddress | undefined => {
  if (typeof value !== 'string') return undefined
  const [ns, reference, address, ...rest] = value.split(':')
  if (rest.length > 0 || ns !== namespace || !isStoredNetworkId(`${ns}:${reference}`))
    return undefined
  return CAIP10_ADDRESS.test(address ?? '') ? (value as CaipAddress) : undefined
}

function localStorageOf(): StorageBackend | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined // blocked storage (sandboxed frames, some privacy modes)
  }
}

/**
 * Reads the stored connection as the kernel wrote it (spec §7 keys under the fixed prefix),
 * checking every value: a missing, corrupted or hostile entry reads as "not connected". Nothing
 * is written. Undefined when the last visit ended disconnected.
 */
export function readStoredConnection(
  backend: StorageBackend | undefined = localStorageOf(),
): StoredConnection | undefined {
  if (!backend) return undefined
  const read = (name: string): unknown => {
    try {
      const raw = backend.getItem(`${STORAGE_PREFIX}${name}`)
      return typeof raw === 'string' ? JSON.parse(raw) : undefined
    } catch {
      return undefined
    }
  }
  const readRaw = (name: string): unknown => {
    try {
      return backend.getItem(`${STORAGE_PREFIX}adapter/${name}`)
    } catch {
      return undefined
    }
  }
  if (read('CONNECTION_STATUS') !== 'connected') return undefined
  const namespaces = read('CONNECTED_NAMESPACES')
  if (!Array.isArray(namespaces)) return undefined
  const accounts = [...new Set(namespaces.filter(isNamespace))]
    .filter((namespace) => typeof read(`CONNECTED_CONNECTOR_ID:${namespace}`) === 'string')
    .map((namespace) => ({
      namespace,
      caipAddress: asCaipAddress(readRaw(accountHintKey(namespace)), namespace),
    }))
  if (accounts.length === 0) return undefined
  const active = read('ACTIVE_NAMESPACE')
  const network = read('ACTIVE_CAIP_NETWORK_ID')
  return {
    accounts,
    activeNamespace: isNamespace(active) ? active : undefined,
    activeCaipNetworkId: isStoredNetworkId(network) ? network : undefined,
  }
}
