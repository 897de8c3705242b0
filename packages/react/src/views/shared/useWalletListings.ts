import type { WalletListing } from '@gangway/core'
import { LIMITS } from '@gangway/core/internal'
import type { WalletDirectory } from '@gangway/core/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { withWalletIcons } from '../../icons/builtInIcons.js'

export interface ListingsState {
  wallets: WalletListing[]
  count: number
  /** How many pages have arrived. */
  pages: number
  /** The search the wallets answer (while a new one loads, the previous one's). */
  search: string
  /**
   * True once the directory has no more: its last page arrived, or a page added no wallet not
   * listed already (a directory whose count overstates what it serves is not asked again).
   */
  end: boolean
  status: 'idle' | 'loading' | 'ready' | 'error'
}

const IDLE: ListingsState = {
  wallets: [],
  count: 0,
  pages: 0,
  search: '',
  end: false,
  status: 'idle',
}

/**
 * Pages of the wallet directory for a search (page size 40, a search fetches 100: spec §9);
 * raising `pages` fetches only the pages not loaded yet. Without a directory it stays idle and
 * empty, so installed wallets never wait on it. `retry()` (Try again) drops the request in
 * flight, if any, and asks again for the pages not loaded yet.
 */
export function useWalletListings(
  directory: WalletDirectory | undefined,
  {
    search = '',
    pages = 1,
    enabled = true,
  }: { search?: string; pages?: number; enabled?: boolean },
): ListingsState & { retry: () => void } {
  const [state, setState] = useState<ListingsState>(IDLE)
  const loaded = useRef({ directory, search, pages: 0, end: false, ids: new Set<string>() })
  const inFlight = useRef<AbortController | undefined>(undefined)

  // Asks `directory` for the pages of `search` up to `pages` not loaded yet.
  const ask = useCallback((directory: WalletDirectory, search: string, pages: number) => {
    inFlight.current?.abort()
    // A new search keeps showing the previous wallets until its answer arrives, so rows (and
    // the keyboard focus on one) do not vanish in between.
    let replace = false
    if (loaded.current.directory !== directory || loaded.current.search !== search) {
      replace = loaded.current.directory === directory
      loaded.current = { directory, search, pages: 0, end: false, ids: new Set() }
      if (!replace)
        setState({ wallets: [], count: 0, pages: 0, search, end: false, status: 'loading' })
    }
    // A search answers in one fetch of up to 100; only the directory itself is paged.
    const wanted = search ? 1 : pages
    const from = loaded.current.pages + 1
    if (from > wanted || loaded.current.end) return
    const controller = new AbortController()
    inFlight.current = controller
    setState((current) => ({ ...current, status: 'loading' }))
    const load = async () => {
      for (let page = from; page <= wanted && !loaded.current.end; page++) {
        const result = await directory.getWallets({
          page,
          signal: controller.signal,
          ...(search ? { search } : {}),
        })
        if (controller.signal.aborted) return
        // The catalogue's logos come with the page (a row never shows letters, then a logo).
        const data = await withWalletIcons(result.data, (wallet) =>
          Boolean(wallet.image_url ?? directory.imageUrl(wallet)),
        )
        if (controller.signal.aborted) return
        const fresh = data.filter((wallet) => !loaded.current.ids.has(wallet.id))
        for (const wallet of fresh) loaded.current.ids.add(wallet.id)
        loaded.current.pages = page
        const end = search.length > 0 || result.last === true || fresh.length === 0
        loaded.current.end = end
        const first = replace
        replace = false
        setState((current) => {
          const wallets = first ? fresh : [...current.wallets, ...fresh]
          return {
            wallets,
            // At the end, the count is what arrived: nothing more is asked for.
            count: end ? wallets.length : result.count,
            pages: page,
            search,
            end,
            status: page === wanted || end ? 'ready' : 'loading',
          }
        })
      }
    }
    load().catch(() => {
      if (!controller.signal.aborted) setState((current) => ({ ...current, status: 'error' }))
    })
  }, [])

  useEffect(() => {
    if (!directory || !enabled) return
    ask(directory, search, pages)
    return () => inFlight.current?.abort()
  }, [ask, directory, search, pages, enabled])

  const retry = () => {
    if (directory && enabled) ask(directory, search, pages)
  }
  return { ...(directory && enabled ? state : IDLE), retry }
}

export const WALLET_PAGE_SIZE = LIMITS.WALLET_PAGE_SIZE
