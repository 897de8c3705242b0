import { BUILT_IN_FAMILIES } from '../families/builtIn.js'
import { CAIP2_REFERENCE, defineChainFamily } from '../families/defineChainFamily.js'
import type { ChainFamily } from '../families/types.js'
import type { AdapterType, CaipNetwork, ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import { BaseAdapter } from './BaseAdapter.js'
import type { AdapterCapabilities } from './capabilities.js'
import type {
  AdapterContext,
  AdapterEventMap,
  BalanceResult,
  ConnectParams,
  ConnectResult,
  GetBalanceParams,
  RestoreParams,
  SendTransactionParams,
  SignMessageParams,
} from './types.js'

/** A valid address of each built-in family, for tests. */
export const SAMPLE_ADDRESSES: Readonly<Record<string, string>> = {
  eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  solana: 'So1anaAddress1111111111111111111111111111111',
  polkadot: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  bip122: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
}

/** A chain id of each built-in family (its mainnet), for tests. */
export const SAMPLE_CHAIN_IDS: Readonly<Record<string, number | string>> = {
  eip155: 1,
  solana: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  polkadot: '91b171bb158e2d3848fa23a9f1c25182',
  bip122: '000000000019d6689c085ae165831e93',
}

/** The built-in family of a namespace, else a permissive test family for it. */
export function familyFor(namespace: ChainNamespace): ChainFamily {
  return (
    BUILT_IN_FAMILIES.find((family) => family.namespace === namespace) ??
    defineChainFamily({
      namespace,
      name: `Test ${namespace}`,
      isChainId: (reference) => CAIP2_REFERENCE.test(reference),
      isAddress: (address) => /^[-.%a-zA-Z0-9]{1,128}$/.test(address),
      accountTypes: ['eoa'],
    })
  )
}

/**
 * A scriptable adapter for the kernel's tests (not exported from the package): records calls,
 * connects to `wallet`, confirms `restore` while `confirms` is true, and lets a test fire any
 * adapter event.
 */
export class MockAdapter extends BaseAdapter {
  readonly family: ChainFamily
  readonly adapterType: AdapterType = 'universal'
  /** The adapter's capabilities: a test adds the ones it needs (none by default). */
  readonly capabilities: AdapterCapabilities = {}
  wallet: { address: string; chainId: number | string }
  /** Whether the wallet still confirms the connection after a reload. */
  confirms = true
  connectError: unknown
  disconnectError: unknown
  /** What `getBalance` answers; unset, it rejects (BaseAdapter's METHOD_NOT_SUPPORTED). */
  nativeBalance: BalanceResult | Error | undefined
  /** Resolves `connect` only when the test calls `release()` (for pending-state checks). */
  holdConnect = false
  /** Resolves `restore` only when the test calls `releaseRestore()`. */
  holdRestore = false
  /** Never settles `disconnect` (a wallet that hangs). */
  hangDisconnect = false
  readonly calls = {
    setup: [] as AdapterContext[],
    discover: 0,
    connect: [] as ConnectParams[],
    disconnect: [] as ({ id?: string } | undefined)[],
    restore: [] as RestoreParams[],
    destroy: 0,
    switchNetwork: [] as CaipNetwork[],
    getBalance: [] as GetBalanceParams[],
  }
  private releaseConnect: (() => void) | undefined
  private releaseRestoreHold: (() => void) | undefined

  constructor(
    namespace: ChainNamespace,
    options: { connectors?: Connector[]; address?: string; chainId?: number | string } = {},
  ) {
    super()
    this.family = familyFor(namespace)
    this.wallet = {
      address: options.address ?? SAMPLE_ADDRESSES[namespace] ?? `${namespace}-address`,
      chainId: options.chainId ?? SAMPLE_CHAIN_IDS[namespace] ?? 1,
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

  override setup(context: AdapterContext) {
    this.calls.setup.push(context)
    return super.setup(context)
  }

  get constructedNetworks(): CaipNetwork[] {
    return this.networks
  }

  get context_(): AdapterContext | undefined {
    return this.context
  }

  protected discover() {
    this.calls.discover += 1
    this.setConnectors(this.connectors)
  }

  release() {
    this.releaseConnect?.()
  }

  releaseRestore() {
    this.releaseRestoreHold?.()
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
    if (this.hangDisconnect) await new Promise(() => {})
    if (this.disconnectError) throw this.disconnectError
    this.provider = undefined
  }

  async restore(params: RestoreParams) {
    this.calls.restore.push(params)
    if (this.holdRestore) {
      await new Promise<void>((resolve) => {
        this.releaseRestoreHold = resolve
      })
    }
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
    return this.nativeBalance ?? this.notSupported('getBalance')
  }

  async signMessage(params: SignMessageParams): Promise<{ signature: string }> {
    return { signature: `signed:${params.message}` }
  }

  async sendTransaction(_params: SendTransactionParams): Promise<{ hash: string }> {
    return this.notSupported('sendTransaction')
  }

  override destroy() {
    this.calls.destroy += 1
    super.destroy()
  }

  fire<E extends keyof AdapterEventMap>(event: E, payload: AdapterEventMap[E]) {
    this.emit(event, payload)
  }
}
