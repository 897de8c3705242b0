import type { AdapterRegistry } from '../../adapters/registry.js'
import type { ConnectResult, RestoreParams } from '../../adapters/types.js'
import type { EventBus } from '../../events/createEventBus.js'
import type { FamilyRegistry } from '../../families/registry.js'
import type { KitStorage } from '../../storage/types.js'
import type { ConnectionStatus } from '../../types/account.js'
import type { ChainNamespace } from '../../types/chain.js'
import type { Connector, RecentWallet } from '../../types/connector.js'
import type { ChainController } from '../chain/chainController.js'
import type { ConnectorsController } from '../connectors/connectorsController.js'
import type { SendController } from '../send/sendController.js'
import type { ConnectionStateController } from './connectionState.js'
import type { DisconnectFn } from './disconnect.js'
import type { KitEnvironment } from './environment.js'

/** The connection controller's contract and options (`createConnectionController`). */

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
   * Applies a wallet's connection to a namespace's state (connect, reconnect, adapter events)
   * through the chain controller's one writer of it (`setConnection`). The address (and every
   * listed account) must be valid for the namespace's family: KitError('INVALID_ADDRESS')
   * otherwise, and nothing changes. `newSession`: a connect (an account picked before is dropped).
   */
  applyConnection(
    namespace: ChainNamespace,
    result: ConnectResult,
    options?: { makeActive?: boolean; newSession?: boolean },
  ): void
  /** The connector a namespace is connected through, if its adapter still lists it. */
  getConnectedConnector(namespace: ChainNamespace): Connector | undefined
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
