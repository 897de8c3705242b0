import type { Connector } from '../types/connector.js'

export type ConnectMethod = 'email' | 'social' | 'wallet'

export const CONNECT_METHODS: readonly ConnectMethod[] = ['email', 'social', 'wallet']

/** Spec §2: the default order. */
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']
/** Spec §2: the order when an injected or announced wallet is usable. */
export const WALLET_FIRST_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = [
  'wallet',
  'email',
  'social',
]

/**
 * An injected or announced wallet the visitor can use right now: an announced (EIP-6963 /
 * wallet-standard) wallet always, an injected one only when it is installed.
 */
export function isUsableBrowserWallet(connector: Connector): boolean {
  if (connector.type === 'ANNOUNCED') return true
  if (connector.type === 'INJECTED') return connector.installed === true
  if (connector.type === 'MULTI_CHAIN')
    return (connector.connectors ?? []).some(isUsableBrowserWallet)
  return false
}

/**
 * The order of the connect methods (spec §2): the host's `features.connectMethodsOrder` when
 * set; otherwise wallet, email, social if an injected or announced wallet is usable; otherwise
 * email, social, wallet.
 */
export function getConnectMethodsOrder(input: {
  connectMethodsOrder?: readonly ConnectMethod[]
  connectors?: readonly Connector[]
  isUsable?: (connector: Connector) => boolean
}): ConnectMethod[] {
  if (input.connectMethodsOrder?.length) return [...input.connectMethodsOrder]
  const isUsable = input.isUsable ?? isUsableBrowserWallet
  const walletFirst = (input.connectors ?? []).some(isUsable)
  return [...(walletFirst ? WALLET_FIRST_CONNECT_METHODS_ORDER : DEFAULT_CONNECT_METHODS_ORDER)]
}
