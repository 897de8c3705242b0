/**
 * The kit the React layer works with: core's `Kit` (with its theme store and setters) plus the
 * wallet directory source. `createKit` from this package returns one.
 */
import type {
  Kit,
  KitStores,
  ThemeState,
  WalletDirectory,
  WalletDirectorySource,
} from '@gangway/core'

/** Where wallet listings come from (core's paging contract: `fetchWallets(query)`). */
export type { ThemeState, WalletDirectorySource }

export type GangwayKitStores = KitStores

export interface GangwayKit extends Kit {
  /** Core's wallet directory (AllWallets, featured, recommended, recent), or none. */
  readonly walletDirectory: WalletDirectory | undefined
}

/** Internal name used by the views. */
export type UiKit = GangwayKit
