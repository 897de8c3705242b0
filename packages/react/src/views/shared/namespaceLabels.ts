import type { ChainNamespace } from '@gangway/core/adapter'

/** How a chain family is named to visitors. */
export const NAMESPACE_LABELS: Record<ChainNamespace, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
}

/** A family's name for visitors; an unknown namespace shows as itself. */
export const namespaceLabel = (namespace: string): string =>
  NAMESPACE_LABELS[namespace as ChainNamespace] ?? namespace
