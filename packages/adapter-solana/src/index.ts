// Kept for hosts that imported them from here; the one implementation is core's.
export { decodeBase58, encodeBase58 } from '@gangway/core/adapter'
export {
  getSolanaDeepLink,
  SOLANA_DEEP_LINK_WALLETS,
  type SolanaDeepLinkWalletId,
  toDeepLinkWalletId,
} from './deepLinks.js'
export type { LegacySolanaProvider } from './legacyInjected.js'
export {
  SOLANA_LOCALNET_ID,
  SOLANA_NETWORKS,
  solana,
  solanaDevnet,
  solanaLocalnet,
  solanaTestnet,
  toWalletStandardChain,
  walletSupportsNetwork,
} from './networks.js'
export { SolanaAdapter } from './SolanaAdapter.js'
export type {
  SolanaAdapterOptions,
  SolanaProvider,
  SolanaTransaction,
  SolanaWalletSession,
} from './types.js'
