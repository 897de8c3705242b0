import mitt, { type Emitter } from 'mitt'
import { KitError } from '../errors/KitError.js'
import type { AccountEntry, AdapterType, CaipNetwork, ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import type {
  AdapterContext,
  AdapterEventMap,
  AdapterEventName,
  BalanceResult,
  ChainAdapter,
  ConnectParams,
  ConnectResult,
  EstimateGasParams,
  GetBalanceParams,
  SendTransactionParams,
  SignMessageParams,
  WalletAsset,
  WriteContractParams,
} from './types.js'
import { formatUnits, parseUnits } from './units.js'

/** AdapterEventMap as a type alias (mitt needs an index-compatible record). */
type AdapterEvents = { [E in AdapterEventName]: AdapterEventMap[E] }

/**
 * The plumbing every adapter shares. Extend it and implement the four abstract methods
 * (`syncConnectors`, `connect`, `disconnect`, `syncConnection`) plus what the chain family
 * supports; every other operation rejects with `KitError('METHOD_NOT_SUPPORTED')` naming the
 * method and namespace — never a silent no-op.
 *
 * @example
 * class MyAdapter extends BaseAdapter {
 *   readonly namespace = 'polkadot'
 *   readonly adapterType = 'polkadot'
 *   async syncConnectors() { this.setConnectors([...]) }
 *   ...
 * }
 */
export abstract class BaseAdapter implements ChainAdapter {
  abstract readonly namespace: ChainNamespace
  abstract readonly adapterType: AdapterType

  /** Set by `construct`; undefined before the kit has constructed the adapter. */
  protected context: AdapterContext | undefined
  /** This namespace's networks, as the kit passed them to `construct`. */
  protected networks: CaipNetwork[] = []
  /** The connectors found by discovery; replace with `setConnectors` / `addConnectors`. */
  protected connectors: Connector[] = []
  /** What `getProvider` returns; set it when connected, clear it on disconnect. */
  protected provider: unknown

  private readonly emitter: Emitter<AdapterEvents> = mitt<AdapterEvents>()

  /** Stores the kit's context and this namespace's networks. Override and call super to add. */
  construct(context: AdapterContext): void | Promise<void> {
    this.context = context
    this.networks = [...context.networks]
  }

  abstract syncConnectors(): void | Promise<void>
  abstract connect(params: ConnectParams): Promise<ConnectResult>
  abstract disconnect(params?: { id?: string }): Promise<void>
  abstract syncConnection(params: {
    id: string
    chainId?: number | string
  }): Promise<ConnectResult | null>

  getConnectors(): Connector[] {
    return this.connectors
  }

  /** Replaces the connector list and emits `connectors`. */
  protected setConnectors(connectors: readonly Connector[]): void {
    this.connectors = [...connectors]
    this.emit('connectors', this.connectors)
  }

  /** Adds connectors (a later one with the same id replaces the earlier) and emits `connectors`. */
  protected addConnectors(...connectors: Connector[]): void {
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
    this.emitter.emit(event, payload)
  }

  /** The rejection every unimplemented operation returns. */
  protected notSupported(method: string): Promise<never> {
    return Promise.reject(
      new KitError('METHOD_NOT_SUPPORTED', { params: { method, namespace: this.namespace } }),
    )
  }

  getAccounts(_params: { id: string }): Promise<{ accounts: AccountEntry[] }> {
    return this.notSupported('getAccounts')
  }

  signMessage(_params: SignMessageParams): Promise<{ signature: string }> {
    return this.notSupported('signMessage')
  }

  sendTransaction(_params: SendTransactionParams): Promise<{ hash: string }> {
    return this.notSupported('sendTransaction')
  }

  estimateGas(_params: EstimateGasParams): Promise<{ gas: bigint }> {
    return this.notSupported('estimateGas')
  }

  writeContract(_params: WriteContractParams): Promise<{ hash: string }> {
    return this.notSupported('writeContract')
  }

  getBalance(_params: GetBalanceParams): Promise<BalanceResult> {
    return this.notSupported('getBalance')
  }

  switchNetwork(_params: { caipNetwork: CaipNetwork }): Promise<void> {
    return this.notSupported('switchNetwork')
  }

  getCapabilities(_params: { address: string }): Promise<unknown> {
    return this.notSupported('getCapabilities')
  }

  walletGetAssets(_params: {
    account: string
    chainFilter?: string[]
    strict?: boolean
  }): Promise<Record<string, WalletAsset[]>> {
    return this.notSupported('walletGetAssets')
  }

  /** Decimal string to base units (e.g. '1.5', 18 → 1500000000000000000n). */
  parseUnits(value: string, decimals: number): bigint {
    return parseUnits(value, decimals)
  }

  /** Base units to a decimal string (trailing zeros trimmed). */
  formatUnits(value: bigint, decimals: number): string {
    return formatUnits(value, decimals)
  }
}
