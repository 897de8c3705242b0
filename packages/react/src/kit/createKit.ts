import { type CreateKitOptions, createKit as createCoreKit, type Kit } from '@gangway/core'
import { attachUi, detachUi } from './attachUi.js'
import { syncNativeBalance } from './balanceSync.js'
import { createThemeController } from './theme.js'
import type { GangwayKit, WalletDirectorySource } from './types.js'
import { createStaticWalletDirectory } from './walletDirectory.js'

export interface GangwayKitOptions extends CreateKitOptions {
  /**
   * Where AllWallets (and Connect's featured / recommended sections) get wallet listings.
   * Defaults to `walletDirectory.wallets` when given, else none (installed and custom wallets).
   */
  walletDirectorySource?: WalletDirectorySource
}

function defaultDirectory(kit: Kit): WalletDirectorySource | undefined {
  const directory = kit.options.walletDirectory
  const wallets = directory ? directory.wallets : undefined
  if (wallets?.length) return createStaticWalletDirectory(wallets)
  return undefined
}

/**
 * Adds the UI to a core kit: the theme store and setters, the wallet directory, and the modal,
 * which is imported and mounted on the first `open` (never at start, never on the server).
 */
export function withUi(kit: Kit, walletDirectory?: WalletDirectorySource): GangwayKit {
  const theme = createThemeController({
    themeMode: kit.options.themeMode,
    themeVariables: kit.options.themeVariables,
  })
  const stopBalanceSync = syncNativeBalance(kit)
  const ui: GangwayKit = {
    ...kit,
    stores: { ...kit.stores, theme: theme.store },
    setThemeMode: theme.setThemeMode,
    setThemeVariables: theme.setThemeVariables,
    walletDirectory: walletDirectory ?? defaultDirectory(kit),
    destroy() {
      detachUi(ui)
      stopBalanceSync()
      kit.destroy()
    },
  }
  attachUi(ui)
  return ui
}

/** Core's `createKit` with the modal UI attached (see `withUi`). */
export function createKit(options: GangwayKitOptions): GangwayKit {
  const { walletDirectorySource, ...coreOptions } = options
  return withUi(createCoreKit(coreOptions), walletDirectorySource)
}
