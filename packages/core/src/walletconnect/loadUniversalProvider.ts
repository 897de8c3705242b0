import type { UniversalProviderLike } from '../adapters/types.js'

/** What the kit passes to `UniversalProvider.init` (and to a host's own loader). */
export interface UniversalProviderInit {
  projectId?: string
  relayUrl?: string
  metadata?: { name: string; description: string; url: string; icons: string[] }
  /** WalletConnect's own telemetry (events sent to its cloud). The kit sets false. */
  telemetryEnabled?: boolean
  /**
   * false: the dapp does not register its origin with WalletConnect's verify service before a
   * proposal (the default with a self-hosted relay, where that service is not reachable and the
   * proposal would wait for its 5 s timeout).
   */
  verify?: boolean
}

interface VerifyLike {
  register?: (...args: unknown[]) => Promise<string>
}

/** Loads and initialises a UniversalProvider. Inject your own via `walletConnect.loadProvider`. */
export type UniversalProviderLoader = (
  init: UniversalProviderInit,
) => Promise<UniversalProviderLike>

interface UniversalProviderModule {
  default?: { init(options: UniversalProviderInit): Promise<UniversalProviderLike> }
  UniversalProvider?: { init(options: UniversalProviderInit): Promise<UniversalProviderLike> }
}

/**
 * The default loader: a dynamic `import('@walletconnect/universal-provider')` run on first use,
 * so the package is only fetched by kits that pair. The specifier is a literal so bundlers see
 * it and split it into its own chunk.
 */
export const loadUniversalProvider: UniversalProviderLoader = async (init) => {
  const module: UniversalProviderModule = await import(
    // A literal (for bundlers); `as string` keeps tsc from needing the optional package's types.
    '@walletconnect/universal-provider' as string
  )
  const UniversalProvider = module.default ?? module.UniversalProvider
  if (!UniversalProvider) throw new Error('@walletconnect/universal-provider has no export')
  const { verify, ...options } = init
  const provider = await UniversalProvider.init(options)
  if (verify === false) {
    const service = (provider as { client?: { core?: { verify?: VerifyLike } } }).client?.core
      ?.verify
    if (service) service.register = async () => ''
  }
  return provider
}
