import { LIMITS, type WalletListing } from '@gangway/core'
import type { WalletDirectorySource } from './types.js'

const matches = (wallet: WalletListing, search: string) =>
  wallet.name.toLocaleLowerCase().includes(search.toLocaleLowerCase())

/** A directory over a fixed list (the host's `walletDirectory.wallets`), searched by name. */
export function createStaticWalletDirectory(
  wallets: readonly WalletListing[],
): WalletDirectorySource {
  return {
    async list({ page, search }) {
      const found = search ? wallets.filter((wallet) => matches(wallet, search)) : [...wallets]
      const size = LIMITS.WALLET_PAGE_SIZE
      return { wallets: found.slice((page - 1) * size, page * size), count: found.length }
    },
    imageUrl: (listing) => listing.image_url,
  }
}
