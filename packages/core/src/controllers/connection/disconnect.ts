import type { AdapterRegistry } from '../../adapters/registry.js'
import { KitError } from '../../errors/KitError.js'
import type { EventBus } from '../../events/createEventBus.js'
import type { KitStorage } from '../../storage/types.js'
import type { ChainNamespace } from '../../types/chain.js'
import type { Connector, ConnectorType } from '../../types/connector.js'
import { withTimeout } from '../../utils/withTimeout.js'
import type { ChainController } from '../chain/chainController.js'
import type { SendController } from '../send/sendController.js'
import { describeError } from './connectError.js'
import type { ConnectionStateController } from './connectionState.js'

export type DisconnectFn = (namespace?: ChainNamespace) => Promise<void>

export interface DisconnectDeps {
  chain: ChainController
  /** The connector a namespace is connected (or restoring) through, else the stored one. */
  connectorId(namespace: ChainNamespace): string | undefined
  /** The connected connector, when its adapter still lists it. */
  getConnectedConnector(namespace: ChainNamespace): Connector | undefined
  adapters: AdapterRegistry
  send: SendController
  storage: KitStorage
  events: EventBus
  logger: { error(...args: unknown[]): void }
  connection: ConnectionStateController
  forget(namespace: ChainNamespace): void
  getConnectedNamespaces(): ChainNamespace[]
  /** How long each wallet's disconnect may take; local state is reset when it runs out. */
  timeoutMs: number
}

/** Connector types whose one session spans several namespaces (spec §4 disconnect). */
const SHARED_SESSION_TYPES: readonly ConnectorType[] = ['WALLET_CONNECT', 'AUTH']

/** The type of the connector a namespace is connected through, if known. */
function connectedConnectorType(
  deps: Pick<DisconnectDeps, 'connectorId' | 'getConnectedConnector'>,
  namespace: ChainNamespace,
): ConnectorType | undefined {
  const connector = deps.getConnectedConnector(namespace)
  if (connector) return connector.type
  const id = deps.connectorId(namespace)
  if (id === 'walletConnect') return 'WALLET_CONNECT'
  if (id === 'AUTH') return 'AUTH'
  return undefined
}

/**
 * Which namespaces a disconnect covers: with a namespace, that one plus every other connected
 * namespace that shares its pairing (WALLET_CONNECT) or auth (AUTH) connector; without, all.
 */
export function namespacesToDisconnect(
  deps: Pick<
    DisconnectDeps,
    'connectorId' | 'getConnectedConnector' | 'getConnectedNamespaces' | 'chain'
  >,
  namespace?: ChainNamespace,
): ChainNamespace[] {
  const connected = deps.getConnectedNamespaces()
  const order = deps.chain.getNamespaces()
  if (!namespace) return order
  const type = connectedConnectorType(deps, namespace)
  const shared =
    type && SHARED_SESSION_TYPES.includes(type)
      ? connected.filter((ns) => connectedConnectorType(deps, ns) === type)
      : []
  return [namespace, ...order.filter((ns) => ns !== namespace && shared.includes(ns))]
}

/**
 * Spec §4 disconnect. Resets the send state; disconnects each covered chain's client, each
 * settled independently and within `timeoutMs` (a wallet that never answers fails with
 * KitError('WALLET_TIMEOUT') and holds nothing up); resets account and network state of every covered chain whatever its
 * client did (the kit never stays half-connected); clears the pairing state; deletes the stored
 * social provider and the embedded login cache; removes the connector ids. Sends
 * DISCONNECT_SUCCESS, or — when any client failed — logs and sends DISCONNECT_ERROR and rejects with one KitError('DISCONNECT_FAILED')
 * whose long message lists each namespace's failure.
 */
export function createDisconnect(deps: DisconnectDeps): DisconnectFn {
  const { chain, adapters, send, storage, events, logger, connection } = deps

  return async (namespace) => {
    const targets = namespacesToDisconnect(deps, namespace)
    const connected = new Set(deps.getConnectedNamespaces())
    send.resetSend()

    const results = await Promise.allSettled(
      targets.map(async (ns) => {
        const adapter = adapters.get(ns)
        const id = deps.connectorId(ns)
        const hasSession =
          connected.has(ns) || id !== undefined || chain.getAccountState(ns)?.caipAddress
        if (!adapter || !hasSession) return
        await withTimeout(
          Promise.resolve().then(() => adapter.disconnect(id === undefined ? {} : { id })),
          deps.timeoutMs,
          () =>
            new KitError('WALLET_TIMEOUT', {
              params: {
                namespace: ns,
                method: 'disconnect',
                seconds: Math.round(deps.timeoutMs / 1000),
              },
            }),
        )
      }),
    )

    for (const ns of targets) deps.forget(ns)
    connection.clearPairing()
    storage.setDeeplinkChoice(undefined)
    storage.setConnectedSocialProvider(undefined)
    // Spec §4 embedded login flow: a disconnect clears the login cache.
    storage.clearEmbeddedLogin()

    const failures = targets.flatMap((ns, index) => {
      const result = results[index]
      return result?.status === 'rejected' ? [`${ns}: ${describeError(result.reason)}`] : []
    })
    if (failures.length === 0) {
      events.send('DISCONNECT_SUCCESS', namespace ? { namespace } : {})
      return
    }
    const error = new KitError('DISCONNECT_FAILED', {
      longMessage: failures.join('\n'),
      cause: results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])),
    })
    logger.error(error)
    events.send('DISCONNECT_ERROR', {
      ...(namespace && { namespace }),
      message: error.message,
    })
    throw error
  }
}
