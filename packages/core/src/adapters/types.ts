import type { ChainFamily } from '../families/types.js'
import type { AccountEntry, AdapterType, CaipAddress, CaipNetwork } from '../types/chain.js'
import type { Connector, ConnectorType } from '../types/connector.js'
import type { AdapterCapabilities } from './capabilities.js'

/** Where an adapter reports what it cannot throw (an event handler that failed, say). */
export interface AdapterLogger {
  error(...args: unknown[]): void
  warn(...args: unknown[]): void
}

/** What the kit hands an adapter in `setup`. */
export interface AdapterContext {
  /** The host's networks of this adapter's family, in the host's order. */
  networks: readonly CaipNetwork[]
  /** Aborted when the kit is destroyed or the adapter removed: stop timers, listeners, requests. */
  signal: AbortSignal
  logger: AdapterLogger
  projectId?: string
  /** The kit's one WalletConnect UniversalProvider, created on first call (dynamic import). */
  getUniversalProvider: () => Promise<UniversalProviderLike>
  /**
   * The kit's one WalletConnect pairing: resolves once a session exists (at once when one does).
   * The proposal covers every family of the host's networks; the pairing URI goes to the
   * connection state. Call this instead of `universalProvider.connect`, so one pairing serves
   * every family.
   */
  pairWalletConnect: () => Promise<UniversalProviderLike>
  /**
   * The kit's embedded wallet (email and social login), only when the host set `embeddedWallet`:
   * this family's provider backed by the secure frame — eip155: EIP-1193 (`request`, `on`,
   * `removeListener`); solana: Phantom-style (`connect`, `disconnect`, `signMessage`,
   * `signTransaction`, `signAndSendTransaction`, `on`, `off`). List it as the connector
   * `{ id: 'AUTH', type: 'AUTH' }` and connect through it like a discovered wallet. Undefined for
   * the families the embedded wallet does not serve.
   */
  authProvider?: unknown
}

/** The part of `@walletconnect/universal-provider` the kernel and adapters use. */
export interface UniversalProviderLike {
  session?:
    | { topic: string; namespaces: Record<string, { accounts: string[]; chains?: string[] }> }
    | undefined
  /**
   * Pairs; resolves with the session. With `authentication` (one-click sign-in), the session's
   * `authentication` holds the CACAOs the wallet signed with its approval.
   */
  connect(params: unknown): Promise<unknown>
  disconnect(): Promise<void>
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T>
  on(event: string, listener: (...args: any[]) => void): unknown
  removeListener(event: string, listener: (...args: any[]) => void): unknown
}

export interface ConnectParams {
  /** The connector to use (its `id`). */
  id: string
  /** Connector type, when the adapter needs it to choose a path. */
  type?: ConnectorType
  /** The network to connect on, if the host or visitor picked one: its CAIP-2 reference (`id`). */
  chainId?: number | string
  /** Wallet info (rdns) for the connector, if known. */
  rdns?: string
}

export interface RestoreParams {
  /** The connector the family was connected through before the reload. */
  id: string
  /** The network it was on, if known: its CAIP-2 reference (`id`). */
  chainId?: number | string
}

/** What `connect` and `restore` answer: the session the wallet opened. */
export interface ConnectResult {
  /** The connector's id (the `id` the adapter was asked to connect). */
  id: string
  type: ConnectorType
  /** The connected account: an address of the family (`family.isAddress`, else INVALID_ADDRESS). */
  address: string
  /**
   * The chain the wallet is on, as its CAIP-2 **reference** — the network's `id` (`1` for
   * eip155, `'cosmoshub-4'`) — never the full `namespace:reference`. It must pass
   * `family.isChainId` (else the connect fails with INVALID_CAIP) and should be one of the
   * networks the kit gave `setup`; another chain of the family becomes an unlisted network.
   */
  chainId: number | string
  /** The provider the host may use for this family (e.g. an EIP-1193 provider). */
  provider?: unknown
  /** Every account the wallet shares on this family (the kit's `allAccounts`). */
  accounts?: AccountEntry[]
}

export interface SignMessageParams {
  message: string
  address: string
  /** Connector the account belongs to; defaults to the connected one. */
  connectorId?: string
}

/** Sends native value (the family's smallest unit: wei, lamports, satoshis, ...). */
export interface SendTransactionParams {
  to: string
  value: bigint
  /** Call data (eip155). */
  data?: `0x${string}` | string
  gas?: bigint
  gasPrice?: bigint
  /** The sender; the connected account by default. */
  address?: string
  caipNetwork?: CaipNetwork
}

export interface GetBalanceParams {
  address: string
  caipNetwork: CaipNetwork
}

export interface BalanceResult {
  /** Decimal string (already divided by decimals). */
  balance: string
  symbol: string
  decimals?: number
}

/** Events an adapter emits for the kit. */
export interface AdapterEventMap {
  /**
   * The wallet changed account (optionally with its chain). `accounts`: every account it now
   * shares (the kit's `allAccounts`), when that list changed too.
   */
  accountChanged: {
    address: string
    chainId?: number | string
    connectorId?: string
    accounts?: AccountEntry[]
  }
  /**
   * The wallet moved to another network (`chainId`: its CAIP-2 reference). `address`, `accounts`:
   * the account and every account it shares there, when the addresses differ per network
   * (Polkadot's SS58 formats, Bitcoin's testnet addresses, a bech32 prefix per chain).
   */
  networkChanged: { chainId: number | string; address?: string; accounts?: AccountEntry[] }
  /** The wallet ended the connection. */
  disconnect: undefined
  /** The wallets found by discovery changed. */
  connectors: readonly Connector[]
  /** A pairing URI to display (WalletConnect). */
  displayUri: string
}

export type AdapterEventName = keyof AdapterEventMap

/**
 * The contract every chain family's adapter implements (extend `BaseAdapter` for the plumbing).
 * What only some families can do is in `capabilities`, never here.
 */
export interface ChainAdapter {
  /** The family this adapter serves: namespace, CAIP rules, address check, WalletConnect. */
  readonly family: ChainFamily
  readonly adapterType: AdapterType
  /** Once, by the kit, before anything else: start discovery (report with `connectors`). */
  setup(context: AdapterContext): void | Promise<void>
  /** The wallets found so far. */
  getConnectors(): readonly Connector[]
  /** Opens a session (the wallet's prompt); the visitor's refusal rejects with USER_REJECTED. */
  connect(params: ConnectParams): Promise<ConnectResult>
  /** After a reload: the stored connection, or null when the wallet no longer confirms it. */
  restore(params: RestoreParams): Promise<ConnectResult | null>
  disconnect(params?: { id?: string }): Promise<void>
  signMessage(params: SignMessageParams): Promise<{ signature: string }>
  /** Sends native value; resolves with the transaction hash (or id) once the wallet sent it. */
  sendTransaction(params: SendTransactionParams): Promise<{ hash: string }>
  /** The native balance; the kit asks only for a family with `features: { balances: true }`. */
  getBalance(params: GetBalanceParams): Promise<BalanceResult>
  /**
   * Asks the wallet to move to `caipNetwork`, then emits `networkChanged` (with the address and
   * accounts there when they differ per network): the kit moves its account with that event, and
   * the conformance suite requires it. The kit calls it only while the family is connected, and
   * makes the network active itself once it resolves. Cannot switch: `METHOD_NOT_SUPPORTED`.
   */
  switchNetwork(params: { caipNetwork: CaipNetwork }): Promise<void>
  /** The wallet's provider, for the host, while connected. */
  getProvider(): unknown
  on<E extends AdapterEventName>(
    event: E,
    listener: (payload: AdapterEventMap[E]) => void,
  ): () => void
  /** Stops everything the adapter started: timers, listeners, requests, pending restores. */
  destroy(): void | Promise<void>
  /** Family abilities beyond the contract (see `AdapterCapabilities`). */
  readonly capabilities?: AdapterCapabilities
}

export type { CaipAddress }
