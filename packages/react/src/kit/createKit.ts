import {
  type CreateKitOptions,
  createKit as createCoreKit,
  createKitWalletDirectory,
  type Kit,
} from '@gangway/core'
import { attachUi, detachUi } from './attachUi.js'
import type { GangwayKit, WalletDirectorySource } from './types.js'

/**
 * Core's options. `walletDirectorySource` sets where AllWallets (and Connect's featured,
 * recommended and recent wallets) get listings; by default `walletDirectory.wallets`, else its
 * `url`, else the catalogue bundled with the kit (none with `walletDirectory: false`).
 */
export interface GangwayKitOptions extends CreateKitOptions {}

/**
 * Adds the UI to a core kit: the wallet directory source and the modal, which is imported and
 * mounted on the first `open` (never at start, never on the server). A `walletDirectory` source
 * given here replaces the kit's own directory source.
 */
export function withUi(kit: Kit, walletDirectory?: WalletDirectorySource): GangwayKit {
  const ui: GangwayKit = {
    ...kit,
    controllers: {
      ...kit.controllers,
      walletDirectory: walletDirectory
        ? createKitWalletDirectory(walletDirectory, { options: kit.options, ...kit.controllers })
        : kit.controllers.walletDirectory,
    },
    async destroy() {
      detachUi(ui)
      await kit.destroy()
    },
  }
  attachUi(ui)
  return ui
}

/** Core's `createKit` with the modal UI attached (see `withUi`). */
export function createKit(options: GangwayKitOptions): GangwayKit {
  return withUi(createCoreKit(options))
}
