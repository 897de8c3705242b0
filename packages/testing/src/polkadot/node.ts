// `@gangway/testing/polkadot/node`: the conformance suite's Polkadot wallet driver and
// environment. Its SDKs are optional peer dependencies of @gangway/testing (see the README's
// install line for Polkadot). The extension itself is in `@gangway/testing/polkadot`
// (browser-safe), its page script in `@gangway/testing`.
export {
  installPolkadotWallet,
  type PolkadotWalletDriver,
} from '../conformance/drivers/polkadotDriver.js'
export { polkadotEnvironment } from '../conformance/environments/polkadotEnvironment.js'
export {
  bundlePolkadotTestExtension,
  polkadotTestExtensionInitScript,
} from './polkadotTestExtensionInitScript.js'
