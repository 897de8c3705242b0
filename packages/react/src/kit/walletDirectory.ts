import { createStaticDirectorySource, type WalletListing } from '@gangway/core'
import type { WalletDirectorySource } from './types.js'

/** A directory over a fixed list (core's static source: the paging contract, search by name). */
export function createStaticWalletDirectory(
  wallets: readonly WalletListing[],
): WalletDirectorySource {
  return createStaticDirectorySource(wallets)
}
