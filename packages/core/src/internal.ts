/**
 * `@gangway/core/internal`: what the @gangway packages (react, server, the adapters, testing)
 * share among themselves and a host never needs: the eager kernel (`createKernelKit`, every
 * controller at once: tests and server-driven set-ups), the constants and limits, the store
 * states, the formatters and validators the views use.
 *
 * NO SEMVER PROMISE: for @gangway packages only, which depend on the exact version of
 * @gangway/core. A name here may change or go in any release; a host app uses `@gangway/core`
 * (and adapter authors `@gangway/core/adapter`). Its report (packages/core/api/internal.api.txt)
 * records the surface so a change is seen in review, not promised.
 */

export type { ActivityMonth, ActivityTransaction, ActivityTransfer } from './activity/types.js'
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
export type { ChainState, NamespaceConnection } from './controllers/chain/chainController.js'
export type { ReconnectOutcome } from './controllers/connection/connectionController.js'
export type { ConnectionState } from './controllers/connection/connectionState.js'
export type { KitEnvironment } from './controllers/connection/environment.js'
export type {
  ConnectorsState,
  WalletConnectAvailability,
} from './controllers/connectors/connectorsController.js'
export type { ModalState } from './controllers/modal/modalController.js'
export type { NftsState } from './controllers/nfts/types.js'
export type { OptionsState } from './controllers/options/optionsController.js'
export type { RouterState } from './controllers/router/routerController.js'
export { INTERNAL_VIEWS, type RouterData, SPEC_VIEWS } from './controllers/router/views.js'
export type { SendState } from './controllers/send/sendController.js'
export type { SnackbarLink, SnackbarState } from './controllers/snackbar/snackbarController.js'
export type { ThemeState } from './controllers/theme/themeController.js'
export { createKit as createKernelKit } from './createKit.js'
export { errorText, type KitErrorOptions } from './errors/KitError.js'
export type { EventBus } from './events/createEventBus.js'
export type { FamilySend } from './families/types.js'
export type { CreateKitOptions as KernelKitOptions, KitControllers } from './kit/types.js'
export type { Nft } from './nfts/types.js'
export { onrampProviderOf } from './onramp/matching.js'
export type { ResolvedFeatures, ResolvedOptions } from './options/types.js'
export {
  type AccountSnapshot,
  selectConnectedNamespaces,
  selectStatus,
} from './selectors/index.js'
export type { Listener, SelectOptions, Unsubscribe } from './store/createStore.js'
export type {
  AccountState,
  AccountTab,
  ChainEntry,
  ConnectedWalletInfo,
  EmbeddedUser,
  NetworkState,
  SocialProvider,
  TokenBalance,
} from './types/account.js'
export type { BuiltInNamespace } from './types/chain.js'
export type { RecentWallet } from './types/connector.js'
export { type ParsedDecimal, parseDecimal } from './utils/decimal.js'
export { formatNumberToLocalString, formatTokenAmount, formatUsd } from './utils/formatNumber.js'
export {
  ACCOUNT_NAME_RULE,
  accountNameProblem,
  isValidAccountName,
} from './validators/accountName.js'
export { explorerTxUrl } from './validators/links.js'
export { importOptionalPeer, optionalPeerMissing } from './walletconnect/optionalPeer.js'
