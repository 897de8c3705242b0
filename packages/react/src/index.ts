// The type of `createKit({ networks })` and of the presets of `@gangway/core/networks`.
export type { CaipNetwork } from '@gangway/core/adapter'
// One balance format for the kit and its UI: core's (spec §9: 3 decimals, floored, grouped).
export { formatBalance } from '@gangway/core/shell'
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
export { LOCALES, type Locale } from './i18n/localeList.js'
export { attachUi, detachUi } from './kit/attachUi.js'
export { createKit, type GangwayKitOptions } from './kit/createKit.js'
export { preloadModal } from './kit/preload.js'
export type {
  GangwayKit,
  GangwayKitStores,
  ThemeState,
  WalletDirectorySource,
} from './kit/types.js'
export { buttonCss } from './ui/styles/buttonCss.js'
export type { ThemeMode, ThemeVariables } from './ui/styles/theme.js'
export { accountLabel, floorDecimals, truncateAddress } from './utils/format.js'
export { safeImageUrl } from './utils/image.js'
