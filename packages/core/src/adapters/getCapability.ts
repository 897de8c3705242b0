import type { AdapterCapabilities, CapabilityName } from './capabilities.js'
import type { ChainAdapter } from './types.js'

/**
 * An adapter's capability, bound and ready to call, or undefined when it has none.
 *
 * @example
 * const signTypedData = getCapability(adapter, 'signTypedData')
 * if (signTypedData) await signTypedData({ address, domain, types, primaryType, message })
 */
export function getCapability<K extends CapabilityName>(
  adapter: Pick<ChainAdapter, 'capabilities'> | undefined,
  name: K,
): NonNullable<AdapterCapabilities[K]> | undefined {
  const capabilities = adapter?.capabilities
  const capability = capabilities?.[name]
  if (typeof capability !== 'function') return undefined
  return (capability as (...args: unknown[]) => unknown).bind(capabilities) as NonNullable<
    AdapterCapabilities[K]
  >
}
