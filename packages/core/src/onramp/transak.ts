import { ONRAMP } from '../constants.js'
import { defaultOnrampAssets, transakNetworkOf } from './cardChains.js'
import { sessionUrlCreator } from './session.js'
import type { OnRampProvider } from './types.js'

export interface TransakOnrampOptions {
  /**
   * The host's @gangway/server (its `onramp.transak` credentials): each Buy gets a widget URL
   * from Transak's Create Widget URL API there (`POST /onramp/session`). Transak no longer
   * accepts query-parameter URLs; use this.
   */
  sessionUrl?: string
  /** The partner API key (Transak dashboard). */
  apiKey?: string
  /** Staging (global-stg.transak.com) instead of production. */
  staging?: boolean
  /** Assets offered per network; defaults: ETH and USDC on the card chains, SOL and USDC on Solana. */
  assets?: OnRampProvider['assets']
}

export const TRANSAK_URL = 'https://global.transak.com/'
export const TRANSAK_STAGING_URL = 'https://global-stg.transak.com/'
/** Where a Transak widget URL may point (production and staging). */
const TRANSAK_WIDGET_HOSTS = ['global.transak.com', 'global-stg.transak.com']

/**
 * Transak, built from its documented query parameters (docs.transak.com/docs/query-parameters):
 * `apiKey`, `productsAvailed=BUY`, `walletAddress`, `network`, `cryptoCurrencyCode`,
 * `fiatAmount` with `fiatCurrency`, `disableWalletAddressForm` (the address is the account's).
 */
export function transakOnramp(options: TransakOnrampOptions = {}): OnRampProvider {
  const described = {
    id: 'transak',
    name: 'Transak',
    logo: 'https://assets.transak.com/images/website/transak-logo.svg',
    feeRangePercent: ONRAMP.FEE_RANGE_PERCENT,
    assets: options.assets ?? defaultOnrampAssets(),
  }
  if (options.sessionUrl)
    return {
      ...described,
      createUrl: sessionUrlCreator('transak', options.sessionUrl, TRANSAK_WIDGET_HOSTS),
    }
  return {
    ...described,
    buildUrl({ address, network, asset, amount, currency }) {
      const chain = transakNetworkOf(network)
      const url = new URL(options.staging ? TRANSAK_STAGING_URL : TRANSAK_URL)
      const params = url.searchParams
      if (options.apiKey) params.set('apiKey', options.apiKey)
      params.set('productsAvailed', 'BUY')
      params.set('walletAddress', address)
      params.set('disableWalletAddressForm', 'true')
      params.set('network', chain)
      params.set('cryptoCurrencyCode', asset)
      if (amount !== undefined) {
        params.set('fiatAmount', String(amount))
        params.set('fiatCurrency', currency ?? 'USD')
      }
      return url.href
    },
  }
}
