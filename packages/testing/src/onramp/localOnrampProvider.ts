// Browser-safe: the descriptor the kit lists for the local on-ramp (`startLocalOnramp` serves it).
import type { CaipNetworkId } from '@gangway/core'
import type { OnRampProvider } from '@gangway/core/onramp'

export interface LocalOnrampProviderOptions {
  /** The local on-ramp's base URL (`startLocalOnramp(...).url`), http://127.0.0.1:<port>. */
  url: string
  /** The network it sells on (an anvil chain, e.g. 'eip155:31337'). */
  network: CaipNetworkId
  /** The address it delivers from (`startLocalOnramp(...).sender`): how its deliveries are recognised. */
  sender: string
  /** Symbols it sells; default ['ETH']. */
  assets?: readonly string[]
  /** Shown in the provider list; default 'Local On-Ramp'. */
  name?: string
}

/**
 * The descriptor of a local on-ramp: its widget is `GET {url}/buy?address=&network=&asset=&amount=`,
 * a page on 127.0.0.1 that "sells" by sending real tokens on anvil, so Buy runs offline.
 */
export function localOnrampProvider(options: LocalOnrampProviderOptions): OnRampProvider {
  return {
    id: 'local',
    name: options.name ?? 'Local On-Ramp',
    feeRangePercent: [1, 2],
    assets: { [options.network]: options.assets ?? ['ETH'] },
    buildUrl({ address, network, asset, amount, currency }) {
      const url = new URL('buy', options.url.endsWith('/') ? options.url : `${options.url}/`)
      url.searchParams.set('address', address)
      url.searchParams.set('network', network)
      url.searchParams.set('asset', asset)
      if (amount !== undefined) url.searchParams.set('amount', String(amount))
      if (currency) url.searchParams.set('currency', currency)
      return url.href
    },
    deliveries: { senders: { [options.network]: [options.sender] } },
  }
}
