import type { UniversalProviderLike } from '../adapters/types.js'
import {
  loadUniversalProvider,
  type UniversalProviderInit,
  type UniversalProviderLoader,
} from './loadUniversalProvider.js'

/** `createKit({ walletConnect })`: how the kit's one UniversalProvider is made. */
export interface WalletConnectOptions {
  /** Defaults to the top-level `projectId`. A self-hosted relay needs none. */
  projectId?: string
  /** Defaults to the top-level `relayUrl` (ws or wss). */
  relayUrl?: string
  /**
   * Creates the provider. Defaults to a dynamic `import('@walletconnect/universal-provider')`
   * and `UniversalProvider.init(init)`; tests and hosts with their own build inject one here.
   */
  loadProvider?: UniversalProviderLoader
  /** WalletConnect's own telemetry. Default false. */
  telemetry?: boolean
  /**
   * Register the dapp's origin with WalletConnect's verify service before each proposal.
   * Default: true with WalletConnect's relay, false with a self-hosted `relayUrl`.
   */
  verify?: boolean
}

export interface UniversalProviderManager {
  /**
   * The kit's one UniversalProvider, created on the first call. Concurrent first calls share
   * one load; a failed load is forgotten so the next call tries again.
   */
  getUniversalProvider(): Promise<UniversalProviderLike>
  /** Whether a provider has been created (not merely requested). */
  isLoaded(): boolean
  /**
   * Forgets the provider (the kit is being torn down). A live session is left alone: tearing
   * down a kit is not the visitor disconnecting, and the session is restored by the next kit.
   */
  destroy(): void
}

/** One per kit: no provider, no import, no network until `getUniversalProvider` is called. */
export function createUniversalProviderManager(
  options: WalletConnectOptions & { metadata?: UniversalProviderInit['metadata'] } = {},
): UniversalProviderManager {
  const load = options.loadProvider ?? loadUniversalProvider
  let pending: Promise<UniversalProviderLike> | undefined
  let provider: UniversalProviderLike | undefined

  const init = (): UniversalProviderInit => {
    const value: UniversalProviderInit = {}
    if (options.projectId !== undefined) value.projectId = options.projectId
    if (options.relayUrl !== undefined) value.relayUrl = options.relayUrl
    if (options.metadata !== undefined) value.metadata = options.metadata
    value.telemetryEnabled = options.telemetry ?? false
    value.verify = options.verify ?? options.relayUrl === undefined
    return value
  }

  return {
    getUniversalProvider() {
      pending ??= Promise.resolve()
        .then(() => load(init()))
        .then(
          (created) => {
            provider = created
            return created
          },
          (error: unknown) => {
            pending = undefined
            throw error
          },
        )
      return pending
    },
    isLoaded: () => provider !== undefined,
    destroy() {
      pending = undefined
      provider = undefined
    },
  }
}
