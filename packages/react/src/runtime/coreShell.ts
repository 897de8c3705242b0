import type * as Shell from '@gangway/core/shell'
import { reactRuntime } from './host.js'

// `@gangway/core/shell` as the lazily loaded UI sees it in the built package (tsup.config.ts
// aliases it here): the first paint's own helpers, which kit/loadUi.ts provides with React. Every
// name the lazy UI imports from the shell must be here (the build fails otherwise).

/** The shell's helpers the lazy UI uses. */
export type FirstPaintHelpers = Pick<
  typeof Shell,
  | 'fillTemplate'
  | 'floorDecimal'
  | 'formatBalance'
  | 'isSafeThemeValue'
  | 'kitNotCreatedError'
  | 'loadOnce'
  | 'localizeDecimal'
  | 'safeImageUrl'
  | 'selectAccount'
  | 'selectActiveCaipNetwork'
  | 'selectCanPairWallets'
  | 'selectIsConnected'
  | 'selectIsConnecting'
  | 'shallowEqual'
  | 'THEME_TOKEN'
>

const shell = reactRuntime().coreShell

export const fillTemplate: typeof Shell.fillTemplate = shell.fillTemplate
export const floorDecimal: typeof Shell.floorDecimal = shell.floorDecimal
export const formatBalance: typeof Shell.formatBalance = shell.formatBalance
export const isSafeThemeValue: typeof Shell.isSafeThemeValue = shell.isSafeThemeValue
export const kitNotCreatedError: typeof Shell.kitNotCreatedError = shell.kitNotCreatedError
export const loadOnce: typeof Shell.loadOnce = shell.loadOnce
export const localizeDecimal: typeof Shell.localizeDecimal = shell.localizeDecimal
export const safeImageUrl: typeof Shell.safeImageUrl = shell.safeImageUrl
export const selectAccount: typeof Shell.selectAccount = shell.selectAccount
export const selectActiveCaipNetwork: typeof Shell.selectActiveCaipNetwork =
  shell.selectActiveCaipNetwork
export const selectCanPairWallets: typeof Shell.selectCanPairWallets = shell.selectCanPairWallets
export const selectIsConnected: typeof Shell.selectIsConnected = shell.selectIsConnected
export const selectIsConnecting: typeof Shell.selectIsConnecting = shell.selectIsConnecting
export const shallowEqual: typeof Shell.shallowEqual = shell.shallowEqual
export const THEME_TOKEN: typeof Shell.THEME_TOKEN = shell.THEME_TOKEN
