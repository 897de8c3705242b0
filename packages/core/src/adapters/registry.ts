import { KitError } from '../errors/KitError.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ChainAdapter } from './types.js'

/**
 * The adapters of one kit, by namespace, beside the stores (which hold plain data only). Each
 * adapter gets an AbortSignal that is aborted when it is removed or the kit is destroyed.
 */
export interface AdapterRegistry {
  get(namespace: ChainNamespace): ChainAdapter | undefined
  /**
   * The namespace's adapter; throws KitError('ADAPTER_NOT_FOUND') when there is none, and the
   * reason its setup failed when it failed (its KitError as is; anything else as
   * ADAPTER_NOT_FOUND naming the failure), so a connect says why, not 'Connector not found'.
   */
  require(namespace: ChainNamespace): ChainAdapter
  /** Records that the namespace's adapter failed to set up (`require` then throws `error`). */
  setupFailed(namespace: ChainNamespace, error: unknown): void
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
  const entries = new Map<
    ChainNamespace,
    { adapter: ChainAdapter; abort: AbortController; setupError?: unknown }
  >()

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
      const entry = entries.get(namespace)
      if (!entry) {
        throw new KitError('ADAPTER_NOT_FOUND', {
          longMessage: `No adapter is configured for the ${namespace} namespace.`,
        })
      }
      if ('setupError' in entry) {
        const failure = entry.setupError
        if (failure instanceof KitError) throw failure
        const reason = failure instanceof Error ? failure.message : String(failure)
        throw new KitError('ADAPTER_NOT_FOUND', {
          longMessage: `The ${namespace} adapter failed to set up: ${reason}`,
          cause: failure,
        })
      }
      return entry.adapter
    },
    setupFailed(namespace, error) {
      const entry = entries.get(namespace)
      if (entry) entry.setupError = error
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
