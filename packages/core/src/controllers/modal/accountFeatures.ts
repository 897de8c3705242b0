import { DEFAULT_FEATURES, SWAP } from '../../constants.js'
import type { ChainNamespace } from '../../types/chain.js'

export type AccountFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/** Spec §2: account features, in order. */
export const ACCOUNT_FEATURES_ORDER: readonly AccountFeature[] = [
  'onramp',
  'swaps',
  'receive',
  'send',
]

/** Spec §9: on-ramp for eip155 and solana. */
export const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
/** Spec §9 (send flow, §4): send for eip155 and solana. */
export const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** Swaps run only on the swap-supported eip155 network ids of spec §9. */
export function isSwapSupported(namespace: ChainNamespace | undefined, chainId: unknown): boolean {
  if (namespace !== 'eip155') return false
  const id = typeof chainId === 'string' ? Number(chainId) : chainId
  return (SWAP.SUPPORTED_EIP155_CHAIN_IDS as readonly unknown[]).includes(id)
}

export function isAccountFeatureSupported(
  feature: AccountFeature,
  namespace: ChainNamespace | undefined,
  chainId?: number | string,
): boolean {
  if (!namespace) return false
  switch (feature) {
    case 'onramp':
      return ONRAMP_NAMESPACES.includes(namespace)
    case 'swaps':
      return isSwapSupported(namespace, chainId)
    case 'send':
      return SEND_NAMESPACES.includes(namespace)
    case 'receive':
      return true
  }
}

/**
 * The account features to show, in the order onramp, swaps, receive, send: each only when its
 * feature flag is on (an unset flag takes its spec §9 default) and the active namespace (and, for swaps, network) supports it.
 */
export function getAccountFeatures(input: {
  features: Partial<Record<AccountFeature, boolean>>
  namespace: ChainNamespace | undefined
  /** The active network's id within its namespace (e.g. 1 or '1' for eip155:1). */
  chainId?: number | string
}): AccountFeature[] {
  return ACCOUNT_FEATURES_ORDER.filter(
    (feature) =>
      (input.features[feature] ?? DEFAULT_FEATURES[feature]) &&
      isAccountFeatureSupported(feature, input.namespace, input.chainId),
  )
}
