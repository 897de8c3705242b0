import { CAIP2_NAMESPACE, CAIP2_REFERENCE, CAIP10_ADDRESS } from '../caip/patterns.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/chain.js'
import { type KitStorage, STORAGE_PREFIX, type StorageBackend } from './types.js'

/**
 * Where the kernel keeps each connected namespace's CAIP-10 account for the next visit (under the
 * storage's adapter area, beside the chosen account), so the kit shell can show a returning
 * visitor's account on the first paint, before the kernel has restored the connection.
 */
export const accountHintKey = (namespace: ChainNamespace) => `kit/account:${namespace}`

/** The account the visitor picked among the wallet's, restored after a reload when still shared. */
export const chosenAccountKey = (namespace: ChainNamespace) => `kit/chosen-account:${namespace}`

/**
 * Writes a namespace's connection for the next visit: its connector id, the connected namespaces
 * and status, the account hint; a new session (a connect, not a restore) starts on the wallet's
 * own account, so an account picked before is dropped. Only the chain controller calls it, as
 * it changes the connection in its store (one writer of the connection and of its stored copy).
 */
export function storeConnection(
  storage: KitStorage,
  namespace: ChainNamespace,
  connection: { connectorId: string; caipAddress: CaipAddress },
  { newSession = false }: { newSession?: boolean } = {},
): void {
  if (newSession) storage.removeItem(chosenAccountKey(namespace))
  storage.setItem(accountHintKey(namespace), connection.caipAddress)
  storage.setConnectedConnectorId(namespace, connection.connectorId)
  storage.addConnectedNamespace(namespace)
  storage.setConnectionStatus('connected')
}

/** Writes the account the visitor picked (and the hint the next first paint shows). */
export function storeChosenAccount(
  storage: KitStorage,
  namespace: ChainNamespace,
  { address, caipAddress }: { address: string; caipAddress: CaipAddress },
): void {
  storage.setItem(chosenAccountKey(namespace), address)
  storage.setItem(accountHintKey(namespace), caipAddress)
}

/** Removes a namespace's stored connection; the status is 'disconnected' once none is left. */
export function forgetStoredConnection(storage: KitStorage, namespace: ChainNamespace): void {
  storage.removeItem(chosenAccountKey(namespace))
  storage.removeItem(accountHintKey(namespace))
  storage.removeConnectedConnectorId(namespace)
  storage.removeConnectedNamespace(namespace)
  if (storage.getConnectedNamespaces().length === 0) storage.setConnectionStatus('disconnected')
}

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
