import type { ChainNamespace } from '../../types/chain.js'
import type { Connector } from '../../types/connector.js'

/** Names that mean the same wallet (spec §3: 'Trust Wallet' is treated as 'Trust'). */
const CONNECTOR_NAME_ALIASES: Readonly<Record<string, string>> = { 'Trust Wallet': 'Trust' }

/** The name connectors are grouped by: 'Trust Wallet' reads as 'Trust', others unchanged. */
export function normalizeConnectorName(name: string): string {
  return CONNECTOR_NAME_ALIASES[name] ?? name
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>

/**
 * A frozen plain copy of a connector, as the store keeps it: only the `Connector` fields (an
 * adapter's provider object, or anything else a connector carries, stays with the adapter).
 */
export function sealConnector(connector: Connector): Connector {
  const info = connector.info
  const copy: Connector = {
    id: connector.id,
    name: connector.name,
    type: connector.type,
    chain: connector.chain,
    ...optional('imageUrl', connector.imageUrl),
    ...optional('imageId', connector.imageId),
    ...optional('explorerId', connector.explorerId),
    ...optional('installed', connector.installed),
    ...(info && {
      info: Object.freeze({
        ...optional('rdns', info.rdns),
        ...optional('name', info.name),
        ...optional('icon', info.icon),
      }),
    }),
    ...(connector.connectors && {
      connectors: Object.freeze(connector.connectors.map(sealConnector)) as Connector[],
    }),
  }
  return Object.freeze(copy)
}

/** Connector types whose one session spans chains: a merged group of them keeps the type. */
const SHARED_TYPES = ['AUTH', 'WALLET_CONNECT'] as const

const typeRank = (connector: Connector): number => (connector.type === 'ANNOUNCED' ? 1 : 0)

/**
 * De-duplicates one namespace's list: one entry per id (the later report wins), and one entry
 * per `info.rdns`, where an ANNOUNCED connector beats an INJECTED one for the same wallet.
 * The kept entry takes the position of the first one seen.
 */
export function dedupeConnectors(list: readonly Connector[]): Connector[] {
  const result: Connector[] = []
  for (const connector of list) {
    const rdns = connector.info?.rdns
    const index = result.findIndex(
      (kept) => kept.id === connector.id || (rdns !== undefined && kept.info?.rdns === rdns),
    )
    if (index === -1) {
      result.push(connector)
      continue
    }
    const kept = result[index] as Connector
    const sameWallet = kept.id !== connector.id
    if (!sameWallet || typeRank(connector) > typeRank(kept)) result[index] = connector
  }
  return result
}

/**
 * The merged view of spec §3: connectors with the same (normalised) name on different chains
 * become one MULTI_CHAIN entry — AUTH when they are auth connectors, WALLET_CONNECT when they are
 * all the WalletConnect pairing — holding a `connectors`
 * list (one per chain, first report wins). A name seen on one chain only stays as it is.
 * Namespaces are visited in the order given.
 */
export function mergeConnectors(
  byNamespace: Partial<Record<ChainNamespace, readonly Connector[]>>,
  order: readonly ChainNamespace[] = Object.keys(byNamespace) as ChainNamespace[],
): Connector[] {
  const groups = new Map<string, Connector[]>()
  for (const namespace of order) {
    for (const connector of byNamespace[namespace] ?? []) {
      const key = normalizeConnectorName(connector.name)
      const group = groups.get(key) ?? []
      if (!group.some((member) => member.chain === connector.chain)) group.push(connector)
      groups.set(key, group)
    }
  }
  const merged: Connector[] = []
  for (const [name, group] of groups) {
    const first = group[0] as Connector
    if (group.length === 1) {
      merged.push(first)
      continue
    }
    const entry: Connector = {
      id: first.id,
      name,
      // One pairing serves every chain: WalletConnect stays WALLET_CONNECT, like auth stays AUTH.
      type:
        SHARED_TYPES.find((type) => group.every((member) => member.type === type)) ?? 'MULTI_CHAIN',
      chain: first.chain,
      connectors: group,
    }
    if (first.imageUrl !== undefined) entry.imageUrl = first.imageUrl
    if (first.imageId !== undefined) entry.imageId = first.imageId
    if (first.explorerId !== undefined) entry.explorerId = first.explorerId
    if (first.info !== undefined) entry.info = first.info
    merged.push(entry)
  }
  return merged
}
