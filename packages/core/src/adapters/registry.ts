import { KitError } from '../errors/KitError.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ChainAdapter } from './types.js'

/**
 * The adapters of one kit, by namespace, beside the stores (which hold plain data only). Each
 * adapter gets an AbortSignal that is aborted when it is removed or the kit is destroyed.
 */
export interface AdapterRegistry {
  get(namespace: ChainNamespace): ChainAdapter | undefined
  /** The namespace's adapter; throws KitError('ADAPTER_NOT_FOUND') when there is none. */
  require(namespace: ChainNamespace): ChainAdapter
  has(namespace: ChainNamespace): boolean
  /** Every adapter, in the order they were added. */
  all(): ChainAdapter[]
  /** Adds an adapter; returns the signal its `setup` context carries. */
  add(adapter: ChainAdapter): AbortSignal
  /** The namespace's adapter signal (aborted once it is removed). */
  signal(namespace: ChainNamespace): AbortSignal | undefined
  /** Removes a namespace's adapter, aborts its signal and destroys it. */
  remove(namespace: ChainNamespace): Promise<void>
  /** Removes and destroys every adapter. */
  clear(): Promise<void>
}

export function createAdapterRegistry(
  onDestroyError: (adapter: ChainAdapter, error: unknown) => void,
): AdapterRegistry {
  const entries = new Map<ChainNamespace, { adapter: ChainAdapter; abort: AbortController }>()

  const remove = async (namespace: ChainNamespace) => {
    const entry = entries.get(namespace)
    if (!entry) return
    entries.delete(namespace)
    entry.abort.abort()
    try {
      await entry.adapter.destroy()
    } catch (error) {
      onDestroyError(entry.adapter, error)
    }
  }

  return {
    get: (namespace) => entries.get(namespace)?.adapter,
    require(namespace) {
      const adapter = entries.get(namespace)?.adapter
      if (!adapter) {
        throw new KitError('ADAPTER_NOT_FOUND', {
          longMessage: `No adapter is configured for the ${namespace} namespace.`,
        })
      }
      return adapter
    },
    has: (namespace) => entries.has(namespace),
    all: () => [...entries.values()].map((entry) => entry.adapter),
    add(adapter) {
      const abort = new AbortController()
      entries.set(adapter.family.namespace, { adapter, abort })
      return abort.signal
    },
    signal: (namespace) => entries.get(namespace)?.abort.signal,
    remove,
    async clear() {
      await Promise.all([...entries.keys()].map(remove))
    },
  }
}
