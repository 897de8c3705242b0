// Browser-safe TON pieces of @gangway/testing (no node: modules): the TON Connect test wallet
// and `injectTonTestWallet` for init scripts. @ton/core needs a global Buffer: installBuffer,
// first, sets one.
// biome-ignore-all assist/source/organizeImports: installBuffer must run before @ton/* loads
export { bufferGlobal } from './installBuffer.js'
export { type InjectTonTestWalletOptions, injectTonTestWallet } from './injectTonTestWallet.js'
export { TON_SANDBOX_GLOBAL_ID } from './sandbox/globalId.js'
export {
  createTonConnectTestWallet,
  TON_TEST_WALLET_APP_NAME,
  TON_TEST_WALLET_ICON,
  TON_TEST_WALLET_NAME,
} from './wallet/createTonConnectTestWallet.js'
export { deriveTonTestKey, TON_TEST_MNEMONIC, TON_TEST_MNEMONIC_2 } from './wallet/tonKeys.js'
export type * from './wallet/types.js'
