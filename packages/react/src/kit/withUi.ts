import type { Kit } from '@gangway/core'
import { createKitWalletDirectory } from '@gangway/core/directory'
import { attachUi, detachUi } from './attachUi.js'
import type { GangwayKit, WalletDirectorySource } from './types.js'

/**
 * Adds the UI to a kit created with the kernel (core's `createKit`): the wallet directory source
 * and the modal, which is imported and mounted on the first `open` (never at start, never on the
 * server). A `walletDirectory` source given here replaces the kit's own directory source.
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
