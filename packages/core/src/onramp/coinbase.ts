import { ONRAMP } from '../constants.js'
import { coinbaseNetworkOf, defaultOnrampAssets } from './cardChains.js'
import { sessionUrlCreator } from './session.js'
import type { OnRampProvider } from './types.js'

export interface CoinbaseOnrampOptions {
  /**
   * The host's @gangway/server (its `onramp.coinbase` credentials): each Buy gets a fresh session
   * token there (`POST /onramp/session`). Coinbase requires session tokens; use this.
   */
  sessionUrl?: string
  /** The CDP project id (`appId`), spec §7 "an on-ramp provider app id". */
  appId?: string
  /**
   * A session token made elsewhere (single use, 5 minutes): only for a page that makes one per
   * visitor itself. Prefer `sessionUrl`.
   */
  sessionToken?: string
  /** Assets offered per network; defaults: ETH and USDC on the card chains, SOL and USDC on Solana. */
  assets?: OnRampProvider['assets']
}

export const COINBASE_ONRAMP_URL = 'https://pay.coinbase.com/buy/select-asset'
/** Where a Coinbase widget URL may point. */
const COINBASE_WIDGET_HOSTS = ['pay.coinbase.com']

const describe = (options: CoinbaseOnrampOptions) => ({
  id: 'coinbase',
  name: 'Coinbase',
  logo: 'https://www.coinbase.com/favicon.ico',
  feeRangePercent: ONRAMP.FEE_RANGE_PERCENT,
  assets: options.assets ?? defaultOnrampAssets(),
})

/**
 * Coinbase Onramp (Coinbase-hosted), built from its documented URL parameters
 * (docs.cdp.coinbase.com/onramp/coinbase-hosted-onramp/generating-onramp-url): `appId` or
 * `sessionToken`, `addresses` (JSON: address → networks), `assets` (JSON list),
 * `defaultNetwork`, `defaultAsset`, `presetFiatAmount` with `fiatCurrency`, `defaultExperience`.
 * Networks are the spec §9 card chain names (`ethereum`, `base`, …), ethereum as the fallback.
 */
export function coinbaseOnramp(options: CoinbaseOnrampOptions = {}): OnRampProvider {
  if (options.sessionUrl)
    return {
      ...describe(options),
      createUrl: sessionUrlCreator('coinbase', options.sessionUrl, COINBASE_WIDGET_HOSTS),
    }
  return {
    ...describe(options),
    buildUrl({ address, network, asset, amount, currency }) {
      const chain = coinbaseNetworkOf(network)
      const url = new URL(COINBASE_ONRAMP_URL)
      const params = url.searchParams
      if (options.sessionToken) params.set('sessionToken', options.sessionToken)
      else if (options.appId) params.set('appId', options.appId)
      params.set('addresses', JSON.stringify({ [address]: [chain] }))
      params.set('assets', JSON.stringify([asset]))
      params.set('defaultNetwork', chain)
      params.set('defaultAsset', asset)
      params.set('defaultExperience', 'buy')
      if (amount !== undefined) {
        params.set('presetFiatAmount', String(amount))
        params.set('fiatCurrency', currency ?? 'USD')
      }
      return url.href
    },
  }
}
