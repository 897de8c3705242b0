export { useKitInstance, useStoreSelector } from './context.js'
export { useDisconnect } from './useDisconnect.js'
export { type UseKitResult, useKit } from './useKit.js'
export {
  type EmbeddedWalletInfo,
  type UseKitAccountResult,
  useKitAccount,
} from './useKitAccount.js'
export { type UseKitBalancesResult, useKitBalances } from './useKitBalances.js'
export { useKitEvents } from './useKitEvents.js'
export { type UseKitLocaleResult, useKitLocale } from './useKitLocale.js'
export { type UseKitNetworkResult, useKitNetwork } from './useKitNetwork.js'
export { type UseKitProviderResult, useKitProvider } from './useKitProvider.js'
export { type UseKitStateResult, useKitState } from './useKitState.js'
export { type UseKitThemeResult, useKitTheme } from './useKitTheme.js'
export { useWalletInfo } from './useWalletInfo.js'
