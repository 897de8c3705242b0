// @gangway/testing/conformance: the adapter conformance suite (vitest) and the wallet drivers of
// the built-in families. vitest is a peer dependency of @gangway/testing for this entry.
export { ADAPTER_EVENTS, nextAdapterEvent, recordAdapterEvents } from './adapterEvents.js'
export type { ConformanceCheck } from './checks/check.js'
export { ConformanceRun, type Outcome, rejectionCode, settle } from './conformanceRun.js'
export {
  type CountingProxy,
  type CountingProxyOptions,
  startCountingProxy,
} from './countingProxy.js'
export {
  type BitcoinWalletDriver,
  bitcoinWalletBalance,
  installBitcoinWallet,
} from './drivers/bitcoinDriver.js'
// Wallet drivers and environments of the built-in families
export { type Eip1193WalletDriver, installEip1193Wallet } from './drivers/eip1193Driver.js'
export { countListeners } from './drivers/listenerCounter.js'
export { installPolkadotWallet, type PolkadotWalletDriver } from './drivers/polkadotDriver.js'
export {
  installSolanaWallet,
  type SolanaWalletDriver,
  type TestWalletRegistry,
} from './drivers/solanaDriver.js'
export {
  installTonWallet,
  TON_CONFORMANCE_DOMAIN,
  TON_CONFORMANCE_MANIFEST_URL,
  type TonWalletDriver,
} from './drivers/tonDriver.js'
export { installWalletKit, type WalletKitDriver } from './drivers/walletKitDriver.js'
export { bitcoinEnvironment } from './environments/bitcoinEnvironment.js'
export {
  EVM_ACCOUNT_KEY,
  EVM_SECOND_ACCOUNT_KEY,
  type EvmChains,
  evmBalanceReader,
  evmCapabilityProbes,
  evmEnvironment,
  startEvmChains,
} from './environments/eip155Environment.js'
export { polkadotEnvironment } from './environments/polkadotEnvironment.js'
export { solanaEnvironment } from './environments/solanaEnvironment.js'
export { tonEnvironment } from './environments/tonEnvironment.js'
export {
  type TestUniversalProvider,
  walletConnectEvmEnvironment,
} from './environments/walletConnectEnvironment.js'
export {
  CONFORMANCE_CHECKS,
  conformanceCheck,
  runAdapterConformance,
  runConformanceCheck,
} from './runAdapterConformance.js'
export {
  describeTimer,
  sleep,
  type TimerTracker,
  type TrackedTimer,
  trackTimers,
} from './timerTracker.js'
export type * from './types.js'
