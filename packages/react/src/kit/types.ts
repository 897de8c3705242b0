/**
 * The kit the React layer works with: core's `Kit` plus what the UI adds (the theme store and
 * its setters, the wallet directory source). `createKit` from this package returns one.
 */
import type { Kit, KitStores, Store, WalletListing } from '@gangway/core'
import type { ThemeMode, ThemeVariables } from '../ui/styles/theme.js'

export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

/** A source of wallet listings for Connect and AllWallets (a later issue bundles a catalogue). */
export interface WalletDirectorySource {
  list(input: {
    /** 1-based page of LIMITS.WALLET_PAGE_SIZE entries. */
    page: number
    search?: string
    signal?: AbortSignal
  }): Promise<{ wallets: WalletListing[]; count: number }>
  /** The image URL of a listing (e.g. from its image_id), when the source can resolve one. */
  imageUrl?(listing: WalletListing): string | undefined
}

export interface GangwayKitStores extends KitStores {
  theme: Store<ThemeState>
}

export interface GangwayKit extends Omit<Kit, 'stores'> {
  readonly stores: GangwayKitStores
  setThemeMode(mode: ThemeMode): void
  /** Merges `--gw-*` overrides into the current ones (undefined removes one). */
  setThemeVariables(variables: ThemeVariables): void
  readonly walletDirectory: WalletDirectorySource | undefined
}

/** Internal name used by the views. */
export type UiKit = GangwayKit
