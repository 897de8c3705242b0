import type { Connector, WalletListing } from '@gangway/core'

export type WalletRowModel =
  | { key: string; kind: 'connector'; name: string; connector: Connector }
  | { key: string; kind: 'listing'; name: string; listing: WalletListing }

const matches = (name: string, query: string) =>
  name.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase())

/**
 * The AllWallets rows: the installed connectors (not email / social), then the host's custom
 * wallets, then the directory's wallets — each wallet once (by id, directory id or rdns), all
 * matching the search. The directory already searched its own list (`searched` true), so its
 * entries are not filtered again.
 */
export function buildAllWalletsRows(input: {
  connectors: readonly Connector[]
  customWallets: readonly WalletListing[]
  directory: readonly WalletListing[]
  query: string
  searched: boolean
}): WalletRowModel[] {
  const seen = new Set<string>()
  const rows: WalletRowModel[] = []
  for (const connector of input.connectors) {
    if (connector.type === 'AUTH' || !matches(connector.name, input.query)) continue
    rows.push({ key: `c:${connector.id}`, kind: 'connector', name: connector.name, connector })
    for (const id of [connector.id, connector.explorerId, connector.info?.rdns])
      if (id) seen.add(id)
  }
  const add = (listing: WalletListing, filter: boolean) => {
    if (seen.has(listing.id) || (listing.rdns && seen.has(listing.rdns))) return
    if (filter && !matches(listing.name, input.query)) return
    seen.add(listing.id)
    if (listing.rdns) seen.add(listing.rdns)
    rows.push({ key: `l:${listing.id}`, kind: 'listing', name: listing.name, listing })
  }
  for (const listing of input.customWallets) add(listing, true)
  for (const listing of input.directory) add(listing, !input.searched)
  return rows
}
