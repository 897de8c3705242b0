import type { WalletListing } from '@gangway/core'
import type { Connector } from '@gangway/core/adapter'
import type { RecentWallet } from '@gangway/core/internal'
import { selectCanPairWallets } from '@gangway/core/shell'
import type { WalletDirectory } from '@gangway/core/ui'
import { useEffect, useRef, useState } from 'react'
import { withWalletIcons } from '../../icons/builtInIcons.js'
import type { UiKit } from '../../kit/types.js'

export interface ConnectListings {
  featured: WalletListing[]
  recommended: WalletListing[]
  /** Directory listings of the recent wallets (the connect view matches installed ones itself). */
  recent: WalletListing[]
}

/** What the listings depend on besides the directory: the installed and the recent wallets. */
export interface ConnectListingsDeps {
  connectors: readonly Connector[]
  recentWallets: readonly RecentWallet[]
}

const EMPTY: ConnectListings = { featured: [], recommended: [], recent: [] }

interface Answer {
  key: string
  listings: ConnectListings
}

/**
 * Per directory (so per kit): the last answer, and the question being asked. The connect view
 * starts from the last answer when it still fits, so its list does not grow under the visitor's
 * pointer after the first frame.
 */
const answers = new WeakMap<WalletDirectory, Answer>()
const asking = new WeakMap<WalletDirectory, { key: string; promise: Promise<ConnectListings> }>()

const listingsKey = ({ connectors, recentWallets }: ConnectListingsDeps): string =>
  JSON.stringify([connectors.map((c) => c.id), recentWallets.map((w) => w.id)])

/**
 * Whether the connect view lists directory wallets: all wallets on, or featured ids set, and
 * pairing can work (core's `selectCanPairWallets`: a directory wallet is reached by pairing).
 */
export const connectListingsEnabled = (kit: UiKit): boolean =>
  selectCanPairWallets(kit.stores.connectors.getState()) &&
  (kit.options.features.allWallets || kit.options.featuredWalletIds.length > 0)

/**
 * Asks the directory for the connect view's wallets: featured (featuredWalletIds, 4),
 * recommended (4) and the recent wallets' listings, lazily — the bundled catalogue answers from
 * the entries it ships with and is only imported when AllWallets opens; a remote directory is
 * asked. One question at a time per directory and set of wallets; the answer is kept.
 */
export function askConnectListings(
  directory: WalletDirectory,
  deps: ConnectListingsDeps,
): Promise<ConnectListings> {
  const key = listingsKey(deps)
  const pending = asking.get(directory)
  if (pending?.key === key) return pending.promise
  const request = { lazy: true }
  const promise = Promise.all([
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
      const listings = { featured, recommended, recent }
      answers.set(directory, { key, listings })
      return listings
    })
    .finally(() => {
      if (asking.get(directory)?.promise === promise) asking.delete(directory)
    })
  asking.set(directory, { key, promise })
  return promise
}

/**
 * Asks ahead for the listings the connect view of `kit` would show now (the idle and
 * pointer-enter preloads), so that its first frame already has them.
 */
export function prefetchConnectListings(kit: UiKit): void {
  const directory = kit.controllers.walletDirectory
  if (!directory || !connectListingsEnabled(kit)) return
  const { connectors, recentWallets } = kit.stores.connectors.getState()
  askConnectListings(directory, { connectors, recentWallets }).catch(() => {
    // The directory is an extra; the view asks again.
  })
}

/**
 * The connect view's directory wallets (see `askConnectListings`). `loading` is true while the
 * directory is being asked for the current wallets; until then the last answer (or nothing)
 * shows.
 */
export function useConnectListings(
  directory: WalletDirectory | undefined,
  deps: ConnectListingsDeps,
  enabled = true,
): ConnectListings & { loading: boolean } {
  const key = listingsKey(deps)
  const [answer, setAnswer] = useState<Answer | undefined>(() => {
    const last = directory && answers.get(directory)
    return last && last.key === key ? last : undefined
  })
  // The wallets the key names, as this render has them (the key says when to ask again).
  const asked = useRef(deps)
  asked.current = deps

  useEffect(() => {
    if (!directory || !enabled) return
    let live = true
    askConnectListings(directory, asked.current)
      .catch(() => EMPTY) // The directory is an extra: installed and custom wallets still show.
      .then((listings) => {
        if (live) setAnswer({ key, listings })
      })
    return () => {
      live = false
    }
  }, [directory, enabled, key])

  if (!directory || !enabled) return { ...EMPTY, loading: false }
  return { ...(answer?.listings ?? EMPTY), loading: answer?.key !== key }
}
