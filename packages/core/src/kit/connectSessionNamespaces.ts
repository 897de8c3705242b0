import type { AdapterRegistry } from '../adapters/registry.js'
import type { UniversalProviderLike } from '../adapters/types.js'
import type { ChainController } from '../controllers/chain/chainController.js'
import { describeError } from '../controllers/connection/connectError.js'
import type {
  ConnectionController,
  KitLogger,
} from '../controllers/connection/connectionController.js'
import type { ConnectorsController } from '../controllers/connectors/connectorsController.js'
import type { ChainNamespace } from '../types/chain.js'
import { sessionNamespaces } from '../walletconnect/namespaces.js'

/**
 * One WalletConnect pairing serves every namespace: once `paired` is connected, connects the
 * session's other namespaces that are still disconnected, each through its adapter's
 * WalletConnect connector. A namespace that fails is logged and left disconnected.
 */
export function createSessionNamespaceConnector(deps: {
  getUniversalProvider(): Promise<UniversalProviderLike>
  chain: ChainController
  adapters: AdapterRegistry
  connection: ConnectionController
  connectors: ConnectorsController
  logger: KitLogger
}) {
  const { chain, connection, connectors, logger } = deps
  return async function connectSessionNamespaces(paired: ChainNamespace) {
    const provider = await deps.getUniversalProvider()
    const inSession = sessionNamespaces(provider.session)
    for (const namespace of chain.getNamespaces()) {
      if (namespace === paired || !inSession.includes(namespace)) continue
      if (connection.getStatus(namespace) !== 'disconnected') continue
      const adapter = deps.adapters.get(namespace)
      const connector = connectors
        .getConnectors(namespace)
        .find((candidate) => candidate.type === 'WALLET_CONNECT')
      if (!adapter || !connector) continue
      try {
        const result = await adapter.connect({ id: connector.id, type: 'WALLET_CONNECT' })
        connection.applyConnection(namespace, result)
      } catch (error) {
        logger.warn(`The ${namespace} side of the WalletConnect session:`, describeError(error))
      }
    }
  }
}
