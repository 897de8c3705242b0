import { LIMITS, type WalletListing } from '@gangway/core'
import { useEffect, useRef, useState } from 'react'
import type { WalletDirectorySource } from '../../kit/types.js'

export interface ListingsState {
  wallets: WalletListing[]
  count: number
  status: 'idle' | 'loading' | 'ready' | 'error'
}

const IDLE: ListingsState = { wallets: [], count: 0, status: 'idle' }

/**
 * Pages of the wallet directory for a search (page size 40, spec §9); raising `pages` fetches only
 * the pages not loaded yet. Without a source it stays idle and empty, so installed wallets never
 * wait on the network.
 */
export function useWalletListings(
  source: WalletDirectorySource | undefined,
  {
    search = '',
    pages = 1,
    enabled = true,
  }: { search?: string; pages?: number; enabled?: boolean },
): ListingsState {
  const [state, setState] = useState<ListingsState>(IDLE)
  const loaded = useRef({ source, search, pages: 0, ids: new Set<string>() })

  useEffect(() => {
    if (!source || !enabled) return
    if (loaded.current.source !== source || loaded.current.search !== search) {
      loaded.current = { source, search, pages: 0, ids: new Set() }
      setState({ wallets: [], count: 0, status: 'loading' })
    }
    const from = loaded.current.pages + 1
    if (from > pages) return
    const controller = new AbortController()
    setState((current) => ({ ...current, status: 'loading' }))
    const load = async () => {
      for (let page = from; page <= pages; page++) {
        const result = await source.list({
          page,
          signal: controller.signal,
          ...(search ? { search } : {}),
        })
        if (controller.signal.aborted) return
        const fresh = result.wallets.filter((wallet) => !loaded.current.ids.has(wallet.id))
        for (const wallet of fresh) loaded.current.ids.add(wallet.id)
        loaded.current.pages = page
        setState((current) => ({
          wallets: [...current.wallets, ...fresh],
          count: result.count,
          status: page === pages ? 'ready' : 'loading',
        }))
      }
    }
    load().catch(() => {
      if (!controller.signal.aborted) setState((current) => ({ ...current, status: 'error' }))
    })
    return () => controller.abort()
  }, [source, search, pages, enabled])

  return source && enabled ? state : IDLE
}

export const WALLET_PAGE_SIZE = LIMITS.WALLET_PAGE_SIZE
