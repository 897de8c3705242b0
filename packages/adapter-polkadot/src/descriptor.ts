import { type AdapterDescriptor, describeAdapter } from '@gangway/core/shell'
import type { PolkadotAdapter } from './PolkadotAdapter.js'

/**
 * The PolkadotAdapter as a descriptor for `createKit` (a kit shell): importing it costs the page a few
 * bytes, and the adapter's code and its chain SDK load with the kit's kernel, after the first
 * paint. Takes the same arguments as `new PolkadotAdapter(…)`.
 *
 * @example
 * createKit({ networks, adapters: [polkadotAdapter(…)] })
 */
export function polkadotAdapter(
  ...args: ConstructorParameters<typeof PolkadotAdapter>
): AdapterDescriptor<PolkadotAdapter> {
  return describeAdapter('polkadot', async () => {
    const { PolkadotAdapter: Adapter } = await import('./PolkadotAdapter.js')
    return new Adapter(...args)
  })
}
