import { coinbaseOnramp } from './coinbase.js'
import { transakOnramp } from './transak.js'
import type { OnRampProvider } from './types.js'

export {
  CARD_CHAIN_IDS,
  cardChainOf,
  DEFAULT_ONRAMP_NETWORKS,
  SOLANA_MAINNET,
} from './cardChains.js'
export { COINBASE_ONRAMP_URL, type CoinbaseOnrampOptions, coinbaseOnramp } from './coinbase.js'
export {
  buildOnRampUrl,
  isOnRampDelivery,
  onrampLogo,
  onrampProviderOf,
  onrampProvidersFor,
  onrampSenders,
} from './providers.js'
export {
  TRANSAK_STAGING_URL,
  TRANSAK_URL,
  type TransakOnrampOptions,
  transakOnramp,
} from './transak.js'
export type { OnRampDeliveries, OnRampProvider, OnRampRequest } from './types.js'

/** The kit's default providers (spec §9: two providers, fee range 1–2 % each). */
export const defaultOnrampProviders = (): OnRampProvider[] => [coinbaseOnramp(), transakOnramp()]

/** The kit's providers: its `onrampProviders` option, or the defaults when the host set none. */
export const kitOnrampProviders = (options: {
  onrampProviders?: readonly OnRampProvider[] | undefined
}): readonly OnRampProvider[] => options.onrampProviders ?? defaultOnrampProviders()
