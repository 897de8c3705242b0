import type { ChainNamespace } from '@gangway/core'

/** How a chain family is named to visitors. */
export const NAMESPACE_LABELS: Record<ChainNamespace, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
}
