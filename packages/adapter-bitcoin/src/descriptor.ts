import { type AdapterDescriptor, describeAdapter } from '@gangway/core/shell'
import type { BitcoinAdapter } from './BitcoinAdapter.js'

/**
 * The BitcoinAdapter as a descriptor for `createKit` (a kit shell): importing it costs the page a few
 * bytes, and the adapter's code and its chain SDK load with the kit's kernel, after the first
 * paint. Takes the same arguments as `new BitcoinAdapter(…)`.
 *
 * @example
 * createKit({ networks, adapters: [bitcoinAdapter(…)] })
 */
export function bitcoinAdapter(
  ...args: ConstructorParameters<typeof BitcoinAdapter>
): AdapterDescriptor<BitcoinAdapter> {
  return describeAdapter('bip122', async () => {
    const { BitcoinAdapter: Adapter } = await import('./BitcoinAdapter.js')
    return new Adapter(...args)
  })
}
