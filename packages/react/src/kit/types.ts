/**
 * The kit the React layer works with: core's `Kit`, with the modal attached. `createKit` from
 * this package returns one.
 */
import type { Kit, KitStores, WalletDirectorySource } from '@gangway/core'
import type { ThemeState } from '@gangway/core/internal'

/** Where wallet listings come from (core's paging contract: `fetchWallets(query)`). */
export type { ThemeState, WalletDirectorySource }

export type GangwayKitStores = KitStores

/** A core kit with the modal UI attached (`createKit` / `withUi` of this package). */
export type GangwayKit = Kit

/** Internal name used by the views. */
export type UiKit = GangwayKit
