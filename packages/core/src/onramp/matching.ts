// Which providers sell where, and whose deliveries a transaction is: small and dependency-free, so
// the kernel (Buy's gating, the transactions call's \`onramp\` parameter) carries only this.
import type { OnRampProvider } from './types.js'

/** The providers that sell on the network (CAIP-2 id), in the host's order. */
export function onrampProvidersFor(
  providers: readonly OnRampProvider[],
  network: string | undefined,
): OnRampProvider[] {
  if (!network) return []
  return providers.filter((provider) => (provider.assets[network]?.length ?? 0) > 0)
}

/** Whether a provider's delivery: sent from one of its listed addresses on that network. */
export function isOnRampDelivery(
  provider: OnRampProvider,
  network: string,
  sentFrom: string,
): boolean {
  const from = sentFrom.toLowerCase()
  return (
    provider.deliveries?.senders[network]?.some((sender) => sender.toLowerCase() === from) ?? false
  )
}

/** The provider whose delivery this is (see `isOnRampDelivery`), if any. */
export function onrampProviderOf(
  providers: readonly OnRampProvider[],
  network: string,
  sentFrom: string,
): OnRampProvider | undefined {
  return providers.find((provider) => isOnRampDelivery(provider, network, sentFrom))
}

/** Every delivery sender of the providers on the network (the transactions call's `onramp`). */
export function onrampSenders(providers: readonly OnRampProvider[], network: string): string[] {
  return [
    ...new Set(
      providers.flatMap((p) => p.deliveries?.senders[network] ?? []).map((s) => s.toLowerCase()),
    ),
  ]
}
