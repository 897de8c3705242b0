// @gangway/core/onramp: on-ramp providers (spec §2 account features, §7, §9) — Coinbase Onramp and
// Transak, the one URL check for a provider's widget, and how deliveries are recognised. Its own
// entry, loaded by the Buy view and the Activity rows, so the first load carries none of it.
// (Delivery recognition, `onrampProviderOf`, is @gangway/core/internal's: the Activity rows use it,
// and importing it from here would load this entry with them.)
export {
  buildOnRampUrl,
  CARD_CHAIN_IDS,
  COINBASE_ONRAMP_URL,
  type CoinbaseOnrampOptions,
  cardChainOf,
  coinbaseNetworkOf,
  coinbaseOnramp,
  createOnRampUrl,
  DEFAULT_ONRAMP_NETWORKS,
  defaultOnrampProviders,
  isOnRampDelivery,
  kitOnrampProviders,
  ONRAMP_SESSION_TIMEOUT_MS,
  type OnRampDeliveries,
  type OnRampProvider,
  type OnRampRequest,
  onrampLogo,
  onrampProvidersFor,
  onrampSenders,
  SOLANA_MAINNET,
  TRANSAK_STAGING_URL,
  TRANSAK_URL,
  type TransakOnrampOptions,
  transakNetworkOf,
  transakOnramp,
} from './onramp/index.js'
