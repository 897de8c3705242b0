import type { Provider } from 'sats-connect'

/**
 * The sats-connect provider registry (`window.btc_providers`, WBIP004), read without sats-connect
 * (which would load all of it): an empty list without a window or a registry.
 */
export function registeredBitcoinProviders(): readonly Provider[] {
  if (typeof window === 'undefined') return []
  const providers = (window as { btc_providers?: unknown }).btc_providers
  return Array.isArray(providers) ? (providers as Provider[]) : []
}

/**
 * The provider object of a sats-connect provider id: its dotted path on `window`
 * (`XverseProviders.BitcoinProvider` → `window.XverseProviders.BitcoinProvider`), as sats-connect's
 * `getProviderById` reads it. Undefined without a window.
 */
export function bitcoinProviderById(providerId: string): unknown {
  if (typeof window === 'undefined' || !providerId) return undefined
  return providerId
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], window)
}
