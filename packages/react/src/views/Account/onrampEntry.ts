import type { ActivityTransaction } from '@gangway/core/internal'
import { onrampProviderOf } from '@gangway/core/internal'
import type { OnRampProvider } from '@gangway/core/onramp'

/** What `onrampEntryName` answers for a purchase by a provider that is not one of the kit's. */
export const ONRAMP_UNKNOWN_PROVIDER = 'account.activity.unknownProvider' as const

/**
 * The on-ramp provider's name when the entry is a purchase's delivery: marked `onramp` by the
 * activity API (the transactions call's `onramp`), or received from a provider's delivery sender
 * (sources that do not know the parameter); `ONRAMP_UNKNOWN_PROVIDER` (the message id of 'an
 * on-ramp provider') when marked but not one of the kit's. Undefined for every other entry.
 */
export function onrampEntryName(
  providers: readonly OnRampProvider[],
  transaction: ActivityTransaction,
): string | undefined {
  const { metadata, transfers } = transaction
  const received = transfers.some((t) => t.direction === 'in')
  if (!received || transfers.some((t) => t.direction === 'out')) return undefined
  const provider = onrampProviderOf(providers, metadata.chain, metadata.sentFrom)
  if (provider) return provider.name
  return metadata.operationType === 'onramp' ? ONRAMP_UNKNOWN_PROVIDER : undefined
}
