import { coinbaseOnramp } from './coinbase.js'
import { transakOnramp } from './transak.js'
import type { OnRampProvider } from './types.js'

export {
  CARD_CHAIN_IDS,
  cardChainOf,
  coinbaseNetworkOf,
  DEFAULT_ONRAMP_NETWORKS,
  SOLANA_MAINNET,
  transakNetworkOf,
} from './cardChains.js'
export { COINBASE_ONRAMP_URL, type CoinbaseOnrampOptions, coinbaseOnramp } from './coinbase.js'
export {
  buildOnRampUrl,
  createOnRampUrl,
  isOnRampDelivery,
  onrampLogo,
  onrampProviderOf,
  onrampProvidersFor,
  onrampSenders,
} from './providers.js'
export { ONRAMP_SESSION_TIMEOUT_MS } from './session.js'
export {
  TRANSAK_STAGING_URL,
  TRANSAK_URL,
  type TransakOnrampOptions,
  transakOnramp,
} from './transak.js'
export type { OnRampDeliveries, OnRampProvider, OnRampRequest } from './types.js'

/**
 * Spec §9's two providers (fee range 1–2 % each), for a host to pass as `onrampProviders` with its
 * server: `defaultOnrampProviders({ coinbase: { sessionUrl }, transak: { sessionUrl } })` (the
 * host's @gangway/server with `onramp` credentials makes each widget URL).
 */
export const defaultOnrampProviders = (
  credentials: {
    coinbase?: Parameters<typeof coinbaseOnramp>[0]
    transak?: Parameters<typeof transakOnramp>[0]
  } = {},
): OnRampProvider[] => [coinbaseOnramp(credentials.coinbase), transakOnramp(credentials.transak)]

/**
 * The kit's providers: its `onrampProviders` option, none when the host set none. The real
 * providers only sell with the host's credentials (Coinbase: `appId` or `sessionToken`; Transak:
 * `apiKey`), so listing them without would lead a visitor to a page that refuses them.
 */
export const kitOnrampProviders = (options: {
  onrampProviders?: readonly OnRampProvider[] | undefined
}): readonly OnRampProvider[] => options.onrampProviders ?? []
