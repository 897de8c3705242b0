import type { Connector, WalletListing } from '@gangway/core'
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useKitInstance, useStoreSelector } from '../../hooks/context.js'
import { Button, SearchInput, Spinner } from '../../ui/controls.js'
import { SearchIcon } from '../../ui/icons.js'
import { connectorImage, listingImage } from '../shared/connectorImage.js'
import { selectWallet } from '../shared/selectWallet.js'
import { useDebounced } from '../shared/useDebounced.js'
import { useWalletListings, WALLET_PAGE_SIZE } from '../shared/useWalletListings.js'
import { WalletRow } from '../shared/WalletRow.js'

type Row =
  | { key: string; kind: 'connector'; name: string; connector: Connector }
  | { key: string; kind: 'listing'; name: string; listing: WalletListing }

const matches = (name: string, query: string) =>
  name.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase())

/**
 * AllWallets (spec §2): the installed connectors, the host's custom wallets and the wallet
 * directory the kit exposes, with search. Arrow keys move between wallets.
 */
export default function AllWalletsView() {
  const kit = useKitInstance()
  const connectors = useStoreSelector(kit.stores.connectors, (state) => state.connectors)
  const [query, setQuery] = useState('')
  const search = useDebounced(query.trim(), 250)
  const [paging, setPaging] = useState({ search: '', pages: 1 })
  const pages = paging.search === search ? paging.pages : 1
  const listings = useWalletListings(kit.walletDirectory, { search, pages })
  const listRef = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (search) kit.events.send('SEARCH_WALLET', { search })
  }, [kit, search])

  const rows = useMemo(() => {
    const { customWallets } = kit.options
    const seen = new Set<string>()
    const out: Row[] = []
    for (const connector of connectors) {
      if (connector.type === 'AUTH' || !matches(connector.name, query)) continue
      out.push({ key: `c:${connector.id}`, kind: 'connector', name: connector.name, connector })
      for (const id of [connector.id, connector.explorerId, connector.info?.rdns])
        if (id) seen.add(id)
    }
    for (const listing of [...customWallets, ...listings.wallets]) {
      if (seen.has(listing.id) || (listing.rdns && seen.has(listing.rdns))) continue
      if (!matches(listing.name, query) && !search) continue
      seen.add(listing.id)
      out.push({ key: `l:${listing.id}`, kind: 'listing', name: listing.name, listing })
    }
    return out
  }, [kit, connectors, listings.wallets, query, search])

  const focusRow = (index: number) => {
    const items = listRef.current?.querySelectorAll<HTMLButtonElement>(
      '[data-testid="wallet-option"]',
    )
    if (!items?.length) return
    items[Math.max(0, Math.min(index, items.length - 1))]?.focus()
  }
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(
      listRef.current?.querySelectorAll<HTMLButtonElement>('[data-testid="wallet-option"]') ?? [],
    )
    const index = items.indexOf(event.target as HTMLButtonElement)
    if (index === -1) return
    const next =
      event.key === 'ArrowDown'
        ? index + 1
        : event.key === 'ArrowUp'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : undefined
    if (next === undefined) return
    event.preventDefault()
    focusRow(next)
  }

  const hasMore = listings.wallets.length < listings.count && listings.status === 'ready'
  return (
    <>
      <SearchInput
        label="Search wallets"
        placeholder="Search wallet"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            focusRow(0)
          }
        }}
        data-testid="wallet-search"
      />
      <ul
        ref={listRef}
        className="gw-list"
        aria-label="All wallets"
        aria-busy={listings.status === 'loading'}
        onKeyDown={onListKeyDown}
        data-testid="all-wallets-list"
      >
        {rows.map((row) => (
          <WalletRow
            key={row.key}
            name={row.name}
            walletId={row.kind === 'connector' ? row.connector.id : row.listing.id}
            image={
              row.kind === 'connector'
                ? connectorImage(kit, row.connector)
                : listingImage(kit, row.listing)
            }
            tag={
              row.kind === 'connector' && row.connector.type !== 'WALLET_CONNECT'
                ? 'Installed'
                : undefined
            }
            tagTone="success"
            onClick={() =>
              selectWallet(
                kit,
                row.kind === 'connector'
                  ? {
                      key: row.key,
                      section: 'injected',
                      kind: 'connector',
                      name: row.name,
                      connector: row.connector,
                    }
                  : {
                      key: row.key,
                      section: 'recommended',
                      kind: 'listing',
                      name: row.name,
                      listing: row.listing,
                    },
              )
            }
          />
        ))}
      </ul>
      {listings.status === 'loading' ? (
        <div className="gw-empty" style={{ padding: 12 }}>
          <Spinner label="Loading wallets" />
        </div>
      ) : null}
      {rows.length === 0 && listings.status !== 'loading' ? (
        <div className="gw-empty" role="status">
          <SearchIcon />
          {query ? 'No wallet found' : 'No wallets to show'}
        </div>
      ) : null}
      {listings.status === 'error' ? (
        <p className="gw-text gw-text-error" role="status" style={{ textAlign: 'center' }}>
          The wallet directory could not be reached.
        </p>
      ) : null}
      {hasMore ? (
        <Button variant="secondary" block onClick={() => setPaging({ search, pages: pages + 1 })}>
          Show more ({Math.min(WALLET_PAGE_SIZE, listings.count - listings.wallets.length)})
        </Button>
      ) : null}
    </>
  )
}
