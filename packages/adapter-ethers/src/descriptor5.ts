import { type AdapterDescriptor, describeAdapter } from '@gangway/core/shell'
import type { Ethers5Adapter } from './Ethers5Adapter.js'

/**
 * The Ethers5Adapter as a descriptor for `createKit` (a kit shell): importing it costs the page a few
 * bytes, and the adapter's code and its chain SDK load with the kit's kernel, after the first
 * paint. Takes the same arguments as `new Ethers5Adapter(…)`.
 *
 * @example
 * createKit({ networks, adapters: [ethers5Adapter(…)] })
 */
export function ethers5Adapter(
  ...args: ConstructorParameters<typeof Ethers5Adapter>
): AdapterDescriptor<Ethers5Adapter> {
  return describeAdapter('eip155', async () => {
    const { Ethers5Adapter: Adapter } = await import('./Ethers5Adapter.js')
    return new Adapter(...args)
  })
}
