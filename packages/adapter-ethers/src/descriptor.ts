import { type AdapterDescriptor, describeAdapter } from '@gangway/core/shell'
import type { EthersAdapter } from './EthersAdapter.js'

/**
 * The EthersAdapter as a descriptor for `createKit` (a kit shell): importing it costs the page a few
 * bytes, and the adapter's code and its chain SDK load with the kit's kernel, after the first
 * paint. Takes the same arguments as `new EthersAdapter(…)`.
 *
 * @example
 * createKit({ networks, adapters: [ethersAdapter(…)] })
 */
export function ethersAdapter(
  ...args: ConstructorParameters<typeof EthersAdapter>
): AdapterDescriptor<EthersAdapter> {
  return describeAdapter('eip155', async () => {
    const { EthersAdapter: Adapter } = await import('./EthersAdapter.js')
    return new Adapter(...args)
  })
}
