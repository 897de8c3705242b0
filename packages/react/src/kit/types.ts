/**
 * The kit the React layer works with: core's `Kit` plus what the UI adds (the theme store and
 * its setters, the wallet directory source). `createKit` from this package returns one.
 */
import type { Kit, KitStores, Store, WalletDirectory, WalletDirectorySource } from '@gangway/core'
import type { ThemeMode, ThemeVariables } from '../ui/styles/theme.js'

export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

/** Where wallet listings come from (core's paging contract: `fetchWallets(query)`). */
export type { WalletDirectorySource }

export interface GangwayKitStores extends KitStores {
  theme: Store<ThemeState>
}

export interface GangwayKit extends Omit<Kit, 'stores'> {
  readonly stores: GangwayKitStores
  setThemeMode(mode: ThemeMode): void
  /** Merges `--gw-*` overrides into the current ones (undefined removes one). */
  setThemeVariables(variables: ThemeVariables): void
  /** Core's wallet directory (AllWallets, featured, recommended, recent), or none. */
  readonly walletDirectory: WalletDirectory | undefined
}

/** Internal name used by the views. */
export type UiKit = GangwayKit
