// Browser-safe Polkadot pieces of @gangway/testing (no node: modules): the injectedWeb3 test
// extension, its registration, and `injectPolkadotTestExtension` for init scripts.
export {
  createPolkadotTestExtension,
  POLKADOT_TEST_ACCOUNTS,
  POLKADOT_TEST_EXTENSION_ICON,
  POLKADOT_TEST_EXTENSION_NAME,
  POLKADOT_TEST_EXTENSION_VERSION,
} from './createPolkadotTestExtension.js'
export {
  type InjectPolkadotTestExtensionOptions,
  injectPolkadotTestExtension,
  registerPolkadotTestExtension,
} from './injectPolkadotTestExtension.js'
export type * from './types.js'
