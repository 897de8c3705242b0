// @gangway/core: what a host app uses, and nothing else. `createKit` returns a kit whose kernel
// loads after the page's first paint (the lazy shell is how every kit starts); the rest is the
// kit's options, its events, its errors, and the data sources a host may plug in. Every name here
// is a semver promise; the surface is recorded in packages/core/api/*.api.txt and checked by
// `npm test` (scripts/check-api.mjs), which also fails when a name is exported by two entries.
// The errors and unit helpers hosts share with adapters and UI packages (KitError, isKitError,
// ErrorCode, formatUnits, parseUnits, getCapability, safeLink): `@gangway/core/common`. Adapter
// authors: `@gangway/core/adapter` (and `@gangway/core/eip155` for EVM helpers). UI packages:
// `@gangway/core/shell` (first paint) and `@gangway/core/ui`. What the @gangway packages share
// among themselves is `@gangway/core/internal` (no semver promise).
// Exports are kept sorted by module path (biome); the api reports list them by name.

export { createActivityApiSource } from './activity/activityApiSource.js'
export type {
  ActivityQuery,
  ActivitySource,
  FetchTransactionsOptions,
} from './activity/types.js'
export type { KitConnectParams, KitLogger } from './controllers/connection/connectionController.js'
export type { ModalOpenOptions } from './controllers/modal/modalController.js'
export { VIEWS, type View } from './controllers/router/views.js'
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
export {
  KIT_EVENT_NAMES,
  type KitEvent,
  type KitEventMap,
  type KitEventName,
} from './events/catalogue.js'
export type { KitEventListener } from './events/createEventBus.js'
export type { Kit, KitAccount, KitStores } from './kit/types.js'
export { createNftApiSource } from './nfts/nftApiSource.js'
export type { NftQuery, NftSource } from './nfts/types.js'
export type {
  CustomWallet,
  EmbeddedWalletOptions,
  KitFeatures,
  KitMetadata,
  KitOptions,
  KitThemeVariables,
  ModalPreload,
  SIWXConfig,
  SIWXSession,
  ThemeMode,
  TokenOption,
  WalletDirectoryOptions,
} from './options/types.js'
export { createBalanceApiSource } from './portfolio/balanceApiSource.js'
export type { BalanceQuery, BalanceSource } from './portfolio/types.js'
export {
  createKitShell as createKit,
  type ShellKitOptions as CreateKitOptions,
} from './shell/createKitShell.js'
export { createMemoryBackend } from './storage/backend.js'
export type { StorageBackend } from './storage/types.js'
export type { ConnectionStatus } from './types/account.js'
export type { CaipAddress, CaipNetworkId, NativeCurrency } from './types/chain.js'
export type { WalletListing } from './types/connector.js'
