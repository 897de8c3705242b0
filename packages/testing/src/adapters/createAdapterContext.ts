import {
  type AdapterContext,
  BUILT_IN_FAMILIES,
  buildOptionalNamespaces,
  type CaipNetwork,
  type ChainFamily,
  createFamilyRegistry,
  type UniversalProviderLike,
} from '@gangway/core/adapter'

export interface TestAdapterContext extends AdapterContext {
  /** Aborts `signal`, as the kit does when the adapter is removed or the kit destroyed. */
  abort(): void
}

/**
 * An `AdapterContext` for an adapter under test, as `createKit` builds one: the networks, a
 * signal to abort, a logger (console), and WalletConnect access that fails unless a provider is
 * given. With a provider, `pairWalletConnect` proposes a session for every family of `networks`
 * (built-in, plus `families`) when there is none, as the kit's one pairing does.
 */
export function createAdapterContext(options: {
  networks: readonly CaipNetwork[]
  universalProvider?: UniversalProviderLike
  pairWalletConnect?: () => Promise<UniversalProviderLike>
  families?: readonly ChainFamily[]
  projectId?: string
  logger?: AdapterContext['logger']
}): TestAdapterContext {
  const lifetime = new AbortController()
  const getUniversalProvider = async () => {
    if (options.universalProvider) return options.universalProvider
    throw new Error('This test gives the adapter no WalletConnect provider.')
  }
  const families = createFamilyRegistry([...BUILT_IN_FAMILIES, ...(options.families ?? [])])
  const pair = async () => {
    const provider = await getUniversalProvider()
    if (!provider.session) {
      await provider.connect({
        optionalNamespaces: buildOptionalNamespaces(options.networks, families.get),
      })
    }
    return provider
  }
  return {
    networks: options.networks,
    signal: lifetime.signal,
    logger: options.logger ?? console,
    getUniversalProvider,
    pairWalletConnect: options.pairWalletConnect ?? pair,
    ...(options.projectId !== undefined && { projectId: options.projectId }),
    abort: () => lifetime.abort(),
  }
}
