import { DEFAULT_FEATURES } from '../../constants.js'
import type { ChainFamily } from '../../families/types.js'

export type AccountFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/** Spec §2: account features, in order. */
export const ACCOUNT_FEATURES_ORDER: readonly AccountFeature[] = [
  'onramp',
  'swaps',
  'receive',
  'send',
]

/**
 * Whether the family offers a feature (spec §9: on-ramp and send for eip155 and solana, swaps
 * on the swap-supported eip155 networks, receive everywhere), as its descriptor says.
 */
export function isAccountFeatureSupported(
  feature: AccountFeature,
  family: ChainFamily | undefined,
  chainId?: number | string,
): boolean {
  if (!family) return false
  switch (feature) {
    case 'onramp':
      return family.features?.onramp === true
    case 'swaps':
      return chainId !== undefined && (family.features?.swaps?.(String(chainId)) ?? false)
    case 'send':
      return family.features?.send === true
    case 'receive':
      return true
  }
}

/**
 * The account features to show, in the order onramp, swaps, receive, send: each only when its
 * feature flag is on (an unset flag takes its spec §9 default) and the active family (and, for
 * swaps, network) supports it.
 */
export function getAccountFeatures(input: {
  features: Partial<Record<AccountFeature, boolean>>
  /** The active namespace's family. */
  family: ChainFamily | undefined
  /** The active network's id within its namespace (e.g. 1 or '1' for eip155:1). */
  chainId?: number | string
}): AccountFeature[] {
  return ACCOUNT_FEATURES_ORDER.filter(
    (feature) =>
      (input.features[feature] ?? DEFAULT_FEATURES[feature]) &&
      isAccountFeatureSupported(feature, input.family, input.chainId),
  )
}
