// @gangway/core/adapter: what an adapter author needs to add a chain family to Gangway.
// Depend on `@gangway/core` as a peer and import from this entry, from `@gangway/core` the errors
// and unit helpers it shares with hosts (KitError, isKitError, ErrorCode, formatUnits,
// parseUnits, getCapability, safeLink), and `@gangway/core/eip155` for EVM helpers. The host
// entry's `createKit` is the small kit shell: its kernel is a dynamic import, so an adapter's
// bundle never pulls it in. Every name here is a semver promise (see packages/core/api/).

// The activity API answer's validator: also what a self-hosted backend (@gangway/server) checks
// an activity indexer's answer with, so it forwards only what the kit would accept.
export { loadTransactionsParser } from './activity/loadTransactionsParser.js'
export { BaseAdapter } from './adapters/BaseAdapter.js'
export type {
  AdapterCapabilities,
  CallsReceipt,
  CallsStatus,
  CapabilityName,
  EstimateFeeParams,
  EstimateGasParams,
  GetWalletAssetsParams,
  SendCallsParams,
  SignAndSendTransactionParams,
  SignPsbtParams,
  SignPsbtResult,
  SignTransactionParams,
  SignTypedDataParams,
  TransferTokenParams,
  WalletAsset,
  WalletCall,
  WriteContractParams,
} from './adapters/capabilities.js'
export { loadSdkOnce, type SdkLoader, type SdkLoadInfo } from './adapters/loadSdkOnce.js'
export type {
  AdapterContext,
  AdapterEventMap,
  AdapterEventName,
  AdapterLogger,
  BalanceResult,
  ChainAdapter,
  ConnectParams,
  ConnectResult,
  GetBalanceParams,
  RestoreParams,
  SendTransactionParams,
  SignMessageParams,
  UniversalProviderLike,
} from './adapters/types.js'
export { rescanAfterPageLoad } from './dom/pageLoad.js'
export { decodeBase58, encodeBase58 } from './encoding/base58.js'
export { bytesToHex, utf8ToHex } from './encoding/hex.js'
export { isUserRejectedError, mapProviderError } from './errors/providerErrors.js'
export { bip122Family, isValidBitcoinAddress } from './families/bip122.js'
export { BUILT_IN_FAMILIES } from './families/builtIn.js'
export {
  CAIP2_NAMESPACE,
  CAIP2_REFERENCE,
  defineChainFamily,
} from './families/defineChainFamily.js'
export { isValidSs58Address, polkadotFamily } from './families/polkadot.js'
export { createFamilyRegistry, type FamilyRegistry } from './families/registry.js'
export { isValidSolanaAddress, solanaFamily } from './families/solana.js'
export type {
  ChainFamily,
  FamilyFeatures,
  FamilyWalletConnect,
  WalletConnectRequest,
} from './families/types.js'
export { getRpcUrls, type RpcUrlOptions } from './rpc/defaultRpcUrl.js'
export type {
  ChainCheck,
  JsonRpcTransport,
  JsonRpcTransportSettings,
} from './rpc/jsonRpcTransport.js'
export { isRpcResponseError, loadJsonRpcTransport } from './rpc/loadJsonRpcTransport.js'
export {
  type FallbackTransportConfig,
  getRpcTransportConfig,
  type HttpTransportConfig,
  type RpcTransportConfig,
} from './rpc/transportConfig.js'
export type {
  AccountEntry,
  AccountType,
  AdapterType,
  CaipNetwork,
  ChainNamespace,
} from './types/chain.js'
export type { Connector, ConnectorType, DiscoveredConnector } from './types/connector.js'
export { withTimeout } from './utils/withTimeout.js'
export type { LinkKind } from './validators/links.js'
export {
  type ConnectWalletConnectNamespaceOptions,
  connectWalletConnectNamespace,
  onWalletConnectSessionEnd,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectNamespaceAccount,
  walletConnectConnector,
} from './walletconnect/namespaceSession.js'
export { buildOptionalNamespaces, sessionAccounts } from './walletconnect/namespaces.js'
export {
  timedWalletConnectRequest,
  type WalletConnectRequestOptions,
  walletConnectRequest,
} from './walletconnect/request.js'
