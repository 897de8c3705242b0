import { getCapability } from '../../adapters/capabilities.js'
import type { ConnectResult, RestoreParams } from '../../adapters/types.js'
import { toCaipAddress } from '../../caip/caip.js'
import { TIMING } from '../../constants.js'
import { KitError } from '../../errors/KitError.js'
import type { EventBus } from '../../events/createEventBus.js'
import type { FamilyRegistry } from '../../families/registry.js'
import type { AdapterRegistry } from '../../kit/adapterRegistry.js'
import { selectConnectedNamespaces, selectStatus } from '../../selectors/account.js'
import { accountHintKey } from '../../shell/storedConnection.js'
import type { KitStorage } from '../../storage/types.js'
import type { ConnectionStatus } from '../../types/account.js'
import type { AccountEntry, ChainNamespace } from '../../types/chain.js'
import type { Connector, RecentWallet } from '../../types/connector.js'
import { withTimeout } from '../../utils/withTimeout.js'
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
  adapters: AdapterRegistry
  families: FamilyRegistry
  send: SendController
  storage: KitStorage
  events: EventBus
  environment?: KitEnvironment
  logger?: KitLogger
  now?: () => number
  /** Aborted when the kit is destroyed: nothing a pending wallet call returns is applied after. */
  signal?: AbortSignal
  /** How long a wallet gets to confirm a stored connection (default TIMING.RESTORE_TIMEOUT_MS). */
  restoreTimeoutMs?: number
  /** How long a wallet's disconnect may take (default TIMING.DISCONNECT_TIMEOUT_MS). */
  disconnectTimeoutMs?: number
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
  /**
   * Whether the connected family becomes the active one (default true); false connects it beside
   * the active family without switching the buttons to it (the embedded wallet's other families).
   */
  activate?: boolean
}

export type ReconnectOutcome = Partial<Record<ChainNamespace, 'connected' | 'disconnected'>>

export interface ConnectionController extends ConnectionStateController {
  /** A namespace's status (held in its account state). */
  getStatus(namespace: ChainNamespace): ConnectionStatus
  setStatus(namespace: ChainNamespace, status: ConnectionStatus): void
  /**
   * Connects a namespace through its adapter. Sets connecting (a pairing connect only on
   * Telegram or iOS Safari), then on success the account, network and connected status, stores
   * the connector id, connected namespace and recent wallet, and sends CONNECT_SUCCESS. On
   * failure sends CONNECT_ERROR, restores the status and rethrows a KitError. After a pairing
   * connect, the session's other namespaces are connected too (`onPaired` listeners).
   */
  connect(params: KitConnectParams): Promise<ConnectResult>
  /**
   * After a reload: asks each stored namespace's adapter to confirm its connection, within the
   * restore time limit. A namespace the wallet no longer confirms (or that does not answer in
   * time) becomes disconnected and its stored ids are cleared.
   */
  reconnect(): Promise<ReconnectOutcome>
  /**
   * Asks the namespace's adapter to confirm a stored connection (`adapter.restore`), within the
   * restore time limit (KitError('WALLET_TIMEOUT') after it). Applies nothing.
   */
  restoreConnection(namespace: ChainNamespace, params: RestoreParams): Promise<ConnectResult | null>
  /** Spec §4 disconnect (see `createDisconnect`). */
  disconnect: DisconnectFn
  /**
   * Applies a wallet's connection to a namespace's state (connect, reconnect, adapter events).
   * The address (and every listed account) must be valid for the namespace's family:
   * KitError('INVALID_ADDRESS') otherwise, and nothing changes.
   */
  applyConnection(
    namespace: ChainNamespace,
    result: ConnectResult,
    options?: { makeActive?: boolean },
  ): void
  /**
   * Makes another of the accounts the wallet shared (`allAccounts`) the namespace's account: tells
   * the adapter (its `setActiveAccount` capability, when it has one), then moves the address and
   * the preferred account type. KitError('WALLET_NOT_CONNECTED') when the namespace is not
   * connected, KitError('INVALID_ADDRESS') for an address the wallet did not share; a wallet
   * refusal rejects and changes nothing.
   */
  setActiveAccount(namespace: ChainNamespace, address: string): Promise<void>
  /** Forgets a namespace's connection: account, network session data, status, stored ids. */
  forget(namespace: ChainNamespace): void
  /** Namespaces with status connecting or connected. */
  getConnectedNamespaces(): ChainNamespace[]
  /** Hears each successful pairing (WALLET_CONNECT) connect, with its namespace. */
  onPaired(listener: (namespace: ChainNamespace) => Promise<void> | void): () => void
}

const connectMethod = (type: Connector['type'] | undefined) =>
  type === 'WALLET_CONNECT' ? 'qrcode' : type === 'AUTH' ? 'email' : 'browser'

/** The per-kit connection controller (spec §3 connection state, §4 status and disconnect). */
export function createConnectionController(
  options: ConnectionControllerOptions,
): ConnectionController {
  const { chain, connectors, adapters, families, send, storage, events } = options
  const environment = options.environment ?? createBrowserEnvironment()
  const logger = options.logger ?? console
  const restoreTimeoutMs = options.restoreTimeoutMs ?? TIMING.RESTORE_TIMEOUT_MS
  const state = createConnectionState(options.now ? { now: options.now } : {})
  const pairedListeners = new Set<(namespace: ChainNamespace) => Promise<void> | void>()
  const live = () => options.signal?.aborted !== true
  /** One pairing at a time per kit: a second call while one runs shares it. */
  let pairing: Promise<ConnectResult> | undefined

  const getStatus = (namespace: ChainNamespace) => selectStatus(chain.getState(), namespace)
  const setStatus = (namespace: ChainNamespace, status: ConnectionStatus) => {
    if (chain.getChain(namespace)) chain.updateAccountState(namespace, { status })
  }
  const getConnectedNamespaces = () => selectConnectedNamespaces(chain.getState())

  /** The account the visitor picked among the wallet's (kept for the restore after a reload). */
  const chosenAccountKey = (namespace: ChainNamespace) => `kit/chosen-account:${namespace}`

  const forget = (namespace: ChainNamespace) => {
    storage.removeItem(chosenAccountKey(namespace))
    storage.removeItem(accountHintKey(namespace))
    if (chain.getChain(namespace)) {
      chain.resetAccount(namespace)
      chain.resetNetwork(namespace)
    }
    connectors.removeConnectedConnectorId(namespace)
    storage.removeConnectedNamespace(namespace)
    if (storage.getConnectedNamespaces().length === 0) storage.setConnectionStatus('disconnected')
  }

  /** The wallet's accounts, each checked against the family; the connected one must be valid. */
  const checkedAccounts = (namespace: ChainNamespace, result: ConnectResult): AccountEntry[] => {
    if (!families.isAddress(namespace, result.address)) {
      throw new KitError('INVALID_ADDRESS', {
        params: {
          details: `The wallet answered ${JSON.stringify(String(result.address).slice(0, 80))}, which is not a ${namespace} address.`,
        },
      })
    }
    if (!families.get(namespace)?.isChainId(String(result.chainId))) {
      throw new KitError('INVALID_CAIP', {
        params: {
          details: `The wallet answered chain ${JSON.stringify(String(result.chainId).slice(0, 40))}, which is not a ${namespace} chain id.`,
        },
      })
    }
    const listed = (result.accounts ?? []).filter(
      (account) =>
        account.namespace === namespace && families.isAddress(namespace, account.address),
    )
    if (listed.length > 0) return listed
    return [
      {
        namespace,
        address: result.address,
        type: chain.getAccountState(namespace)?.preferredAccountType ?? 'eoa',
      },
    ]
  }

  const applyConnection: ConnectionController['applyConnection'] = (
    namespace,
    result,
    { makeActive = false } = {},
  ) => {
    const accounts = checkedAccounts(namespace, result)
    const network = chain.resolveNetwork(namespace, result.chainId)
    const connector = connectors.getConnector(result.id, namespace)
    const caipAddress = toCaipAddress(namespace, network.id, result.address)
    chain.setCaipAddress(caipAddress, namespace)
    chain.setAllAccounts(accounts, namespace)
    // The next visit's first paint shows this account while the kernel restores it (kit shell).
    storage.setItem(accountHintKey(namespace), caipAddress)
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

  const notifyPaired = async (namespace: ChainNamespace) => {
    for (const listener of [...pairedListeners]) {
      await Promise.resolve()
        .then(() => listener(namespace))
        .catch((error: unknown) => {
          logger.warn('Could not connect the other namespaces of the session:', error)
        })
    }
  }

  const runConnect = async (
    namespace: ChainNamespace,
    params: KitConnectParams,
  ): Promise<ConnectResult> => {
    const previous = getStatus(namespace)
    const connector = connectors.getConnector(params.connectorId, namespace)
    const isPairing = connector?.type === 'WALLET_CONNECT'
    try {
      const adapter = adapters.require(namespace)
      if (!isPairing || pairingShowsConnecting(environment)) setStatus(namespace, 'connecting')
      const result = await adapter.connect({
        id: params.connectorId,
        ...(connector?.type && { type: connector.type }),
        ...(params.chainId !== undefined && { chainId: params.chainId }),
        ...(connector?.info?.rdns && { rdns: connector.info.rdns }),
      })
      if (!live()) return result
      // A new connection starts on the wallet's own account, not on one picked before.
      storage.removeItem(chosenAccountKey(namespace))
      applyConnection(namespace, result, { makeActive: params.activate ?? true })
      if (isPairing) state.clearPairing()
      rememberRecentWallet(params, connector)
      if (isPairing) await notifyPaired(namespace)
      events.send('CONNECT_SUCCESS', {
        namespace,
        method: connectMethod(connector?.type ?? result.type),
        name: connector?.name ?? result.id,
        caipNetworkId: chain.getNetworkState(namespace)?.caipNetwork?.caipNetworkId,
      })
      return result
    } catch (error) {
      const kitError = toConnectError(error)
      if (!live()) throw kitError
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

  const restoreTimeout = (namespace: ChainNamespace) => () =>
    new KitError('WALLET_TIMEOUT', {
      params: { namespace, method: 'restore', seconds: Math.round(restoreTimeoutMs / 1000) },
    })

  const restoreConnection: ConnectionController['restoreConnection'] = async (namespace, params) =>
    withTimeout(
      adapters.require(namespace).restore(params),
      restoreTimeoutMs,
      restoreTimeout(namespace),
      options.signal,
    )

  const reconnectOne = async (namespace: ChainNamespace): Promise<'connected' | 'disconnected'> => {
    const id = connectors.getConnectedConnectorId(namespace)
    const adapter = adapters.get(namespace)
    if (!id || !adapter || !storage.getConnectedNamespaces().includes(namespace)) {
      forget(namespace)
      return 'disconnected'
    }
    setStatus(namespace, 'connecting')
    const chainId = chain.getNetworkState(namespace)?.caipNetwork?.id
    try {
      const result = await restoreConnection(
        namespace,
        chainId === undefined ? { id } : { id, chainId },
      )
      if (!live()) return 'disconnected'
      // No answer, or another tab disconnected it meanwhile (storing it again would undo that).
      if (!result || !storage.getConnectedNamespaces().includes(namespace)) {
        forget(namespace)
        return 'disconnected'
      }
      applyConnection(namespace, result)
      await restoreChosenAccount(namespace, result)
    } catch (error) {
      if (!live()) return 'disconnected'
      logger.warn(`Could not restore the ${namespace} connection:`, describeError(error))
      forget(namespace)
      return 'disconnected'
    }
    return 'connected'
  }

  const reconnect = async (): Promise<ReconnectOutcome> => {
    const stored = storage.getConnectedNamespaces()
    const candidates = chain
      .getNamespaces()
      .filter(
        (namespace) =>
          stored.includes(namespace) || connectors.getConnectedConnectorId(namespace) !== undefined,
      )
    const outcomes = await Promise.all(candidates.map(reconnectOne))
    if (live() && storage.getConnectedNamespaces().length === 0)
      storage.setConnectionStatus('disconnected')
    return Object.fromEntries(candidates.map((namespace, i) => [namespace, outcomes[i]]))
  }

  /** After a reload: the account the visitor had picked, when the wallet still shares it. */
  const restoreChosenAccount = async (namespace: ChainNamespace, result: ConnectResult) => {
    const chosen = storage.getItem(chosenAccountKey(namespace))
    if (!chosen || chosen === result.address) return
    const shared = chain.getAccountState(namespace)?.allAccounts.some((a) => a.address === chosen)
    if (!shared) return storage.removeItem(chosenAccountKey(namespace))
    await setActiveAccount(namespace, chosen).catch((error: unknown) => {
      logger.warn(`Could not use the ${namespace} account picked before:`, describeError(error))
    })
  }

  const setActiveAccount: ConnectionController['setActiveAccount'] = async (namespace, address) => {
    const account = chain.getAccountState(namespace)
    if (getStatus(namespace) !== 'connected' || !account) {
      throw new KitError('WALLET_NOT_CONNECTED', {
        params: { namespace, method: 'setActiveAccount' },
      })
    }
    const entry = account.allAccounts.find((item) => item.address === address)
    if (!entry) {
      throw new KitError('INVALID_ADDRESS', {
        params: {
          details: `${JSON.stringify(String(address).slice(0, 80))} is not one of the accounts the ${namespace} wallet shared.`,
        },
      })
    }
    const connectorId = connectors.getConnectedConnectorId(namespace)
    const select = getCapability(adapters.get(namespace), 'setActiveAccount')
    if (select && connectorId) await select({ id: connectorId, address })
    if (!live() || getStatus(namespace) !== 'connected') return
    const network = chain.getNetworkState(namespace)?.caipNetwork
    if (!network) return
    const caipAddress = toCaipAddress(namespace, network.id, address)
    chain.setCaipAddress(caipAddress, namespace)
    chain.updateAccountState(namespace, { preferredAccountType: entry.type })
    storage.setItem(chosenAccountKey(namespace), address)
    storage.setItem(accountHintKey(namespace), caipAddress)
  }

  const disconnect = createDisconnect({
    chain,
    connectors,
    adapters,
    send,
    storage,
    events,
    logger,
    connection: state,
    forget,
    getConnectedNamespaces,
    timeoutMs: options.disconnectTimeoutMs ?? TIMING.DISCONNECT_TIMEOUT_MS,
  })

  return {
    ...state,
    getStatus,
    setStatus,
    connect,
    reconnect,
    restoreConnection,
    disconnect,
    applyConnection,
    setActiveAccount,
    forget,
    getConnectedNamespaces,
    onPaired(listener) {
      pairedListeners.add(listener)
      return () => pairedListeners.delete(listener)
    },
  }
}
