import type { AdapterContext, CaipNetwork, UniversalProviderLike } from '@gangway/core/adapter'

export interface TestAdapterContext extends AdapterContext {
  /** Aborts `signal`, as the kit does when the adapter is removed or the kit destroyed. */
  abort(): void
}

/**
 * An `AdapterContext` for an adapter under test, as `createKit` builds one: the networks, a
 * signal to abort, a logger (console), and WalletConnect access that fails unless a provider is
 * given.
 */
export function createAdapterContext(options: {
  networks: readonly CaipNetwork[]
  universalProvider?: UniversalProviderLike
  pairWalletConnect?: () => Promise<UniversalProviderLike>
  projectId?: string
  logger?: AdapterContext['logger']
}): TestAdapterContext {
  const lifetime = new AbortController()
  const getUniversalProvider = async () => {
    if (options.universalProvider) return options.universalProvider
    throw new Error('This test gives the adapter no WalletConnect provider.')
  }
  return {
    networks: options.networks,
    signal: lifetime.signal,
    logger: options.logger ?? console,
    getUniversalProvider,
    pairWalletConnect: options.pairWalletConnect ?? getUniversalProvider,
    ...(options.projectId !== undefined && { projectId: options.projectId }),
    abort: () => lifetime.abort(),
  }
}
