// Browser entry (`@gangway/testing/browser`): only browser-safe code, no node: modules.

export {
  type LocalOnrampProviderOptions,
  localOnrampProvider,
} from '../onramp/localOnrampProvider.js'
export {
  ProviderRpcError,
  providerError,
  RPC_ERROR,
  RPC_ERROR_MESSAGE,
} from '../rpc/ProviderRpcError.js'
export { createTestWallet } from '../wallet/createTestWallet.js'
export type * from '../wallet/types.js'
export {
  TEST_WALLET_ICON,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
} from '../wallet/walletInfo.js'
export { type InjectTestWalletOptions, injectTestWallet } from './injectTestWallet.js'
