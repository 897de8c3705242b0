export { AccountButton, type AccountButtonProps } from './components/AccountButton.js'
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton.js'
export { GangwayProvider } from './components/GangwayProvider.js'
export type {
  AccountButtonModel,
  NetworkButtonModel,
} from './components/model.js'
export { NetworkButton } from './components/NetworkButton.js'
export { defineGangwayElements, type GangwayElementTags } from './elements/defineElements.js'
export * from './hooks/index.js'
export { attachUi, detachUi } from './kit/attachUi.js'
export { createKit, type GangwayKitOptions, withUi } from './kit/createKit.js'
export { preloadModal } from './kit/preload.js'
export type {
  GangwayKit,
  GangwayKitStores,
  ThemeState,
  WalletDirectorySource,
} from './kit/types.js'
export { createStaticWalletDirectory } from './kit/walletDirectory.js'
export { buttonCss } from './ui/styles/buttonCss.js'
export type { ThemeMode, ThemeVariables } from './ui/styles/theme.js'
export {
  accountLabel,
  floorDecimals,
  formatBalance,
  truncateAddress,
} from './utils/format.js'
export { safeImageUrl } from './utils/image.js'
