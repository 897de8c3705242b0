import type {
  AdapterCapabilities,
  CaipNetwork,
  CapabilityName,
  ChainAdapter,
  ConnectResult,
  UniversalProviderLike,
} from '@gangway/core/adapter'
import type { TrackedTimer } from './timerTracker.js'

/** A request the wallet holds until the test answers it as the visitor (see `holdNext`). */
export interface HeldRequest {
  /** Resolves once the wallet has been asked. */
  readonly asked: Promise<void>
  approve(): void
  reject(): void
}

/**
 * The test wallet of one family, driven from the wallet's side. One is installed for each
 * check (`installWallet`) and removed after it.
 */
export interface WalletDriver {
  /** The id of the connector the adapter lists for this wallet. */
  readonly connectorId: string
  /** Given to the adapter's context: the kit's WalletConnect provider, for WalletConnect wallets. */
  readonly universalProvider?: UniversalProviderLike
  /** The next request that needs the visitor (connect, sign, send) is refused. */
  rejectNext(): void
  /** The next request that needs the visitor waits until the test approves or rejects it. */
  holdNext(): HeldRequest
  /** The visitor switches to another account in the wallet. */
  switchAccount(): void | Promise<void>
  /** The wallet ends the connection (it disconnects, or shares no account any more). */
  disconnect(): void | Promise<void>
  /** The visitor removes the site in the wallet: it no longer confirms the connection. */
  revoke(): void | Promise<void>
  /** True when `signature` (as the adapter's `signMessage` returned it) signs `message` for `address`. */
  verifySignature(params: {
    message: string
    signature: string
    address: string
  }): boolean | Promise<boolean>
  /** Listeners the page holds on the wallet, the window and the wallet registry, now. */
  listenerCount(): number
  /** Requests the wallet has received so far. */
  requestCount(): number
  /** Takes the wallet out of the page (after each check). */
  remove(): void | Promise<void>
}

/** What the suite knows about the connection a check opened. */
export interface OpenedConnection<A extends ChainAdapter = ChainAdapter> {
  adapter: A
  result: ConnectResult
  network: CaipNetwork
}

/** Calls a declared capability the way a host would, and resolves when it worked. */
export type CapabilityProbe<K extends CapabilityName = CapabilityName> = (
  capability: NonNullable<AdapterCapabilities[K]>,
  connection: OpenedConnection,
) => Promise<unknown>

export type CapabilityProbes = { [K in CapabilityName]?: CapabilityProbe<K> }

/** Native value to send where the adapter can send: to whom, how much, and how to read it back. */
export interface SendCheck {
  /** A valid receiver of the family. */
  to: string
  /** In the family's smallest unit. */
  amount: bigint
  /** The balance of `address` on `network`, from the node (smallest unit). */
  readBalance(address: string, network: CaipNetwork): Promise<bigint>
}

/**
 * The adapter, its networks and wallet, as the suite sees them once `start` has run (nodes and
 * relays started). Optional parts are either given or declared `'unsupported'`: the suite then
 * checks that the adapter rejects them with KitError('METHOD_NOT_SUPPORTED').
 */
export interface ConformanceEnvironment<D extends WalletDriver = WalletDriver> {
  /** The host's networks for this family; connect happens on `networks[0]`. */
  networks: readonly CaipNetwork[]
  /** A new adapter, not set up yet (as a host constructs it before `createKit`). */
  createAdapter(wallet: D): ChainAdapter
  /** Installs a fresh test wallet in the page. */
  installWallet(): D | Promise<D>
  /** A second network to switch to, or `'unsupported'`. Omitted: not checked. */
  switchNetwork?: CaipNetwork | 'unsupported'
  /** The send check, or `'unsupported'`. Omitted: not checked. */
  send?: SendCheck | 'unsupported'
  /** `'unsupported'` when `getBalance` rejects by design; otherwise it must match `send.readBalance`. */
  balance?: 'unsupported'
  /** Every capability the adapter declares, with a call that must succeed while connected. */
  capabilities?: CapabilityProbes
  /**
   * Timers the destroy check does not count: those of parts the kit shares with the adapter and
   * that outlive it (e.g. the kit's WalletConnect provider). Default: none.
   */
  ignoreTimer?(timer: TrackedTimer): boolean
  /** How long the checks wait for an adapter event or a balance to move; default 5000 ms. */
  waitMs?: number
  /** HTTP requests the adapter's nodes received so far (e.g. `startCountingProxy().count`). */
  countNodeRequests?(): number
  /** Stops what `start` started. */
  stop?(): void | Promise<void>
}

export interface AdapterConformanceSuite<D extends WalletDriver = WalletDriver> {
  /** The describe block's name, e.g. 'EthersAdapter'. */
  name: string
  /** Starts nodes and relays once for the file (in `beforeAll`). */
  start(): ConformanceEnvironment<D> | Promise<ConformanceEnvironment<D>>
  /** Per check; default 20 s. */
  timeoutMs?: number
}
