export { type ApprovedNamespace, approveNamespaces } from './approveNamespaces.js'
export {
  type CreateTestWalletKitOptions,
  createTestWalletKit,
  type HandledRequest,
  TEST_WALLET_KIT_EIP155_METHODS,
  type TestWalletKit,
  type TestWalletKitChain,
} from './createTestWalletKit.js'
export {
  type LocalRelay,
  type RelayLogEntry,
  type StartLocalRelayOptions,
  type StoredMessage,
  startLocalRelay,
} from './localRelay.js'
export { MemoryKeyValueStorage } from './memoryStorage.js'
export {
  createSolanaWalletConnectSigner,
  SOLANA_MAINNET_CAIP,
  type SolanaWalletConnectSigner,
  TEST_WALLET_KIT_SOLANA_METHODS,
} from './solanaSigner.js'
