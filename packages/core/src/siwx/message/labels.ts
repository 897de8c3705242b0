/** The account label of the message's first line, per CAIP-2 namespace (spec §3). */
const LABELS: Record<string, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
}

/** `eip155` → `Ethereum`; a namespace without a label is its own label. */
export function accountLabelOf(namespace: string): string {
  return LABELS[namespace] ?? namespace
}

/**
 * `Ethereum` → `eip155`; any other label is taken as the namespace itself, except a namespace
 * that has a label of its own (`eip155` is written `Ethereum`): undefined.
 */
export function namespaceOfLabel(label: string): string | undefined {
  for (const [namespace, known] of Object.entries(LABELS)) if (known === label) return namespace
  return label in LABELS ? undefined : label
}
