import { type AdapterDescriptor, describeAdapter } from '@gangway/core/shell'
import type { WagmiAdapter } from './WagmiAdapter.js'

/**
 * The WagmiAdapter as a descriptor for `createKit` (a kit shell): importing it costs the page a few
 * bytes, and the adapter's code and its chain SDK load with the kit's kernel, after the first
 * paint. Takes the same arguments as `new WagmiAdapter(…)`.
 *
 * @example
 * createKit({ networks, adapters: [wagmiAdapter(…)] })
 */
export function wagmiAdapter(
  ...args: ConstructorParameters<typeof WagmiAdapter>
): AdapterDescriptor<WagmiAdapter> {
  return describeAdapter('eip155', async () => {
    const { WagmiAdapter: Adapter } = await import('./WagmiAdapter.js')
    return new Adapter(...args)
  })
}
