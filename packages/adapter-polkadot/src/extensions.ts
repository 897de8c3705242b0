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

/**
 * The icon an extension's `window.injectedWeb3` entry announces beside `version` and `enable`
 * (the standard has no icon; an extension may add one as a string), or undefined. The kit loads
 * only safe image URLs from it.
 */
export function injectedExtensionIcon(key: string): string | undefined {
  if (typeof window === 'undefined') return undefined
  const injected = (window as { injectedWeb3?: Record<string, unknown> }).injectedWeb3
  const entry = injected?.[key]
  const icon = entry && typeof entry === 'object' ? (entry as { icon?: unknown }).icon : undefined
  return typeof icon === 'string' && icon !== '' ? icon : undefined
}

/** One connector per injected extension (INJECTED, polkadot), with its icon when it has one. */
export function toPolkadotConnector(key: string, names: Readonly<Record<string, string>> = {}) {
  const name = names[key] ?? KNOWN_EXTENSION_NAMES[key] ?? titleCase(key)
  const icon = injectedExtensionIcon(key)
  return {
    id: key,
    name,
    type: 'INJECTED',
    chain: 'polkadot',
    info: icon ? { name, icon } : { name },
    installed: true,
  } satisfies Connector
}
