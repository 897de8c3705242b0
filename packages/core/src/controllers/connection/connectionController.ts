import type { ConnectResult } from '../../adapters/types.js'
import { toCaipAddress } from '../../caip/caip.js'
import { KitError } from '../../errors/KitError.js'
import type { EventBus } from '../../events/createEventBus.js'
import type { KitStorage } from '../../storage/types.js'
import type { ConnectionStatus } from '../../types/account.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../types/chain.js'
import type { Connector, RecentWallet } from '../../types/connector.js'
import type { ChainController } from '../chain/chainController.js'
import type { ConnectorsController } from '../connectors/connectorsController.js'
import type { SendController } from '../send/sendState.js'
import { describeError, toConnectError } from './connectError.js'
import { type ConnectionStateController, createConnectionState } from './connectionState.js'
import { createDisconnect, type DisconnectFn } from './disconnect.js'
import {
  createBrowserEnvironment,
  type KitEnvironment,
  pairingShowsConnecting,
} from './environment.js'

/** Where the kit reports what it cannot throw (combined disconnect failures). */
export interface KitLogger {
  error(...args: unknown[]): void
  warn(...args: unknown[]): void
}

export interface ConnectionControllerOptions {
  chain: ChainController
  connectors: ConnectorsController
  send: SendController
  storage: KitStorage
  events: EventBus
  environment?: KitEnvironment
  logger?: KitLogger
  now?: () => number
  /**
   * After a pairing (WALLET_CONNECT) connect succeeds: the kit connects every other namespace
   * the same WalletConnect session holds accounts for. Failures are logged, never thrown.
   */
  afterPairing?: (namespace: ChainNamespace) => Promise<void> | void
}

export interface KitConnectParams {
  /** Defaults to the active namespace. */
  namespace?: ChainNamespace
  /** The connector's id (see the connectors store). */
  connectorId: string
  /** The network to connect on, if one was picked. */
  chainId?: number | string
  /** The wallet-directory entry the visitor picked (kept as a recent wallet). */
  wallet?: RecentWallet & { name?: string; imageUrl?: string }
}

export type ReconnectOutcome = Partial<Record<ChainNamespace, 'connected' | 'disconnected'>>

export interface ConnectionController extends ConnectionStateController {
  /**
   * Connects a namespace through its adapter. Sets connecting (a pairing connect only on
   * Telegram or iOS Safari), then on success the account, network and connected status, stores
   * the connector id, connected namespace and recent wallet, and sends CONNECT_SUCCESS. On
   * failure sends CONNECT_ERROR, restores the status and rethrows a KitError.
   */
  connect(params: KitConnectParams): Promise<ConnectResult>
  /**
   * After a reload: asks each stored namespace's adapter to confirm its connection. A namespace
   * the wallet no longer confirms becomes disconnected and its stored ids are cleared.
   */
  reconnect(): Promise<ReconnectOutcome>
  /** Spec §4 disconnect (see `createDisconnect`). */
  disconnect: DisconnectFn
  /** Applies a wallet's connection to a namespace's state (connect, reconnect, adapter events). */
  applyConnection(
    namespace: ChainNamespace,
    result: ConnectResult,
    options?: { makeActive?: boolean },
  ): void
  /** Forgets a namespace's connection: account, network session data, status, stored ids. */
  forget(namespace: ChainNamespace): void
  /** Namespaces with status connecting or connected. */
  getConnectedNamespaces(): ChainNamespace[]
}

const connectMethod = (type: Connector['type'] | undefined) =>
  type === 'WALLET_CONNECT' ? 'qrcode' : type === 'AUTH' ? 'email' : 'browser'

/** The per-kit connection controller (spec §3 connection state, §4 status and disconnect). */
export function createConnectionController(
  options: ConnectionControllerOptions,
): ConnectionController {
  const { chain, connectors, send, storage, events } = options
  const environment = options.environment ?? createBrowserEnvironment()
  const logger = options.logger ?? console
  const state = createConnectionState({ now: options.now })
  /** One pairing at a time per kit: a second call while one runs shares it. */
  let pairing: Promise<ConnectResult> | undefined

  const setStatus = (namespace: ChainNamespace, status: ConnectionStatus) => {
    state.setStatus(namespace, status)
    if (chain.getChain(namespace)) chain.updateAccountState(namespace, { status })
  }

  const getConnectedNamespaces = () =>
    (Object.keys(state.getState().status) as ChainNamespace[]).filter(
      (namespace) => state.getStatus(namespace) !== 'disconnected',
    )

  const forget = (namespace: ChainNamespace) => {
    if (chain.getChain(namespace)) {
      chain.resetAccount(namespace)
      chain.resetNetwork(namespace)
    }
    setStatus(namespace, 'disconnected')
    connectors.removeConnectedConnectorId(namespace)
    storage.removeConnectedNamespace(namespace)
    if (storage.getConnectedNamespaces().length === 0) storage.setConnectionStatus('disconnected')
  }

  const applyConnection: ConnectionController['applyConnection'] = (
    namespace,
    result,
    { makeActive = false } = {},
  ) => {
    const network = chain.resolveNetwork(namespace, result.chainId)
    const connector = connectors.getConnector(result.id, namespace)
    chain.setCaipAddress(toCaipAddress(namespace, network.id, result.address), namespace)
    chain.setAllAccounts(
      result.accounts ?? [
        {
          namespace,
          address: result.address,
          type: chain.getAccountState(namespace)?.preferredAccountType ?? 'eoa',
        },
      ],
      namespace,
    )
    chain.updateAccountState(namespace, {
      connectedWalletInfo: {
        name: connector?.name ?? result.id,
        icon: connector?.imageUrl,
        type: result.type,
        rdns: connector?.info?.rdns,
      },
    })
    if (makeActive || chain.getState().activeNamespace === namespace) {
      chain.setActiveCaipNetwork(network)
    } else {
      chain.updateNetworkState(namespace, { caipNetwork: network })
    }
    setStatus(namespace, 'connected')
    connectors.setConnectedConnectorId(namespace, result.id)
    storage.addConnectedNamespace(namespace)
    storage.setConnectionStatus('connected')
  }

  const rememberRecentWallet = (params: KitConnectParams, connector: Connector | undefined) => {
    const wallet =
      params.wallet ??
      (connector && connector.type !== 'AUTH' && connector.type !== 'WALLET_CONNECT'
        ? {
            id: connector.explorerId ?? connector.id,
            ...(connector.info?.rdns && { rdns: connector.info.rdns }),
            name: connector.name,
            ...(connector.imageUrl && { imageUrl: connector.imageUrl }),
          }
        : undefined)
    if (!wallet) return
    connectors.addRecentWallet(
      wallet.rdns ? { id: wallet.id, rdns: wallet.rdns } : { id: wallet.id },
    )
    state.setRecentWallet(wallet)
  }

  const runConnect = async (
    namespace: ChainNamespace,
    params: KitConnectParams,
  ): Promise<ConnectResult> => {
    const previous = state.getStatus(namespace)
    const connector = connectors.getConnector(params.connectorId, namespace)
    const isPairing = connector?.type === 'WALLET_CONNECT'
    try {
      const adapter = chain.getAdapter(namespace)
      if (!isPairing || pairingShowsConnecting(environment)) setStatus(namespace, 'connecting')
      const result = await adapter.connect({
        id: params.connectorId,
        ...(connector?.type && { type: connector.type }),
        ...(params.chainId !== undefined && { chainId: params.chainId }),
        ...(connector?.info?.rdns && { rdns: connector.info.rdns }),
      })
      applyConnection(namespace, result, { makeActive: true })
      if (isPairing) state.clearPairing()
      rememberRecentWallet(params, connector)
      if (isPairing && options.afterPairing) {
        await Promise.resolve()
          .then(() => options.afterPairing?.(namespace))
          .catch((error: unknown) => {
            logger.warn('Could not connect the other namespaces of the session:', error)
          })
      }
      events.send('CONNECT_SUCCESS', {
        namespace,
        method: connectMethod(connector?.type ?? result.type),
        name: connector?.name ?? result.id,
        caipNetworkId: chain.getNetworkState(namespace)?.caipNetwork?.caipNetworkId,
      })
      return result
    } catch (error) {
      const kitError = toConnectError(error)
      if (isPairing) state.setWcError(true)
      // Never half-connected: a namespace that was not connected before is fully forgotten.
      if (previous === 'connected') setStatus(namespace, 'connected')
      else forget(namespace)
      events.send('CONNECT_ERROR', { namespace, message: describeError(kitError) })
      throw kitError
    }
  }

  const connect: ConnectionController['connect'] = (params) => {
    const namespace = params.namespace ?? chain.getState().activeNamespace
    if (!namespace) return Promise.reject(new KitError('CHAIN_REQUIRED'))
    const isPairing =
      connectors.getConnector(params.connectorId, namespace)?.type === 'WALLET_CONNECT'
    if (!isPairing) return runConnect(namespace, params)
    pairing ??= runConnect(namespace, params).finally(() => {
      pairing = undefined
    })
    return pairing
  }

  const reconnectOne = async (namespace: ChainNamespace): Promise<'connected' | 'disconnected'> => {
    const id = connectors.getConnectedConnectorId(namespace)
    const adapter = chain.getChain(namespace)?.adapter
    if (!id || !adapter || !storage.getConnectedNamespaces().includes(namespace)) {
      forget(namespace)
      return 'disconnected'
    }
    state.setStatus(namespace, 'connecting')
    chain.updateAccountState(namespace, { status: 'reconnecting' })
    const chainId = chain.getNetworkState(namespace)?.caipNetwork?.id
    try {
      const result = await adapter.syncConnection(chainId === undefined ? { id } : { id, chainId })
      if (!result) {
        forget(namespace)
        return 'disconnected'
      }
      applyConnection(namespace, result)
    } catch (error) {
      logger.warn(`Could not restore the ${namespace} connection:`, describeError(error))
      forget(namespace)
      return 'disconnected'
    }
    return 'connected'
  }

  const reconnect = async (): Promise<ReconnectOutcome> => {
    const stored = storage.getConnectedNamespaces()
    const candidates = CHAIN_NAMESPACES.filter(
      (namespace) =>
        stored.includes(namespace) || connectors.getConnectedConnectorId(namespace) !== undefined,
    )
    const outcomes = await Promise.all(candidates.map(reconnectOne))
    if (storage.getConnectedNamespaces().length === 0) storage.setConnectionStatus('disconnected')
    return Object.fromEntries(candidates.map((namespace, i) => [namespace, outcomes[i]]))
  }

  const disconnect = createDisconnect({
    chain,
    connectors,
    send,
    storage,
    events,
    logger,
    connection: state,
    forget,
    getConnectedNamespaces,
  })

  return {
    ...state,
    setStatus,
    connect,
    reconnect,
    disconnect,
    applyConnection,
    forget,
    getConnectedNamespaces,
  }
}
