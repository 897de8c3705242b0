import mitt, { type Emitter } from 'mitt'
import { KitError } from '../errors/KitError.js'
import type { ChainFamily } from '../families/types.js'
import type { AdapterType, CaipNetwork, ChainNamespace } from '../types/chain.js'
import type { DiscoveredConnector } from '../types/connector.js'
import type {
  AdapterContext,
  AdapterEventMap,
  AdapterEventName,
  BalanceResult,
  ChainAdapter,
  ConnectParams,
  ConnectResult,
  GetBalanceParams,
  RestoreParams,
  SendTransactionParams,
  SignMessageParams,
} from './types.js'

/** AdapterEventMap as a type alias (mitt needs an index-compatible record). */
type AdapterEvents = { [E in AdapterEventName]: AdapterEventMap[E] }

/**
 * The plumbing every adapter shares: the kit's context, the connector list, the event emitter
 * and a destroy that undoes what the adapter started. Implement the contract's operations and
 * `discover`; register what must stop on destroy with `onDestroy`.
 *
 * @example
 * class CosmosAdapter extends BaseAdapter {
 *   readonly family = cosmosFamily
 *   readonly adapterType = 'cosmos'
 *   protected discover() { this.setConnectors(findKeplrLikeWallets()) }
 *   ...
 * }
 */
export abstract class BaseAdapter implements ChainAdapter {
  abstract readonly family: ChainFamily
  abstract readonly adapterType: AdapterType

  /** Set by `setup`; undefined before the kit has set the adapter up. */
  protected context: AdapterContext | undefined
  /** This family's networks, as the kit passed them to `setup`. */
  protected networks: CaipNetwork[] = []
  /** The connectors found by discovery (with their providers); see `setConnectors`. */
  protected connectors: DiscoveredConnector[] = []
  /** What `getProvider` returns; set it when connected, clear it on disconnect. */
  protected provider: unknown
  /** True once `destroy` has run: nothing may be emitted or started after it. */
  protected destroyed = false

  private readonly emitter: Emitter<AdapterEvents> = mitt<AdapterEvents>()
  private readonly cleanups: (() => void)[] = []
  /** Aborted by `destroy`, and when the kit aborts the context's signal. */
  private readonly lifetime = new AbortController()

  /** The family's namespace (`family.namespace`). */
  get namespace(): ChainNamespace {
    return this.family.namespace
  }

  /** Aborted when the adapter is destroyed (or the kit that owns it is). */
  protected get signal(): AbortSignal {
    return this.lifetime.signal
  }

  /** Stores the kit's context and this family's networks, then runs `discover`. */
  setup(context: AdapterContext): void | Promise<void> {
    this.context = context
    if (context.signal.aborted) this.lifetime.abort()
    else {
      const end = () => this.lifetime.abort()
      context.signal.addEventListener('abort', end, { once: true, signal: this.lifetime.signal })
    }
    this.networks = context.networks.filter((network) => network.chainNamespace === this.namespace)
    return this.discover()
  }

  /** Finds the wallets this family can use and reports them with `setConnectors`. */
  protected abstract discover(): void | Promise<void>

  abstract connect(params: ConnectParams): Promise<ConnectResult>
  abstract restore(params: RestoreParams): Promise<ConnectResult | null>
  abstract disconnect(params?: { id?: string }): Promise<void>
  abstract signMessage(params: SignMessageParams): Promise<{ signature: string }>
  abstract sendTransaction(params: SendTransactionParams): Promise<{ hash: string }>
  abstract getBalance(params: GetBalanceParams): Promise<BalanceResult>
  abstract switchNetwork(params: { caipNetwork: CaipNetwork }): Promise<void>

  getConnectors(): readonly DiscoveredConnector[] {
    return this.connectors
  }

  /** Replaces the connector list and emits `connectors`. */
  protected setConnectors(connectors: readonly DiscoveredConnector[]): void {
    this.connectors = [...connectors]
    this.emit('connectors', this.connectors)
  }

  /** Adds connectors (a later one with the same id replaces the earlier) and emits `connectors`. */
  protected addConnectors(...connectors: DiscoveredConnector[]): void {
    const ids = new Set(connectors.map((connector) => connector.id))
    this.setConnectors([...this.connectors.filter((c) => !ids.has(c.id)), ...connectors])
  }

  getProvider(): unknown {
    return this.provider
  }

  on<E extends AdapterEventName>(
    event: E,
    listener: (payload: AdapterEventMap[E]) => void,
  ): () => void {
    this.emitter.on(event, listener)
    return () => this.emitter.off(event, listener)
  }

  /** Tells the kit about an account, network, disconnect, connector or pairing-URI change. */
  protected emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]): void {
    if (!this.destroyed) this.emitter.emit(event, payload)
  }

  /** Runs `cleanup` on destroy (at once when already destroyed): timers, listeners, sockets. */
  protected onDestroy(cleanup: () => void): void {
    if (this.destroyed) cleanup()
    else this.cleanups.push(cleanup)
  }

  /** Runs every `onDestroy` cleanup (each once), drops listeners and the provider. */
  destroy(): void | Promise<void> {
    if (this.destroyed) return
    this.destroyed = true
    this.lifetime.abort()
    for (const cleanup of this.cleanups.splice(0).reverse()) {
      try {
        cleanup()
      } catch (error) {
        this.context?.logger.warn(`The ${this.namespace} adapter failed to clean up:`, error)
      }
    }
    this.emitter.all.clear()
    this.provider = undefined
  }

  /**
   * Throws once the adapter is destroyed: call it after each await on the way to a connection,
   * so a connect or restore still in flight at destroy never opens a session afterwards.
   */
  protected assertLive(): void {
    if (this.destroyed) {
      throw new KitError('CONNECT_FAILED', {
        params: { details: `The ${this.namespace} adapter was destroyed.` },
      })
    }
  }

  /** The rejection of an operation the family or wallet cannot perform. */
  protected notSupported(method: string, details?: string): Promise<never> {
    return Promise.reject(
      new KitError('METHOD_NOT_SUPPORTED', {
        params: { method, namespace: this.namespace },
        ...(details && { longMessage: details }),
      }),
    )
  }
}
