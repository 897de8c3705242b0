import type { DiscoveredConnector } from '@gangway/core/adapter'
import type { Provider } from 'sats-connect'
import { KNOWN_BITCOIN_WALLETS } from './knownWallets.js'
import { bitcoinProviderById, registeredBitcoinProviders } from './walletRegistry.js'

/** The registry entry and provider object of an installed sats-connect wallet. */
export interface BitcoinWalletEntry {
  info: Provider
  provider: unknown
}

/**
 * The Bitcoin wallets installed in this page: every entry of the provider registry
 * (`window.btc_providers`, WBIP004) whose provider object is present, then the wallets
 * sats-connect knows by heart (Xverse, Unisat, Fordefi) that are installed without registering.
 * None without a window (server rendering). Reads the page only: no sats-connect code runs.
 */
export function discoverBitcoinWallets(): BitcoinWalletEntry[] {
  if (typeof window === 'undefined') return []
  const found: BitcoinWalletEntry[] = []
  const seen = new Set<string>()
  const consider = (info: Provider) => {
    if (!info?.id || seen.has(info.id)) return
    const provider = bitcoinProviderById(info.id)
    if (!provider) return
    seen.add(info.id)
    found.push({ info, provider })
  }
  for (const info of registeredBitcoinProviders()) consider(info)
  for (const info of Object.values(KNOWN_BITCOIN_WALLETS)) consider(info)
  return found
}

/** A wallet as a connector of our modal (INJECTED, bip122). */
export function toBitcoinConnector({ info, provider }: BitcoinWalletEntry): DiscoveredConnector {
  return {
    id: info.id,
    name: info.name,
    type: 'INJECTED',
    chain: 'bip122',
    ...(info.icon && { imageUrl: info.icon }),
    info: { name: info.name, ...(info.icon && { icon: info.icon }) },
    installed: true,
    provider,
  }
}
