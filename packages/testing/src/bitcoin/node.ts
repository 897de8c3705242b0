// `@gangway/testing/bitcoin/node`: the Node side of the Bitcoin family — message signing (ECDSA,
// BIP-322) and PSBT signing with test keys, and the conformance suite's Bitcoin wallet driver and
// environment. Its SDKs are optional peer dependencies of @gangway/testing (see the README's
// install line for Bitcoin). The provider itself is in `@gangway/testing/bitcoin` (browser-safe),
// its page script in `@gangway/testing`.
export {
  type BitcoinWalletDriver,
  bitcoinWalletBalance,
  installBitcoinWallet,
} from '../conformance/drivers/bitcoinDriver.js'
export { bitcoinEnvironment } from '../conformance/environments/bitcoinEnvironment.js'
export {
  bitcoinTestProviderInitScript,
  bundleBitcoinTestProvider,
} from './bitcoinTestProviderInitScript.js'
export {
  bip322MessageHash,
  bitcoinMessageHash,
  signMessageBip322,
  signMessageEcdsa,
} from './messageSigning.js'
export {
  type BitcoinTestUtxo,
  buildTransfer,
  fakeUtxo,
  type SignedTransaction,
  signPsbtWithKeys,
} from './psbtSigning.js'
