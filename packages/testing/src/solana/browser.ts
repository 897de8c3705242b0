// Browser-safe Solana pieces of @gangway/testing (no node: modules): the Wallet Standard test
// wallet, its registration, and `injectSolanaTestWallet` for init scripts.
export { decodeBase58, encodeBase58 } from './base58.js'
export {
  type InjectSolanaTestWalletOptions,
  injectSolanaTestWallet,
} from './injectSolanaTestWallet.js'
export {
  SOLANA_LOCALNET_CHAIN,
  SOLANA_TEST_WALLET_ICON,
  SOLANA_TEST_WALLET_NAME,
  SolanaWalletRejectedError,
} from './wallet/constants.js'
export { createSolanaTestWallet } from './wallet/createSolanaTestWallet.js'
export { registerSolanaTestWallet } from './wallet/registerSolanaTestWallet.js'
export type * from './wallet/types.js'
