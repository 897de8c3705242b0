import type { UniversalProviderLike } from '../adapters/types.js'
import { importOptionalPeer } from './optionalPeer.js'
import {
  UNIVERSAL_PROVIDER_FEATURE,
  UNIVERSAL_PROVIDER_PACKAGE,
  universalProviderMissing,
} from './universalProviderPeer.js'

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

interface UniversalProviderClass {
  init(options: UniversalProviderInit): Promise<UniversalProviderLike>
}

interface UniversalProviderModule {
  default?: UniversalProviderClass | { default?: UniversalProviderClass }
  UniversalProvider?: UniversalProviderClass
}

/**
 * The UniversalProvider class of the imported module. Bundlers load the ESM build (default
 * export: the class); Node loads the CommonJS build, whose `default` is the exports object.
 */
function providerClass(module: UniversalProviderModule): UniversalProviderClass | undefined {
  const candidates: (() => unknown)[] = [
    () => module.default,
    () => module.UniversalProvider,
    () => (module.default as { default?: unknown } | undefined)?.default,
  ]
  for (const candidate of candidates) {
    const value = candidate() as UniversalProviderClass | undefined
    if (typeof value?.init === 'function') return value
  }
  return undefined
}

/**
 * Imports `@walletconnect/universal-provider` (the literal specifier, for bundlers to see and split
 * into its own chunk) and finds its class; nothing is initialised, nothing touches the network.
 * The package is an optional peer: when the app does not have it (or its bundler left it out as
 * an empty module), this rejects with KitError('OPTIONAL_PEER_MISSING').
 */
export async function importUniversalProvider(): Promise<UniversalProviderClass> {
  const module: UniversalProviderModule = await importOptionalPeer(
    UNIVERSAL_PROVIDER_PACKAGE,
    UNIVERSAL_PROVIDER_FEATURE,
    () =>
      import(
        // A literal (for bundlers); `as string` keeps tsc from needing the optional package's types.
        '@walletconnect/universal-provider' as string
      ),
  )
  const UniversalProvider = providerClass(module)
  if (!UniversalProvider) throw universalProviderMissing()
  return UniversalProvider
}

/**
 * The default loader: `importUniversalProvider()` run on first use, so the package is only
 * fetched by kits that pair, then `UniversalProvider.init`.
 */
export const loadUniversalProvider: UniversalProviderLoader = async (init) => {
  const UniversalProvider = await importUniversalProvider()
  const { verify, ...options } = init
  const provider = await UniversalProvider.init(options)
  if (verify === false) {
    const service = (provider as { client?: { core?: { verify?: VerifyLike } } }).client?.core
      ?.verify
    if (service) service.register = async () => ''
  }
  return provider
}
