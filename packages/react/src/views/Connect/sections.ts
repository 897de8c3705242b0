import type { WalletListing } from '@gangway/core'
import type { Connector } from '@gangway/core/adapter'
import type { RecentWallet } from '@gangway/core/internal'
import {
  type ConnectorTypeOrderEntry,
  connectorSection,
  orderConnectorTypes,
} from '@gangway/core/ui'
import type { ConnectId } from '../../i18n/messages/en/index.js'

export type WalletEntry =
  | {
      key: string
      section: ConnectorTypeOrderEntry
      kind: 'connector'
      name: string
      connector: Connector
      /** The tag's message id ('Recent', 'Installed', …). */
      tag?: ConnectId
    }
  | {
      key: string
      section: ConnectorTypeOrderEntry
      kind: 'listing'
      name: string
      listing: WalletListing
      tag?: ConnectId
    }

export interface SectionInput {
  /** The connectors the view lists (merged across chains, or filtered to one namespace). */
  connectors: readonly Connector[]
  recentWallets: readonly RecentWallet[]
  /** Directory listings of recent wallets (paired by WalletConnect), newest first. */
  recentListings?: readonly WalletListing[]
  customWallets: readonly WalletListing[]
  featured: readonly WalletListing[]
  recommended: readonly WalletListing[]
  /** The host's `features.connectorTypeOrder`. */
  hostOrder?: readonly ConnectorTypeOrderEntry[]
}

const rdnsOf = (connector: Connector): string | undefined =>
  connector.info?.rdns ?? connector.connectors?.find((member) => member.info?.rdns)?.info?.rdns

const SECTION_TAG: Partial<Record<ConnectorTypeOrderEntry, ConnectId>> = {
  walletConnect: 'connect.tagQrCode',
  recent: 'connect.tagRecent',
  injected: 'connect.tagInstalled',
}

/**
 * The wallet entries of the Connect view in the connector type order of spec §9 (walletConnect,
 * recent, injected, featured, custom, external, recommended — the host's order first). Each
 * wallet appears once: a recent wallet that is installed is listed under recent; a directory
 * wallet that is installed, custom or already shown is not repeated. AUTH connectors are left to
 * the email / social part of the view.
 */
export function buildWalletEntries(input: SectionInput): WalletEntry[] {
  const shown = new Set<string>()
  const seen = (...ids: (string | null | undefined)[]) => ids.some((id) => id && shown.has(id))
  const mark = (...ids: (string | null | undefined)[]) => {
    for (const id of ids) if (id) shown.add(id)
  }

  const bySection: Record<ConnectorTypeOrderEntry, WalletEntry[]> = {
    walletConnect: [],
    recent: [],
    injected: [],
    featured: [],
    custom: [],
    external: [],
    recommended: [],
  }
  const connectorEntry = (connector: Connector, section: ConnectorTypeOrderEntry): WalletEntry => {
    const entry: WalletEntry = {
      key: `${section}:${connector.id}`,
      section,
      kind: 'connector',
      name: connector.name,
      connector,
    }
    const tag = SECTION_TAG[section]
    if (tag) entry.tag = tag
    return entry
  }

  const usable = input.connectors.filter((connector) => connectorSection(connector) !== undefined)
  // Recent wallets, newest first: an installed one as its connector, a wallet paired through
  // WalletConnect as its directory listing.
  for (const recent of input.recentWallets) {
    const match = usable.find(
      (connector) =>
        connector.id === recent.id ||
        connector.explorerId === recent.id ||
        (recent.rdns !== undefined && rdnsOf(connector) === recent.rdns),
    )
    if (match) {
      if (seen(match.id)) continue
      const section = connectorSection(match)
      if (section !== 'injected' && section !== 'external') continue
      bySection.recent.push(connectorEntry(match, 'recent'))
      mark(match.id, match.explorerId, rdnsOf(match))
      continue
    }
    const listing = input.recentListings?.find((candidate) => candidate.id === recent.id)
    if (!listing || seen(listing.id, listing.rdns)) continue
    bySection.recent.push({
      key: `recent:${listing.id}`,
      section: 'recent',
      kind: 'listing',
      name: listing.name,
      listing,
      tag: 'connect.tagRecent',
    })
    mark(listing.id, listing.rdns)
  }
  for (const connector of usable) {
    if (seen(connector.id)) continue
    const section = connectorSection(connector) as ConnectorTypeOrderEntry
    bySection[section].push(connectorEntry(connector, section))
    mark(connector.id, connector.explorerId, rdnsOf(connector))
  }
  const addListings = (section: ConnectorTypeOrderEntry, listings: readonly WalletListing[]) => {
    for (const listing of listings) {
      if (seen(listing.id, listing.rdns)) continue
      bySection[section].push({
        key: `${section}:${listing.id}`,
        section,
        kind: 'listing',
        name: listing.name,
        listing,
      })
      mark(listing.id, listing.rdns)
    }
  }
  addListings('featured', input.featured)
  addListings('custom', input.customWallets)
  addListings('recommended', input.recommended)

  const counts = Object.fromEntries(
    Object.entries(bySection).map(([section, entries]) => [section, entries.length]),
  ) as Record<ConnectorTypeOrderEntry, number>
  return orderConnectorTypes(counts, input.hostOrder).flatMap((section) => bySection[section])
}

/**
 * How many wallets Connect lists above email and social when the wallets come first (spec §2's
 * connect-method order: wallet, email, social once a wallet is usable): with "All wallets" under
 * them, email and social stay on the first screen (a 680 px card on a 1280 × 800 desktop, the
 * 390 × 844 phone's sheet), as AppKit keeps them. The visitor's own wallets are always listed.
 */
export const WALLETS_BEFORE_METHODS = 4

/** Sections always listed in full: the pairing entry and the visitor's own wallets. */
const ALWAYS_LISTED: ReadonlySet<ConnectorTypeOrderEntry> = new Set([
  'walletConnect',
  'recent',
  'injected',
])

/**
 * The wallet entries Connect lists: all of them, unless email or social login follows the list
 * and "All wallets" (which lists every installed and directory wallet) is there for the rest;
 * then WalletConnect, the recent and the installed wallets, and suggestions (featured, custom,
 * wallet apps, recommended) up to WALLETS_BEFORE_METHODS entries in all, in the connector type
 * order.
 */
export function listedWalletEntries(
  entries: readonly WalletEntry[],
  { methodsFollow, allWallets }: { methodsFollow: boolean; allWallets: boolean },
): readonly WalletEntry[] {
  if (!methodsFollow || !allWallets) return entries
  let room = WALLETS_BEFORE_METHODS - entries.filter((e) => ALWAYS_LISTED.has(e.section)).length
  return entries.filter((entry) => ALWAYS_LISTED.has(entry.section) || room-- > 0)
}
