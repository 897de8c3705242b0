// Browser-safe Bitcoin pieces of @gangway/testing (no node: modules): the sats-connect test
// provider, its registry registration, and `injectBitcoinTestProvider` for init scripts.
export {
  BITCOIN_TEST_MNEMONIC,
  BITCOIN_TEST_NETWORKS,
  type BitcoinTestKey,
  type BitcoinTestKeys,
  type BitcoinTestNetwork,
  deriveBitcoinTestKeys,
} from './bitcoinKeys.js'
export {
  BITCOIN_RPC_ERROR,
  BITCOIN_TEST_PROVIDER_ICON,
  BITCOIN_TEST_PROVIDER_ID,
  BITCOIN_TEST_PROVIDER_METHODS,
  BITCOIN_TEST_PROVIDER_NAME,
  createBitcoinTestProvider,
} from './createBitcoinTestProvider.js'
export {
  type InjectBitcoinTestProviderOptions,
  injectBitcoinTestProvider,
  registerBitcoinTestProvider,
} from './injectBitcoinTestProvider.js'
export type * from './types.js'
