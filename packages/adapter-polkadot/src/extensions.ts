import type { Connector } from '@gangway/core/adapter'

/** Display names of well-known extensions, by their key in `window.injectedWeb3`. */
export const KNOWN_EXTENSION_NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  polkagate: 'PolkaGate',
  'gangway-test': 'Gangway Test Extension',
}

/** 'my-wallet' → 'My Wallet'. */
const titleCase = (key: string) =>
  key
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ')

/** The extensions injected in this page (`window.injectedWeb3`); none without a window. */
export function injectedExtensionKeys(): string[] {
  if (typeof window === 'undefined') return []
  const injected = (window as { injectedWeb3?: Record<string, unknown> }).injectedWeb3
  return injected && typeof injected === 'object' ? Object.keys(injected) : []
}

/** True when the extension with this key is injected in the page. */
export function isExtensionInjected(key: string): boolean {
  return injectedExtensionKeys().includes(key)
}

/** One connector per injected extension (INJECTED, polkadot). */
export function toPolkadotConnector(key: string, names: Readonly<Record<string, string>> = {}) {
  const name = names[key] ?? KNOWN_EXTENSION_NAMES[key] ?? titleCase(key)
  return {
    id: key,
    name,
    type: 'INJECTED',
    chain: 'polkadot',
    info: { name },
    installed: true,
  } satisfies Connector
}
