import type { ChainController } from '../controllers/chain/chainController.js'
import { describeError } from '../controllers/connection/connectError.js'
import type {
  ConnectionController,
  KitLogger,
} from '../controllers/connection/connectionController.js'
import type { SendController } from '../controllers/send/sendController.js'
import type { EventBus } from '../events/createEventBus.js'
import { selectActiveCaipNetwork, selectConnectorId } from '../selectors/account.js'
import type { KitStorage } from '../storage/types.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'

export interface TabSyncDeps {
  storage: KitStorage
  chain: ChainController
  connection: ConnectionController
  send: SendController
  events: EventBus
  logger: KitLogger
  /** Aborted when the kit is destroyed: nothing is followed after, a restore in flight ends. */
  signal: AbortSignal
  /** Settles once the kit's own start (set-up and restore of the stored connection) is done. */
  started: Promise<unknown>
  /**
   * Whether another tab's connections are restored here too (the kit's `reconnectOnStart`: a
   * host that restores nothing by itself gets no connection from another tab either).
   * Disconnects are followed either way.
   */
  followConnects: boolean
}

/** What another tab stored for a namespace: its connector, and the network when it is active. */
interface StoredConnection {
  id: string
  network: CaipNetwork | undefined
}

/** A tab sync: `changed` is called on each change another tab made; `stop` ends it. */
export interface TabSync {
  changed(): void
  stop(): void
}

/**
 * Keeps this kit's connections in step with the other tabs of the site that share its storage
 * (same backend, same prefix), from the changes another tab makes to the stored connection
 * (the kit calls `changed` on each, from `storage.onExternalChange`, which does not hear this
 * kit's own writes; its code loads on the first such change: `followOtherTabs`):
 * - a namespace connected here that another tab disconnected (no longer stored) is disconnected
 *   here too, locally: account and network state reset, pairing state cleared, send state reset,
 *   DISCONNECT_SUCCESS sent — no wallet call (the other tab made it);
 * - unless `followConnects` is off, a namespace stored as connected that is not connected here,
 *   or connected through another connector, or on another network than the stored active one,
 *   is restored from storage:
 *   the adapter asks the wallet (`restore`, within the restore time limit) and its answer is
 *   checked as any connection is; the stored values themselves are read through the storage's
 *   validating getters. What the wallet does not confirm is reset here, and that stored state
 *   is not retried until it changes again.
 * Nothing is followed before `started` settles, nor for a namespace this tab is connecting.
 * What is followed is applied without writing back (`storage.withoutWrites`), so two tabs never
 * answer each other.
 */
export function startTabSync(deps: TabSyncDeps): TabSync {
  const { storage, chain, connection, events, logger, signal } = deps
  const live = () => !signal.aborted
  /** The stored connection last followed, per namespace. */
  const followed = new Map<ChainNamespace, string>()
  let started = false
  let running = false
  let dirty = false

  const storedConnection = (namespace: ChainNamespace): StoredConnection | undefined => {
    if (!storage.getConnectedNamespaces().includes(namespace)) return undefined
    const id = storage.getConnectedConnectorId(namespace)
    if (!id) return undefined
    const active = storage.getActiveCaipNetworkId()
    const network = active?.startsWith(`${namespace}:`) ? chain.findNetwork(active) : undefined
    return { id, network }
  }

  const inStep = (namespace: ChainNamespace, stored: StoredConnection) =>
    connection.getStatus(namespace) === 'connected' &&
    selectConnectorId(chain.getState(), namespace) === stored.id &&
    (stored.network === undefined ||
      selectActiveCaipNetwork(chain.getState())?.caipNetworkId === stored.network.caipNetworkId)

  const followDisconnect = (namespaces: readonly ChainNamespace[]) => {
    deps.send.resetSend()
    storage.withoutWrites(() => {
      for (const namespace of namespaces) connection.forget(namespace)
      connection.clearPairing()
    })
    for (const namespace of namespaces) events.send('DISCONNECT_SUCCESS', { namespace })
  }

  const followConnect = async (namespace: ChainNamespace, stored: StoredConnection) => {
    const wasConnected = connection.getStatus(namespace) === 'connected'
    connection.setStatus(namespace, 'connecting')
    try {
      const { id, network } = stored
      const result = await connection.restoreConnection(
        namespace,
        network ? { id, chainId: network.id } : { id },
      )
      if (!live()) return
      if (result) {
        const makeActive = network !== undefined
        storage.withoutWrites(() => connection.applyConnection(namespace, result, { makeActive }))
        return
      }
      logger.warn(`Another tab connected ${namespace}; the wallet does not confirm it here.`)
    } catch (error) {
      if (!live()) return
      logger.warn(`Could not follow another tab's ${namespace} connection:`, describeError(error))
    }
    storage.withoutWrites(() => connection.forget(namespace))
    if (wasConnected) events.send('DISCONNECT_SUCCESS', { namespace })
  }

  const syncOnce = async () => {
    const gone: ChainNamespace[] = []
    const follows: Promise<void>[] = []
    for (const namespace of chain.getNamespaces()) {
      const status = connection.getStatus(namespace)
      // This tab's own connect or restore: it settles and stores its outcome itself.
      if (status === 'connecting') continue
      const stored = storedConnection(namespace)
      if (!stored) {
        followed.delete(namespace)
        if (status === 'connected') gone.push(namespace)
        continue
      }
      const key = `${stored.id}\n${stored.network?.caipNetworkId ?? ''}`
      if (!deps.followConnects || inStep(namespace, stored) || followed.get(namespace) === key)
        continue
      followed.set(namespace, key)
      follows.push(followConnect(namespace, stored))
    }
    if (gone.length > 0) followDisconnect(gone)
    await Promise.all(follows)
  }

  /** One pass at a time; a change heard meanwhile makes one more pass after it. */
  const run = async () => {
    running = true
    try {
      while (dirty && live()) {
        dirty = false
        await syncOnce()
      }
    } catch (error) {
      logger.warn('Could not follow the connection of another tab:', describeError(error))
    } finally {
      running = false
    }
  }
  const schedule = () => {
    dirty = true
    if (started && !running && live()) void run()
  }

  const start = () => {
    started = true
    if (dirty) schedule()
  }
  deps.started.then(start, start)
  return {
    changed: schedule,
    stop() {
      dirty = false
    },
  }
}
