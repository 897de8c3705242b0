import type { AdapterType, CaipNetwork, ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import { BaseAdapter } from './BaseAdapter.js'
import type {
  AdapterContext,
  AdapterEventMap,
  BalanceResult,
  ConnectParams,
  ConnectResult,
  GetBalanceParams,
} from './types.js'

/**
 * A scriptable adapter for the kernel's tests (not exported from the package): records calls,
 * connects to `wallet`, confirms `syncConnection` while `confirms` is true, and lets a test fire
 * any adapter event.
 */
export class MockAdapter extends BaseAdapter {
  readonly namespace: ChainNamespace
  readonly adapterType: AdapterType = 'universal'
  wallet: { address: string; chainId: number | string }
  /** Whether the wallet still confirms the connection after a reload. */
  confirms = true
  connectError: unknown
  disconnectError: unknown
  /** What `getBalance` answers; unset, it rejects (BaseAdapter's METHOD_NOT_SUPPORTED). */
  nativeBalance: BalanceResult | Error | undefined
  /** Resolves `connect` only when the test calls `release()` (for pending-state checks). */
  holdConnect = false
  readonly calls = {
    construct: [] as AdapterContext[],
    syncConnectors: 0,
    connect: [] as ConnectParams[],
    disconnect: [] as ({ id?: string } | undefined)[],
    syncConnection: [] as { id: string; chainId?: number | string }[],
    switchNetwork: [] as CaipNetwork[],
    getBalance: [] as GetBalanceParams[],
  }
  private releaseConnect: (() => void) | undefined

  constructor(
    namespace: ChainNamespace,
    options: { connectors?: Connector[]; address?: string; chainId?: number | string } = {},
  ) {
    super()
    this.namespace = namespace
    this.wallet = {
      address: options.address ?? `${namespace}-address`,
      chainId: options.chainId ?? 1,
    }
    this.connectors = options.connectors ?? [
      {
        id: `${namespace}-injected`,
        name: `${namespace} wallet`,
        type: 'INJECTED',
        chain: namespace,
      },
    ]
  }

  override construct(context: AdapterContext) {
    super.construct(context)
    this.calls.construct.push(context)
  }

  get constructedNetworks(): CaipNetwork[] {
    return this.networks
  }

  get context_(): AdapterContext | undefined {
    return this.context
  }

  syncConnectors() {
    this.calls.syncConnectors += 1
    this.setConnectors(this.connectors)
  }

  release() {
    this.releaseConnect?.()
  }

  async connect(params: ConnectParams): Promise<ConnectResult> {
    this.calls.connect.push(params)
    if (this.holdConnect) {
      await new Promise<void>((resolve) => {
        this.releaseConnect = resolve
      })
    }
    if (this.connectError) throw this.connectError
    this.provider = { namespace: this.namespace, connected: true }
    const connector = this.connectors.find((c) => c.id === params.id)
    return {
      id: params.id,
      type: connector?.type ?? 'INJECTED',
      address: this.wallet.address,
      chainId: params.chainId ?? this.wallet.chainId,
    }
  }

  async disconnect(params?: { id?: string }) {
    this.calls.disconnect.push(params)
    if (this.disconnectError) throw this.disconnectError
    this.provider = undefined
  }

  async syncConnection(params: { id: string; chainId?: number | string }) {
    this.calls.syncConnection.push(params)
    if (!this.confirms) return null
    this.provider = { namespace: this.namespace, connected: true }
    const connector = this.connectors.find((c) => c.id === params.id)
    return {
      id: params.id,
      type: connector?.type ?? ('INJECTED' as const),
      address: this.wallet.address,
      chainId: params.chainId ?? this.wallet.chainId,
    }
  }

  override async switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }) {
    this.calls.switchNetwork.push(caipNetwork)
    this.wallet.chainId = caipNetwork.id
  }

  override async getBalance(params: GetBalanceParams): Promise<BalanceResult> {
    this.calls.getBalance.push(params)
    if (this.nativeBalance instanceof Error) throw this.nativeBalance
    return this.nativeBalance ?? super.getBalance(params)
  }

  fire<E extends keyof AdapterEventMap>(event: E, payload: AdapterEventMap[E]) {
    this.emit(event, payload)
  }
}
