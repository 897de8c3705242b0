import { type AdapterDescriptor, describeAdapter } from '@gangway/core/shell'
import type { TonAdapter } from './TonAdapter.js'

/**
 * The TonAdapter as a descriptor for `createKit` (a kit shell): importing it costs the page a few
 * bytes, and the adapter's code and its chain SDK load with the kit's kernel, after the first
 * paint. Takes the same arguments as `new TonAdapter(…)`.
 *
 * @example
 * createKit({ networks, adapters: [tonAdapter(…)] })
 */
export function tonAdapter(
  ...args: ConstructorParameters<typeof TonAdapter>
): AdapterDescriptor<TonAdapter> {
  return describeAdapter('ton', async () => {
    const { TonAdapter: Adapter } = await import('./TonAdapter.js')
    return new Adapter(...args)
  })
}
