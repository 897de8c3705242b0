import type { Connector, RecentWallet, WalletListing } from '@gangway/core'
import type { WalletDirectory } from '@gangway/core/ui'
import { useEffect, useState } from 'react'
import { withWalletIcons } from '../../icons/builtInIcons.js'

export interface ConnectListings {
  featured: WalletListing[]
  recommended: WalletListing[]
  /** Directory listings of the recent wallets (the connect view matches installed ones itself). */
  recent: WalletListing[]
}

const EMPTY: ConnectListings = { featured: [], recommended: [], recent: [] }

/**
 * The connect view's directory wallets: featured (featuredWalletIds, 4), recommended (4) and the
 * recent wallets' listings, asked lazily — the bundled catalogue answers from the entries it
 * ships with and is only imported when AllWallets opens; a remote directory is asked.
 */
export function useConnectListings(
  directory: WalletDirectory | undefined,
  deps: { connectors: readonly Connector[]; recentWallets: readonly RecentWallet[] },
  enabled = true,
): ConnectListings {
  const [listings, setListings] = useState<ConnectListings>(EMPTY)
  const { connectors, recentWallets } = deps

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-ask when installed or recent wallets change
  useEffect(() => {
    if (!directory || !enabled) return
    const controller = new AbortController()
    const request = { lazy: true, signal: controller.signal }
    Promise.all([
      directory.getFeatured(request),
      directory.getRecommended(request),
      directory.getRecent(request),
    ])
      // The catalogue's logos come with the listings (never letters first, then a logo).
      .then((lists) => {
        const hasImage = (wallet: WalletListing) =>
          Boolean(wallet.image_url ?? directory.imageUrl(wallet))
        return Promise.all(lists.map((list) => withWalletIcons(list, hasImage)))
      })
      .then(([featured = [], recommended = [], recent = []]) => {
        if (!controller.signal.aborted) setListings({ featured, recommended, recent })
      })
      .catch(() => {
        // The directory is an extra: installed and custom wallets still show.
      })
    return () => controller.abort()
  }, [directory, enabled, connectors, recentWallets])

  return directory && enabled ? listings : EMPTY
}
