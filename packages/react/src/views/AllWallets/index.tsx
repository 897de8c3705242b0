import type { WalletListing } from '@gangway/core'
import { selectCanPairWallets } from '@gangway/core/shell'
import {
  type KeyboardEvent,
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useKitInstance, useStoreSelector, useViewStyles } from '../../hooks/context.js'
import { connect as connectText } from '../../i18n/messages/en/connect.js'
import { wallets as walletsText } from '../../i18n/messages/en/wallets.js'
import { useT } from '../../i18n/useT.js'
import { Button, SearchInput, Spinner } from '../../ui/controls.js'
import { SearchIcon } from '../../ui/icons.js'
import { choiceCatalogueId, choiceImage, choiceWalletId } from '../shared/connectorImage.js'
import { selectWallet } from '../shared/selectWallet.js'
import { useDebounced } from '../shared/useDebounced.js'
import { useWalletListings } from '../shared/useWalletListings.js'
import { WalletRow } from '../shared/WalletRow.js'
import { createAllWalletsRows, type WalletRowModel } from './rows.js'
import { ROW_HEIGHT, useVirtualRows } from './useVirtualRows.js'
import { allWalletsCss } from './viewCss.js'

const NO_LISTINGS: readonly WalletListing[] = []

/** Load the next page when the rendered rows come this close to the end of the loaded ones. */
const PREFETCH_ROWS = 10

/** The search box's wrapper: sticky at the top of the modal body, over the rows scrolling by. */
const STICKY_SEARCH = {
  position: 'sticky',
  top: -8,
  zIndex: 1,
  margin: '-8px 0 -4px',
  padding: '8px 0 4px',
  background: 'var(--gw-color-bg)',
} as const

interface AllWalletsRowProps {
  index: number
  setSize: number
  name: string
  walletId: string
  /** The wallet's id in the bundled catalogue: its built-in logo when it brings no image. */
  catalogueId: string | undefined
  image: string | undefined
  tag: string | undefined
  onChoose: (index: number) => void
}

/** A virtual row's place in the list, for its `<li>` (full or light) and assistive tech. */
function virtualRowAttrs(index: number, setSize: number) {
  return { 'data-index': index, 'aria-setsize': setSize, 'aria-posinset': index + 1 }
}

/**
 * One row of the virtual list. Memoised on plain values: a render of the view (a scroll that
 * moves the window, a page of the directory arriving) re-renders only the rows whose own values
 * changed — the ones just scrolled in, or all when the set size grows.
 */
const AllWalletsRow = memo(function AllWalletsRow({
  index,
  setSize,
  name,
  walletId,
  catalogueId,
  image,
  tag,
  onChoose,
}: AllWalletsRowProps) {
  return (
    <WalletRow
      itemProps={{ ...virtualRowAttrs(index, setSize), className: 'gw-virtual-row' }}
      name={name}
      walletId={walletId}
      catalogueId={catalogueId}
      image={image}
      tag={tag}
      tagTone="success"
      chevron={false}
      onClick={() => onChoose(index)}
    />
  )
})

/** After this long without an answer the directory counts as not answering (retry offered). */
export const DIRECTORY_SLOW_MS = 3000

/**
 * True once `active` has held for `ms` without a break; `restart()` starts the wait over (a
 * retry: the new request gets its own time).
 */
function useHeldFor(active: boolean, ms: number): { held: boolean; restart: () => void } {
  // Which wait runs (a restart starts a new one), and which one has held.
  const [wait, setWait] = useState(0)
  const [heldWait, setHeldWait] = useState<number | undefined>(undefined)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setHeldWait(wait), ms)
    return () => {
      clearTimeout(timer)
      setHeldWait(undefined)
    }
  }, [active, ms, wait])
  return { held: active && heldWait === wait, restart: () => setWait((count) => count + 1) }
}

/**
 * AllWallets (spec §2): the installed connectors, the host's custom wallets and the wallet
 * directory (40 a page, a search fetches 100), with search. The directory is asked only when this
 * view opens (the bundled catalogue is imported then). The list is virtualised — only the rows in
 * view (plus a few) are in the DOM, and the next page loads as the end comes into view — so a
 * directory of thousands scrolls smoothly. Arrow keys, Page Up / Down, Home and End move between
 * wallets.
 */
export default function AllWalletsView() {
  useViewStyles(allWalletsCss)
  const kit = useKitInstance()
  const t = useT(connectText, walletsText)
  const connectors = useStoreSelector(kit.stores.connectors, (state) => state.connectors)
  // Directory and custom wallets are reached by pairing: listed only when it can work (core).
  const canPair = useStoreSelector(kit.stores.connectors, selectCanPairWallets)
  const [query, setQuery] = useState('')
  const search = useDebounced(query.trim(), 250)
  const [paging, setPaging] = useState({ search: '', pages: 1 })
  const pages = paging.search === search ? paging.pages : 1
  const listings = useWalletListings(kit.controllers.walletDirectory, {
    search,
    pages,
    enabled: canPair,
  })
  // The installed and custom wallets never wait on the directory: when it fails or does not
  // answer, a notice says so under them and offers to ask again.
  const slow = useHeldFor(listings.status === 'loading', DIRECTORY_SLOW_MS)
  const directoryTrouble = listings.status === 'error' ? 'error' : slow.held ? 'slow' : undefined
  const listRef = useRef<HTMLUListElement>(null)
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined)

  useEffect(() => {
    if (search) kit.controllers.events.send('SEARCH_WALLET', { search })
  }, [kit, search])

  const [buildRows] = useState(createAllWalletsRows)
  const rows = useMemo(
    () =>
      buildRows({
        connectors,
        customWallets: canPair ? kit.options.customWallets : NO_LISTINGS,
        directory: canPair ? listings.wallets : NO_LISTINGS,
        query,
        // The directory answered this very search: its matches are not filtered again.
        searched: search.length > 0 && listings.search === search,
      }),
    [buildRows, kit, canPair, connectors, listings.wallets, listings.search, query, search],
  )
  const virtual = useVirtualRows(listRef, rows.length)

  const hasMore = !search && !listings.end && listings.wallets.length < listings.count
  // Every page asked for so far has arrived (a render before the hook turns 'loading' must not
  // ask for yet another page).
  const pagesLoaded = listings.pages >= pages
  useEffect(() => {
    if (
      hasMore &&
      pagesLoaded &&
      listings.status === 'ready' &&
      virtual.end >= rows.length - PREFETCH_ROWS
    ) {
      setPaging({ search, pages: pages + 1 })
    }
  }, [hasMore, pagesLoaded, listings.status, virtual.end, rows.length, search, pages])

  // Focus moves by index: the row may only be rendered once it is scrolled into view.
  useLayoutEffect(() => {
    if (focusIndex === undefined) return
    const row = rowButton(focusIndex)
    if (row) {
      row.focus({ preventScroll: true })
      setFocusIndex(undefined)
    }
  })

  const rowButton = (index: number) =>
    listRef.current?.querySelector<HTMLButtonElement>(
      `[data-index="${index}"] [data-testid="wallet-option"]`,
    )

  const moveTo = (index: number) => {
    if (rows.length === 0) return
    const target = Math.max(0, Math.min(index, rows.length - 1))
    virtual.scrollToRow(target)
    const rendered = rowButton(target)
    // Focus now when the row is in the DOM; else once it has rendered (next layout effect).
    if (rendered) rendered.focus({ preventScroll: true })
    else setFocusIndex(target)
  }

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')
    if (!item) return
    const index = Number(item.dataset.index)
    const page = Math.max(1, Math.floor((virtual.viewport || 480) / ROW_HEIGHT) - 1)
    const next = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: rows.length - 1,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    moveTo(next)
  }

  // The rows a click refers to: read at the click, so the memoised rows keep one callback.
  const rowsRef = useRef(rows)
  rowsRef.current = rows
  const choose = useCallback(
    (index: number) => {
      const row: WalletRowModel | undefined = rowsRef.current[index]
      if (!row) return
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
    },
    [kit],
  )
  const installed = t('connect.tagInstalled')

  const visible = rows.slice(virtual.start, virtual.end)
  return (
    <>
      {/* The search stays in view while the list scrolls under it (the body is the scroller;
          the negative margin covers the body's top padding). */}
      <div data-sticky="top" style={STICKY_SEARCH}>
        <SearchInput
          label={t('wallets.searchWallets')}
          placeholder={t('wallets.searchWalletPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault()
              moveTo(0)
            }
          }}
          data-testid="wallet-search"
        />
      </div>
      <ul
        ref={listRef}
        className="gw-list"
        aria-label={t('connect.allWallets')}
        aria-busy={listings.status === 'loading'}
        onKeyDown={onListKeyDown}
        data-testid="all-wallets-list"
        data-count={rows.length}
        data-directory-loaded={listings.wallets.length}
        data-directory-total={listings.count}
        // The rows above the window are the list's top padding; the rendered ones follow in its
        // flow (.gw-virtual-row: fixed size, own layout), so no row carries a style of its own.
        style={{ display: 'block', height: virtual.height, paddingTop: virtual.start * ROW_HEIGHT }}
      >
        {visible.map((row, offset) =>
          virtual.flinging ? (
            // On screen for one frame of a fling: the row's box, a blank tile and the name, no
            // button (a full row follows in the first frame the scroll rests).
            <li
              key={row.key}
              className="gw-virtual-row gw-virtual-row-passing"
              {...virtualRowAttrs(virtual.start + offset, rows.length)}
            >
              {row.name}
            </li>
          ) : (
            <AllWalletsRow
              key={row.key}
              index={virtual.start + offset}
              setSize={rows.length}
              name={row.name}
              walletId={choiceWalletId(row)}
              catalogueId={choiceCatalogueId(row)}
              image={choiceImage(kit, row)}
              tag={
                // 'Installed' as in Connect: a wallet in this browser, not WalletConnect or a
                // phone app's link (EXTERNAL); email and social are not among these rows.
                row.kind === 'connector' &&
                row.connector.type !== 'WALLET_CONNECT' &&
                row.connector.type !== 'EXTERNAL'
                  ? installed
                  : undefined
              }
              onChoose={choose}
            />
          ),
        )}
      </ul>
      {listings.status === 'loading' && !slow.held ? (
        <div className="gw-empty" style={{ padding: 12 }}>
          <Spinner label={t('wallets.loadingWallets')} />
        </div>
      ) : null}
      {rows.length === 0 && listings.status !== 'loading' ? (
        <div className="gw-empty" role="status">
          <SearchIcon />
          {query ? t('wallets.noWalletFound') : t('wallets.noWalletsToShow')}
        </div>
      ) : null}
      {directoryTrouble ? (
        <div
          className="gw-empty"
          style={{ padding: 12 }}
          data-testid="directory-notice"
          data-state={directoryTrouble}
        >
          <p
            className={directoryTrouble === 'error' ? 'gw-text gw-text-error' : 'gw-text'}
            role="status"
          >
            {directoryTrouble === 'error'
              ? t('wallets.directoryUnreachable')
              : t('wallets.directorySlow')}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              slow.restart()
              listings.retry()
            }}
            data-testid="directory-retry"
          >
            {t('wallets.tryAgain')}
          </Button>
        </div>
      ) : null}
    </>
  )
}
