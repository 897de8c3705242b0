import type { WalletListing } from '@gangway/core'
import type { Connector } from '@gangway/core/adapter'

export type WalletRowModel =
  | { key: string; kind: 'connector'; name: string; connector: Connector }
  | { key: string; kind: 'listing'; name: string; listing: WalletListing }

const matches = (name: string, query: string) =>
  name.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase())

export interface AllWalletsRowsInput {
  connectors: readonly Connector[]
  customWallets: readonly WalletListing[]
  directory: readonly WalletListing[]
  query: string
  searched: boolean
}

interface Built {
  input: AllWalletsRowsInput
  rows: WalletRowModel[]
  /** Ids and rdns listed so far. */
  seen: Set<string>
}

/** Adds the directory's listings from `from` on to `built` (mutates its rows and seen). */
function addDirectory(built: Built, from: number) {
  const { input, rows, seen } = built
  const add = (listing: WalletListing, filter: boolean) => {
    if (seen.has(listing.id) || (listing.rdns && seen.has(listing.rdns))) return
    if (filter && !matches(listing.name, input.query)) return
    seen.add(listing.id)
    if (listing.rdns) seen.add(listing.rdns)
    rows.push({ key: `l:${listing.id}`, kind: 'listing', name: listing.name, listing })
  }
  if (from === 0) for (const listing of input.customWallets) add(listing, true)
  for (let i = from; i < input.directory.length; i++)
    add(input.directory[i] as WalletListing, !input.searched)
}

function build(input: AllWalletsRowsInput): Built {
  const built: Built = { input, rows: [], seen: new Set<string>() }
  for (const connector of input.connectors) {
    if (connector.type === 'AUTH' || !matches(connector.name, input.query)) continue
    built.rows.push({
      key: `c:${connector.id}`,
      kind: 'connector',
      name: connector.name,
      connector,
    })
    for (const id of [connector.id, connector.explorerId, connector.info?.rdns])
      if (id) built.seen.add(id)
  }
  addDirectory(built, 0)
  return built
}

/**
 * The AllWallets rows: the installed connectors (not email / social), then the host's custom
 * wallets, then the directory's wallets — each wallet once (by id, directory id or rdns), all
 * matching the search. The directory already searched its own list (`searched` true), so its
 * entries are not filtered again.
 */
export function buildAllWalletsRows(input: AllWalletsRowsInput): WalletRowModel[] {
  return build(input).rows
}

/** `next` only appends directory listings to what `previous` listed (a page arrived). */
function appendsTo(previous: AllWalletsRowsInput, next: AllWalletsRowsInput): boolean {
  if (
    previous.connectors !== next.connectors ||
    previous.customWallets !== next.customWallets ||
    previous.query !== next.query ||
    previous.searched !== next.searched ||
    next.directory.length < previous.directory.length
  )
    return false
  for (let i = 0; i < previous.directory.length; i++)
    if (previous.directory[i] !== next.directory[i]) return false
  return true
}

/**
 * `buildAllWalletsRows` for one view: when the input only adds directory listings at the end (the
 * next page of a long directory), the rows and their models are the previous ones plus the new
 * listings' — a page no longer rebuilds the thousands of rows before it (the garbage of those
 * rebuilds made long pauses while scrolling far down). Same result as `buildAllWalletsRows`.
 */
export function createAllWalletsRows(): (input: AllWalletsRowsInput) => WalletRowModel[] {
  let last: Built | undefined
  return (input) => {
    if (last && appendsTo(last.input, input)) {
      const from = last.input.directory.length
      // A new array (React compares it), the same models in it.
      last = { input, rows: last.rows.slice(), seen: last.seen }
      addDirectory(last, from)
    } else last = build(input)
    return last.rows
  }
}
