import type { ChainAdapter } from '../adapters/types.js'
import type { ChainNamespace } from '../types/chain.js'

/**
 * What an adapter package's import gives a host that uses the kit shell: the family's namespace
 * and a loader for the adapter itself. The adapter's code and its chain SDK load with the kernel,
 * after the first paint, instead of with the page.
 */
export interface AdapterDescriptor<A extends ChainAdapter = ChainAdapter> {
  readonly kind: 'gangway-adapter-descriptor'
  readonly namespace: ChainNamespace
  /** Imports the adapter's code and creates the adapter (called once, by the kit). */
  load(): Promise<A>
}

/**
 * Describes an adapter whose code loads on demand.
 *
 * @example
 * export const wagmiAdapter = (options?: WagmiAdapterOptions) =>
 *   describeAdapter('eip155', async () => new (await import('./WagmiAdapter.js')).WagmiAdapter(options))
 */
export function describeAdapter<A extends ChainAdapter>(
  namespace: ChainNamespace,
  load: () => Promise<A>,
): AdapterDescriptor<A> {
  let loading: Promise<A> | undefined
  return {
    kind: 'gangway-adapter-descriptor',
    namespace,
    load: () => {
      loading ??= load()
      return loading
    },
  }
}

export function isAdapterDescriptor(value: unknown): value is AdapterDescriptor {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'gangway-adapter-descriptor' &&
    typeof (value as { load?: unknown }).load === 'function'
  )
}

/** The namespace an adapter or a descriptor serves, without loading anything. */
export function adapterNamespace(
  adapter: ChainAdapter | AdapterDescriptor,
): ChainNamespace | undefined {
  if (isAdapterDescriptor(adapter)) return adapter.namespace
  const namespace = (adapter as { family?: { namespace?: unknown } } | undefined)?.family?.namespace
  return typeof namespace === 'string' ? namespace : undefined
}
