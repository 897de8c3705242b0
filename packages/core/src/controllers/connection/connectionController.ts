import { getCapability } from '../../adapters/getCapability.js'
import type { ConnectResult } from '../../adapters/types.js'
import { toCaipAddress } from '../../caip/caip.js'
import { TIMING } from '../../constants.js'
import { KitError } from '../../errors/KitError.js'
import {
  selectConnectedNamespaces,
  selectConnectorId,
  selectStatus,
} from '../../selectors/account.js'
import { chosenAccountKey } from '../../storage/storedConnection.js'
import type { ConnectionStatus } from '../../types/account.js'
import type { AccountEntry, ChainNamespace } from '../../types/chain.js'
import type { Connector } from '../../types/connector.js'
import { withTimeout } from '../../utils/withTimeout.js'
import { describeError, toConnectError } from './connectError.js'
import { createConnectionState } from './connectionState.js'
import { createDisconnect } from './disconnect.js'
import { createBrowserEnvironment, pairingShowsConnecting } from './environment.js'
import type {
  ConnectionController,
  ConnectionControllerOptions,
  KitConnectParams,
  ReconnectOutcome,
} from './types.js'

export type {
  ConnectionController,
  ConnectionControllerOptions,
  KitConnectParams,
  KitLogger,
  ReconnectOutcome,
} from './types.js'

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
  const getConnectorId = (namespace: ChainNamespace) =>
    selectConnectorId(chain.getState(), namespace)
  const getConnectedConnector = (namespace: ChainNamespace) => {
    const id = getConnectorId(namespace)
    return id === undefined ? undefined : connectors.getConnector(id, namespace)
  }
  /** The connector to restore a namespace through: its own, else the one the last visit stored. */
  const restorableConnectorId = (namespace: ChainNamespace) =>
    getConnectorId(namespace) ?? storage.getConnectedConnectorId(namespace)

  const forget = (namespace: ChainNamespace) => chain.clearConnection(namespace)

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

  const applyConnection: ConnectionController['applyConnection'] = (namespace, result, options) => {
    const accounts = checkedAccounts(namespace, result)
    const network = chain.resolveNetwork(namespace, result.chainId)
    const connector = connectors.getConnector(result.id, namespace)
    const connection = {
      caipAddress: toCaipAddress(namespace, network.id, result.address),
      accounts,
      network,
      connectorId: result.id,
      walletInfo: {
        name: connector?.name ?? result.id,
        icon: connector?.imageUrl,
        type: result.type,
        rdns: connector?.info?.rdns,
      },
    }
    chain.setConnection(namespace, connection, options)
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
      applyConnection(namespace, result, { makeActive: params.activate ?? true, newSession: true })
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
    const id = restorableConnectorId(namespace)
    const adapter = adapters.get(namespace)
    if (!id || !adapter || !storage.getConnectedNamespaces().includes(namespace)) {
      forget(namespace)
      return 'disconnected'
    }
    // Restoring through the stored connector (a disconnect meanwhile reaches that wallet).
    if (chain.getChain(namespace))
      chain.updateAccountState(namespace, { status: 'connecting', connectorId: id })
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
        (namespace) => stored.includes(namespace) || restorableConnectorId(namespace) !== undefined,
      )
    const outcomes = await Promise.all(candidates.map(reconnectOne))
    return Object.fromEntries(candidates.map((namespace, i) => [namespace, outcomes[i]]))
  }

  /** After a reload: the account the visitor had picked, when the wallet still shares it. */
  const restoreChosenAccount = async (namespace: ChainNamespace, result: ConnectResult) => {
    const chosen = storage.getItem(chosenAccountKey(namespace))
    if (!chosen || chosen === result.address) return
    const shared = chain.getAccountState(namespace)?.allAccounts.some((a) => a.address === chosen)
    // Not shared any more: ignored (a new connect or a disconnect removes it).
    if (!shared) return
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
    const connectorId = getConnectorId(namespace)
    const select = getCapability(adapters.get(namespace), 'setActiveAccount')
    if (select && connectorId) await select({ id: connectorId, address })
    if (!live() || getStatus(namespace) !== 'connected') return
    chain.chooseAccount(namespace, address, entry.type)
  }

  const disconnect = createDisconnect({
    chain,
    connectorId: restorableConnectorId,
    getConnectedConnector,
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
    getConnectedConnector,
    setActiveAccount,
    forget,
    getConnectedNamespaces,
    onPaired(listener) {
      pairedListeners.add(listener)
      return () => pairedListeners.delete(listener)
    },
  }
}
