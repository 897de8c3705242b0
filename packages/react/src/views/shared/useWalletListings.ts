import { LIMITS, type WalletListing } from '@gangway/core'
import type { WalletDirectory } from '@gangway/core/ui'
import { useEffect, useRef, useState } from 'react'

export interface ListingsState {
  wallets: WalletListing[]
  count: number
  /** How many pages have arrived. */
  pages: number
  /** The search the wallets answer (while a new one loads, the previous one's). */
  search: string
  status: 'idle' | 'loading' | 'ready' | 'error'
}

const IDLE: ListingsState = { wallets: [], count: 0, pages: 0, search: '', status: 'idle' }

/**
 * Pages of the wallet directory for a search (page size 40, a search fetches 100: spec §9);
 * raising `pages` fetches only the pages not loaded yet. Without a directory it stays idle and
 * empty, so installed wallets never wait on it. A new `attempt` (a retry) drops the request in
 * flight, if any, and asks again for the pages not loaded yet.
 */
export function useWalletListings(
  directory: WalletDirectory | undefined,
  {
    search = '',
    pages = 1,
    enabled = true,
    attempt = 0,
  }: { search?: string; pages?: number; enabled?: boolean; attempt?: number },
): ListingsState {
  const [state, setState] = useState<ListingsState>(IDLE)
  const loaded = useRef({ directory, search, pages: 0, ids: new Set<string>() })

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt re-asks the directory
  useEffect(() => {
    if (!directory || !enabled) return
    // A new search keeps showing the previous wallets until its answer arrives, so rows (and
    // the keyboard focus on one) do not vanish in between.
    let replace = false
    if (loaded.current.directory !== directory || loaded.current.search !== search) {
      replace = loaded.current.directory === directory
      loaded.current = { directory, search, pages: 0, ids: new Set() }
      if (!replace) setState({ wallets: [], count: 0, pages: 0, search, status: 'loading' })
    }
    // A search answers in one fetch of up to 100; only the directory itself is paged.
    const wanted = search ? 1 : pages
    const from = loaded.current.pages + 1
    if (from > wanted) return
    const controller = new AbortController()
    setState((current) => ({ ...current, status: 'loading' }))
    const load = async () => {
      for (let page = from; page <= wanted; page++) {
        const result = await directory.getWallets({
          page,
          signal: controller.signal,
          ...(search ? { search } : {}),
        })
        if (controller.signal.aborted) return
        const fresh = result.data.filter((wallet) => !loaded.current.ids.has(wallet.id))
        for (const wallet of fresh) loaded.current.ids.add(wallet.id)
        loaded.current.pages = page
        const first = replace
        replace = false
        setState((current) => ({
          wallets: first ? fresh : [...current.wallets, ...fresh],
          count: search ? Math.min(result.count, result.data.length) : result.count,
          pages: page,
          search,
          status: page === wanted ? 'ready' : 'loading',
        }))
      }
    }
    load().catch(() => {
      if (!controller.signal.aborted) setState((current) => ({ ...current, status: 'error' }))
    })
    return () => controller.abort()
  }, [directory, search, pages, enabled, attempt])

  return directory && enabled ? state : IDLE
}

export const WALLET_PAGE_SIZE = LIMITS.WALLET_PAGE_SIZE
