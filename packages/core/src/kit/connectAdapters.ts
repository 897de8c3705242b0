import type { AdapterRegistry } from '../adapters/registry.js'
import type { AdapterContext, ChainAdapter, UniversalProviderLike } from '../adapters/types.js'
import type { ChainController } from '../controllers/chain/chainController.js'
import { followAdapterEvents } from '../controllers/connection/adapterEvents.js'
import { describeError } from '../controllers/connection/connectError.js'
import type {
  ConnectionController,
  KitLogger,
} from '../controllers/connection/connectionController.js'
import type { ConnectorsController } from '../controllers/connectors/connectorsController.js'
import type { FamilyRegistry } from '../families/registry.js'
import type { ChainFamily } from '../families/types.js'
import type { ChainNamespace } from '../types/chain.js'

export interface AdapterLinks {
  /** Sets every adapter up (each settled on its own) and lists its connectors. */
  setUp(): Promise<void>
  /** Stops following one adapter, drops its connectors, destroys it. */
  remove(namespace: ChainNamespace): Promise<void>
  /** Stops following every adapter and destroys them all. */
  destroy(): Promise<void>
}

/**
 * The kit's side of its adapters: follows each adapter's events, sets it up with its family's
 * networks and a signal that is aborted when it is removed or the kit destroyed, and destroys
 * it at the end.
 */
export function connectAdapters(deps: {
  adapters: AdapterRegistry
  /**
   * Families of the host's networks that no host adapter serves: each gets the universal
   * adapter (WalletConnect only), imported on set-up, so a page whose adapters cover every
   * network never downloads it.
   */
  universalFamilies: readonly ChainFamily[]
  chain: ChainController
  connectors: ConnectorsController
  connection: ConnectionController
  families: FamilyRegistry
  logger: KitLogger
  projectId: string | undefined
  getUniversalProvider: () => Promise<UniversalProviderLike>
  pairWalletConnect: () => Promise<UniversalProviderLike>
  /** The universal adapters' time limit for a request to the wallet. */
  requestTimeoutMs?: number | undefined
  /** The embedded wallet's provider per namespace (`embeddedWallet` set), once its module loaded. */
  embedded?: Promise<{ providers: Partial<Record<ChainNamespace, object>> } | undefined>
}): AdapterLinks {
  const { adapters, chain, connectors, logger } = deps
  const followed = new Map<ChainNamespace, () => void>()
  let stopped = false

  const follow = (adapter: ChainAdapter) =>
    followed.set(adapter.family.namespace, followAdapterEvents(adapter, deps))
  for (const adapter of adapters.all()) follow(adapter)

  const addUniversalAdapters = async () => {
    if (deps.universalFamilies.length === 0) return
    const { UniversalAdapter } = await import('../adapters/UniversalAdapter.js')
    if (stopped) return
    for (const family of deps.universalFamilies) {
      const adapter = new UniversalAdapter({ family, requestTimeoutMs: deps.requestTimeoutMs })
      adapters.add(adapter)
      follow(adapter)
    }
  }

  const setUpOne = async (adapter: ChainAdapter) => {
    const namespace = adapter.family.namespace
    const signal = adapters.signal(namespace)
    if (!signal || signal.aborted) return
    // The embedded wallet's module failing to load leaves the adapter without the AUTH connector.
    const authProvider =
      deps.embedded && (await deps.embedded.catch(() => undefined))?.providers[namespace]
    const context: AdapterContext = {
      networks: chain.getNetworks(namespace),
      signal,
      logger,
      getUniversalProvider: deps.getUniversalProvider,
      pairWalletConnect: deps.pairWalletConnect,
      ...(deps.projectId !== undefined && { projectId: deps.projectId }),
      ...(authProvider && { authProvider }),
    }
    try {
      await adapter.setup(context)
    } catch (error) {
      // A broken adapter lists no wallets; the other families go on. A connect through it
      // says why (AdapterRegistry.require), not 'Connector not found'.
      logger.error(`The ${namespace} adapter failed to set up:`, describeError(error))
      adapters.setupFailed(namespace, error)
      return
    }
    if (!signal.aborted) connectors.setConnectors(namespace, adapter.getConnectors())
  }

  const unfollow = (namespace: ChainNamespace) => {
    followed.get(namespace)?.()
    followed.delete(namespace)
  }

  return {
    async setUp() {
      try {
        await addUniversalAdapters()
      } catch (error) {
        logger.error('The WalletConnect adapter failed to load:', describeError(error))
      }
      await Promise.all(adapters.all().map(setUpOne))
    },
    async remove(namespace) {
      unfollow(namespace)
      connectors.setConnectors(namespace, [])
      await adapters.remove(namespace)
    },
    async destroy() {
      stopped = true
      for (const namespace of [...followed.keys()]) unfollow(namespace)
      await adapters.clear()
    },
  }
}
