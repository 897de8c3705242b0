// @gangway/core/ui: the pieces a UI package (the React modal, or another framework's) builds
// its views from: import it only from code that loads with the modal, so none of it lands in the
// first load (what the buttons need is in `@gangway/core`). Hosts use `@gangway/core`.

export { unlistedPending } from './activity/unlistedPending.js'
export type { ConnectorTypeOrderEntry } from './constants.js'
export type { ActivityController } from './controllers/activity/types.js'
export type { AlertController } from './controllers/alert/alertController.js'
export type { ChainController } from './controllers/chain/chainController.js'
export type { ConnectionController } from './controllers/connection/connectionController.js'
export type { ConnectorsController } from './controllers/connectors/connectorsController.js'
export {
  type ConnectorSections,
  connectorSection,
  DEFAULT_CONNECTOR_TYPE_ORDER,
  orderConnectorTypes,
} from './controllers/connectors/connectorTypeOrder.js'
export {
  ACCOUNT_FEATURES_ORDER,
  type AccountFeature,
  getAccountFeatures,
  isAccountFeatureSupported,
  isSwapAvailable,
  type SwapAvailability,
} from './controllers/modal/accountFeatures.js'
export type { ModalController } from './controllers/modal/modalController.js'
export type { NftsController } from './controllers/nfts/types.js'
export type { OptionsController } from './controllers/options/optionsController.js'
export type {
  RouterController,
  TransactionAction,
  TransactionStatus,
} from './controllers/router/routerController.js'
export type { SendController } from './controllers/send/sendController.js'
export type {
  SnackbarController,
  SnackbarVariant,
} from './controllers/snackbar/snackbarController.js'
export type { ThemeController } from './controllers/theme/themeController.js'
export type { WalletConnectController } from './controllers/walletConnect/walletConnectController.js'
export type { WalletDirectory } from './directory/walletDirectory.js'
export {
  type ConnectMethod,
  getConnectMethodsOrder,
  isUsableBrowserWallet,
} from './options/connectMethods.js'
export { isValidEmail } from './validators/email.js'
export { filterSocialsForTelegram } from './validators/socials.js'
export {
  openWalletLink,
  type WalletLink,
  type WalletLinkPlatform,
  walletDeepLink,
  walletLinkPlatforms,
} from './walletconnect/deepLinks.js'
