import { DEFAULT_FEATURES } from '../../constants.js'
import type { ChainFamily } from '../../families/types.js'
import { onrampProvidersFor } from '../../onramp/matching.js'
import type { OnRampProvider } from '../../onramp/types.js'

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

/** What decides whether swaps are offered, beyond the family: the operator's swap API. */
export interface SwapAvailability {
  /** The kit's `swapApiUrl`: without a swap API there is no Swap button (never a dead end). */
  swapApiUrl?: string | undefined
  /** The kit's `swapNetworks`: CAIP-2 ids served beyond spec §9's swap-supported list. */
  swapNetworks?: readonly string[] | undefined
}

/**
 * Whether the Swap flow can run on the network: a swap API is configured, and the family swaps
 * there (spec §9's swap-supported eip155 ids) or the operator lists the network in
 * `swapNetworks` (a family without swaps at all never does).
 */
export function isSwapAvailable(
  family: ChainFamily | undefined,
  chainId: number | string | undefined,
  availability: SwapAvailability,
): boolean {
  const swaps = family?.features?.swaps
  if (!availability.swapApiUrl || !swaps || chainId === undefined) return false
  const reference = String(chainId)
  return (
    swaps(reference) ||
    (availability.swapNetworks?.includes(`${family.namespace}:${reference}`) ?? false)
  )
}

/**
 * The account features to show, in the order onramp, swaps, receive, send: each only when its
 * feature flag is on (an unset flag takes its spec §9 default) and the active family (and, for
 * swaps, network) supports it. Swaps also need the kit's swap API (`isSwapAvailable`).
 */
export function getAccountFeatures(
  input: SwapAvailability & {
    features: Partial<Record<AccountFeature, boolean>>
    /** The active namespace's family. */
    family: ChainFamily | undefined
    /** The active network's id within its namespace (e.g. 1 or '1' for eip155:1). */
    chainId?: number | string
    /**
     * The kit's `onrampProviders` (Buy only where one of them sells: never a dead end; none set:
     * no Buy).
     */
    onrampProviders?: readonly OnRampProvider[]
  },
): AccountFeature[] {
  return ACCOUNT_FEATURES_ORDER.filter(
    (feature) =>
      (input.features[feature] ?? DEFAULT_FEATURES[feature]) &&
      (feature === 'swaps'
        ? isSwapAvailable(input.family, input.chainId, input)
        : isAccountFeatureSupported(feature, input.family, input.chainId)) &&
      (feature !== 'onramp' || isOnRampServed(input)),
  )
}

/** Whether a provider sells on the active network (true when the caller passes no providers). */
function isOnRampServed(input: {
  family: ChainFamily | undefined
  chainId?: number | string
  onrampProviders?: readonly OnRampProvider[]
}): boolean {
  if (!input.onrampProviders) return true
  if (!input.family || input.chainId === undefined) return false
  const network = `${input.family.namespace}:${input.chainId}`
  return onrampProvidersFor(input.onrampProviders, network).length > 0
}
