import type { UniversalProviderLike } from '../adapters/types.js'
import { isKitError, type KitError } from '../errors/KitError.js'
import {
  importUniversalProvider,
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
   * The kit owns what it returns: `kit.destroy()` closes its relay connection and heartbeat
   * (its session stays stored).
   */
  loadProvider?: UniversalProviderLoader
  /** WalletConnect's own telemetry. Default false. */
  telemetry?: boolean
  /**
   * Register the dapp's origin with WalletConnect's verify service before each proposal.
   * Default: true with WalletConnect's relay, false with a self-hosted `relayUrl`.
   */
  verify?: boolean
  /**
   * How long a request to the wallet over WalletConnect (sign, send) of the kit's WalletConnect
   * adapter waits for an answer before it fails with KitError('WALLET_TIMEOUT'). Default
   * TIMING.WALLET_REQUEST_TIMEOUT_MS (5 minutes).
   */
  requestTimeoutMs?: number
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
   * Whether pairing can work: with the default loader, imports the package (no init, no
   * network) and answers false when it is missing (calling `onMissing`); with the host's own
   * `loadProvider`, true (only a load can tell). Never rejects.
   */
  checkInstalled(): Promise<boolean>
  /**
   * Forgets the provider (the kit is being torn down) and closes its relay connection and
   * heartbeat (also of one still loading), so nothing of it is left running. A live session is
   * left alone: tearing down a kit is not the visitor disconnecting, and the session is
   * restored by the next kit.
   */
  destroy(): void
}

interface ClosableProvider {
  client?: {
    core?: {
      relayer?: { transportClose?: () => Promise<unknown> }
      heartbeat?: { stop?: () => void }
    }
  }
}

/**
 * Closes a WalletConnect provider's relay socket (WalletConnect does not reopen an explicitly
 * closed one on its own) and stops its heartbeat. Its stored session is untouched. Never throws.
 */
function closeTransport(provider: UniversalProviderLike): void {
  const core = (provider as ClosableProvider).client?.core
  try {
    core?.relayer?.transportClose?.()?.catch(() => {})
  } catch {
    // Already closed, or not a WalletConnect provider: nothing runs.
  }
  try {
    core?.heartbeat?.stop?.()
  } catch {
    // As above.
  }
}

/** One per kit: no provider, no import, no network until `getUniversalProvider` is called. */
export function createUniversalProviderManager(
  options: WalletConnectOptions & {
    metadata?: UniversalProviderInit['metadata']
    /** A load or check found `@walletconnect/universal-provider` missing (OPTIONAL_PEER_MISSING). */
    onMissing?: (error: KitError) => void
  } = {},
): UniversalProviderManager {
  const load: UniversalProviderLoader = options.loadProvider ?? loadUniversalProvider
  const missing = (error: unknown) => {
    if (isKitError(error, 'OPTIONAL_PEER_MISSING')) options.onMissing?.(error)
  }
  let pending: Promise<UniversalProviderLike> | undefined
  let provider: UniversalProviderLike | undefined
  let destroyed = false

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
            missing(error)
            throw error
          },
        )
      return pending
    },
    isLoaded: () => provider !== undefined,
    async checkInstalled() {
      if (options.loadProvider || provider) return true
      try {
        await importUniversalProvider()
        return true
      } catch (error) {
        missing(error)
        return !isKitError(error, 'OPTIONAL_PEER_MISSING')
      }
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      if (provider) closeTransport(provider)
      else pending?.then(closeTransport, () => {})
      pending = undefined
      provider = undefined
    },
  }
}
