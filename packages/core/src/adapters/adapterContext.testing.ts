import type { CaipNetwork } from '../types/chain.js'
import type { AdapterContext, UniversalProviderLike } from './types.js'

/** An adapter context for the kernel's own tests (`@gangway/testing` has the public one). */
export function createTestAdapterContext(options: {
  networks: readonly CaipNetwork[]
  universalProvider?: UniversalProviderLike
}): AdapterContext & { abort(): void } {
  const lifetime = new AbortController()
  const getUniversalProvider = async () => {
    if (options.universalProvider) return options.universalProvider
    throw new Error('This test gives the adapter no WalletConnect provider.')
  }
  return {
    networks: options.networks,
    signal: lifetime.signal,
    logger: console,
    getUniversalProvider,
    pairWalletConnect: getUniversalProvider,
    abort: () => lifetime.abort(),
  }
}
