// @gangway/core: what a host app uses. Every name here is a semver promise; the surface is
// recorded in packages/core/api/*.api.txt and checked by `npm test` (scripts/check-api.mjs).
// Adapter authors: `@gangway/core/adapter` (and `@gangway/core/eip155` for EVM helpers).
// UI packages: `@gangway/core/ui`.
// Exports are kept sorted by module path (biome); the api reports list them by name.

export { createActivityApiSource } from './activity/activityApiSource.js'
export type {
  ActivityMonth,
  ActivityQuery,
  ActivitySource,
  ActivityTransaction,
  ActivityTransfer,
} from './activity/types.js'
export type { AdapterCapabilities, CapabilityName } from './adapters/capabilities.js'
export { getCapability } from './adapters/getCapability.js'
export type { ChainAdapter } from './adapters/types.js'
export {
  isCaipAddress,
  isCaipNetworkId,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
} from './caip/caip.js'
export {
  CACHE_LIFETIME_MS,
  DEFAULT_FEATURES,
  DEFAULTS,
  LIMITS,
  ONRAMP,
  RPC,
  SOCIAL_PROVIDER_NAMES,
  SWAP,
  TIMING,
} from './constants.js'
export type { ActivityState } from './controllers/activity/types.js'
export type { AlertState } from './controllers/alert/alertController.js'
export type { ChainState } from './controllers/chain/chainController.js'
export type {
  KitConnectParams,
  KitLogger,
  ReconnectOutcome,
} from './controllers/connection/connectionController.js'
export type { ConnectionState } from './controllers/connection/connectionState.js'
export {
  createBrowserEnvironment,
  type KitEnvironment,
} from './controllers/connection/environment.js'
export type { ConnectorsState } from './controllers/connectors/connectorsController.js'
export {
  type ModalOpenOptions,
  type ModalState,
  resolveOpeningView,
} from './controllers/modal/modalController.js'
export type { NftsState } from './controllers/nfts/types.js'
export type { OptionsState } from './controllers/options/optionsController.js'
export type { RouterState } from './controllers/router/routerController.js'
export type { RouterData, View } from './controllers/router/views.js'
export { INTERNAL_VIEWS, SPEC_VIEWS, VIEWS } from './controllers/router/views.js'
export type { SendState } from './controllers/send/sendController.js'
export type { SnackbarLink, SnackbarState } from './controllers/snackbar/snackbarController.js'
export type { ThemeState } from './controllers/theme/themeController.js'
export { createKit } from './createKit.js'
export { createKitWalletDirectory } from './directory/kitDirectory.js'
export { parseWalletListings } from './directory/listing.js'
export { queryWallets } from './directory/queryWallets.js'
export {
  createCatalogueSource,
  createRemoteDirectorySource,
  createStaticDirectorySource,
  type RemoteDirectoryOptions,
} from './directory/sources.js'
export type {
  WalletDirectoryPage,
  WalletDirectoryQuery,
  WalletDirectorySource,
} from './directory/types.js'
export { ERROR_CATALOGUE, type ErrorCode } from './errors/catalogue.js'
export {
  type ErrorParams,
  errorText,
  fillTemplate,
  isKitError,
  KitError,
  type KitErrorOptions,
} from './errors/KitError.js'
export { kitNotCreatedError } from './errors/kitNotCreated.js'
export {
  KIT_EVENT_NAMES,
  type KitEvent,
  type KitEventMap,
  type KitEventName,
} from './events/catalogue.js'
export type { EventBus, KitEventListener } from './events/createEventBus.js'
export { bip122Family, isValidBitcoinAddress } from './families/bip122.js'
export { eip155Family, isValidEvmAddress } from './families/eip155.js'
export { isValidSs58Address, polkadotFamily } from './families/polkadot.js'
export type { FamilyRegistry } from './families/registry.js'
export { isValidSolanaAddress, solanaFamily } from './families/solana.js'
export type { ChainFamily, FamilyFeatures, FamilySend } from './families/types.js'
export type {
  CreateKitOptions,
  Kit,
  KitAccount,
  KitControllers,
  KitStores,
} from './kit/types.js'
export { createNftApiSource } from './nfts/nftApiSource.js'
export type { Nft, NftQuery, NftSource } from './nfts/types.js'
// Delivery recognition is small and used by the Activity rows; the rest is @gangway/core/onramp.
export { onrampProviderOf } from './onramp/matching.js'
export type { OnRampDeliveries, OnRampProvider, OnRampRequest } from './onramp/types.js'
export { isSafeThemeValue, THEME_TOKEN } from './options/themeValues.js'
export type {
  CustomWallet,
  EmbeddedWalletOptions,
  KitFeatures,
  KitMetadata,
  KitOptions,
  KitThemeVariables,
  ModalPreload,
  ResolvedFeatures,
  ResolvedOptions,
  SIWXConfig,
  SIWXSession,
  ThemeMode,
  TokenOption,
  WalletDirectoryOptions,
} from './options/types.js'
export { createBalanceApiSource } from './portfolio/balanceApiSource.js'
export type { BalanceQuery, BalanceSource } from './portfolio/types.js'
export {
  type AccountSnapshot,
  selectAccount,
  selectConnectedNamespaces,
  selectIsConnected,
  selectIsConnecting,
  selectStatus,
} from './selectors/index.js'
export {
  type AdapterDescriptor,
  adapterNamespace,
  describeAdapter,
  isAdapterDescriptor,
} from './shell/adapterDescriptor.js'
export { createKitShell, type LoadKernel, type ShellKitOptions } from './shell/createKitShell.js'
export { createHandoverStore, type HandoverStore } from './shell/handoverStore.js'
export { createMemoryBackend } from './storage/backend.js'
export { readStoredConnection, type StoredConnection } from './storage/storedConnection.js'
export type { StorageBackend } from './storage/types.js'
export {
  type Listener,
  type SelectOptions,
  type Store,
  shallowEqual,
  type Unsubscribe,
} from './store/createStore.js'
export type {
  AccountState,
  AccountTab,
  ChainEntry,
  ConnectedWalletInfo,
  ConnectionStatus,
  EmbeddedUser,
  NetworkState,
  SocialProvider,
  TokenBalance,
} from './types/account.js'
export type {
  AccountEntry,
  AccountType,
  AdapterType,
  BuiltInNamespace,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  NativeCurrency,
} from './types/chain.js'
export type { Connector, ConnectorType, RecentWallet, WalletListing } from './types/connector.js'
export {
  floorDecimal,
  formatUnits,
  type ParsedDecimal,
  parseDecimal,
} from './utils/decimal.js'
export {
  formatBalance,
  formatNumberToLocalString,
  formatTokenAmount,
  formatUsd,
} from './utils/formatNumber.js'
export { parseUnits } from './utils/parseUnits.js'
export {
  ACCOUNT_NAME_RULE,
  accountNameProblem,
  isValidAccountName,
} from './validators/accountName.js'
export { explorerTxUrl, type LinkKind, safeImageUrl, safeLink } from './validators/links.js'
