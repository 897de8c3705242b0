import { type AdapterDescriptor, describeAdapter } from '@gangway/core/shell'
import type { SolanaAdapter } from './SolanaAdapter.js'

/**
 * The SolanaAdapter as a descriptor for `createKit` (a kit shell): importing it costs the page a few
 * bytes, and the adapter's code and its chain SDK load with the kit's kernel, after the first
 * paint. Takes the same arguments as `new SolanaAdapter(…)`.
 *
 * @example
 * createKit({ networks, adapters: [solanaAdapter(…)] })
 */
export function solanaAdapter(
  ...args: ConstructorParameters<typeof SolanaAdapter>
): AdapterDescriptor<SolanaAdapter> {
  return describeAdapter('solana', async () => {
    const { SolanaAdapter: Adapter } = await import('./SolanaAdapter.js')
    return new Adapter(...args)
  })
}
