import {
  type AccountEntry,
  type AdapterCapabilities,
  type AdapterContext,
  type BalanceResult,
  BaseAdapter,
  type CaipNetwork,
  type ConnectParams,
  type ConnectResult,
  type EstimateGasParams,
  type GetBalanceParams,
  type GetWalletAssetsParams,
  loadSdkOnce,
  type RestoreParams,
  type SendTransactionParams,
  type SignMessageParams,
  type SignTypedDataParams,
  type TransferTokenParams,
  type WalletAsset,
  type WriteContractParams,
} from '@gangway/core/adapter'
import { formatUnits, KitError } from '@gangway/core/common'
import {
  createEvmWalletDiscovery,
  type DiscoveredEvmWallet,
  type DiscoveryTarget,
  type Eip1193Provider,
  type EvmWalletDiscovery,
  eip155Family,
  evmRpcUrls,
  fetchWalletAssets,
  loadWalletCalls,
  nativeBalanceAssets,
  networksForChainFilter,
  requestCapabilities,
  toEvmAccountEntry,
  toEvmConnector,
  walletConnectEvmConnector,
  withEvmKitErrors,
} from '@gangway/core/eip155'
import type { Config, Connector as WagmiConnector } from '@wagmi/core'
import { assertConfigCoversNetworks, type WagmiConfigOptions } from './configCheck.js'
import type { LoadedWagmi } from './wagmiCalls.js'
import * as calls from './wagmiCalls.js'
import {
  connectedProvider,
  connectWagmiConnector,
  followWagmiConnection,
  reconnectWagmiConnector,
  toConnectResult,
} from './wagmiConnection.js'
import { rpcOptions, walletConnectParameters, withAuthWallet } from './wagmiWiring.js'
import { createWalletListeners } from './walletListeners.js'

export interface WagmiAdapterOptions extends WagmiConfigOptions {
  /** Token contracts that take the USDT ABI, besides mainnet USDT. */
  usdtAddresses?: readonly string[]
  /** Where to discover wallets (EIP-6963 and `ethereum`); `globalThis.window` by default. */
  discoveryTarget?: DiscoveryTarget
  /**
   * A wagmi config made with `createWagmiConfig({ networks })`, for an app that renders wagmi's
   * `WagmiProvider` (or calls wagmi actions) from the start. Without it the adapter creates the
   * config, with wagmi and viem, on first use.
   */
  wagmiConfig?: Config
}

/**
 * Gangway's EVM adapter on wagmi: a wagmi config (`adapter.wagmiConfig`) so the host keeps using
 * wagmi's own hooks and actions, with the kit's wallets (EIP-6963, legacy injected,
 * WalletConnect through the kit's UniversalProvider) as its connectors. wagmi and viem load on
 * first use (connect, restore, a read or a signature), so a page that shows the connect button
 * and lists wallets downloads neither; pass `wagmiConfig` to have them from the start.
 */
export class WagmiAdapter extends BaseAdapter {
  readonly family = eip155Family
  readonly adapterType = 'wagmi' as const
  readonly capabilities: AdapterCapabilities = {
    getAccounts: (params) => this.getAccounts(params),
    signTypedData: (params) => this.signTypedData(params),
    estimateGas: (params) => this.estimateGas(params),
    writeContract: (params) => this.writeContract(params),
    transferToken: (params) => this.transferToken(params),
    getWalletCapabilities: (params) => this.getWalletCapabilities(params),
    // EIP-5792 batches, asked of the connected wallet; their answers are checked in core (its
    // batch requests load on first use).
    sendCalls: (params) =>
      withEvmKitErrors(async () =>
        (await loadWalletCalls()).requestSendCalls(await this.requireProvider(), params),
      ),
    getCallsStatus: (params) =>
      withEvmKitErrors(async () =>
        (await loadWalletCalls()).requestCallsStatus(await this.requireProvider(), params.id),
      ),
    getWalletAssets: (params) => this.getWalletAssets(params),
  }

  private readonly options: WagmiAdapterOptions
  private config: Config | undefined
  /** wagmi, viem and the glue, imported once (a failed import is tried again on the next use). */
  private readonly runtime = loadSdkOnce(
    { adapterType: 'wagmi', sdkName: 'wagmi' },
    () => import('./wagmiRuntime.js'),
  )
  private loaded: LoadedWagmi | undefined
  private discovery: EvmWalletDiscovery | undefined
  private connectedId: string | undefined
  private stopWatching: (() => void) | undefined
  private disconnecting = false
  /** What wagmi's connectors listen to on the wallets, taken off on destroy. */
  private readonly walletListeners = createWalletListeners()

  constructor(options: WagmiAdapterOptions) {
    super()
    this.options = options
    this.networks = options.networks.filter((network) => network.chainNamespace === 'eip155')
    if (this.networks.length === 0) throw new KitError('CHAIN_REQUIRED')
    if (options.wagmiConfig) {
      assertConfigCoversNetworks(options.wagmiConfig, this.networks)
      this.config = options.wagmiConfig
    }
  }

  /**
   * The wagmi config: pass it to `WagmiProvider` / wagmi actions. Available from the start when
   * you passed `wagmiConfig`, otherwise once wagmi has loaded (`await adapter.getWagmiConfig()`).
   */
  get wagmiConfig(): Config {
    if (this.config) return this.config
    throw new KitError('ADAPTER_SDK_NOT_LOADED', {
      params: {
        name: 'The wagmi config',
        details:
          'WagmiAdapter loads wagmi on first use. Await adapter.getWagmiConfig(), or create the config at start-up with createWagmiConfig({ networks }) and pass it as new WagmiAdapter({ networks, wagmiConfig }).',
      },
    })
  }

  /** The wagmi config, loading wagmi and viem first if they have not loaded yet. */
  async getWagmiConfig(): Promise<Config> {
    return (await this.load()).config
  }

  /** Keeps the networks the adapter was made with (its wagmi config's chains). */
  override setup(context: AdapterContext): void {
    this.context = context
    this.discover()
  }

  protected discover(): void {
    if (this.discovery) {
      this.discovery.request()
      return
    }
    if (this.destroyed) return
    const discovery = createEvmWalletDiscovery({ target: this.options.discoveryTarget })
    this.discovery = discovery
    this.onDestroy(() => {
      discovery.destroy()
      this.discovery = undefined
    })
    const update = (discovered: DiscoveredEvmWallet[]) => {
      const wallets = withAuthWallet(discovered, this.context)
      if (this.loaded) this.register(this.loaded, wallets)
      this.setConnectors([...wallets.map(toEvmConnector), walletConnectEvmConnector()])
    }
    discovery.subscribe(update)
    update(discovery.getWallets())
    // The host's own config is in use from the start: give it the kit's wallets now.
    if (this.options.wagmiConfig) this.load().catch(() => undefined)
  }

  /**
   * wagmi/viem, loaded once, with the config (created on the first load unless the host passed
   * one) and the kit's wallets registered with it. A failed import rejects with
   * KitError('ADAPTER_SDK_NOT_LOADED') and is tried again on the next use.
   */
  private async load(): Promise<LoadedWagmi> {
    if (this.loaded) return this.loaded
    const wagmi = await this.runtime()
    if (!this.loaded) {
      // The first caller to get here sets up; concurrent callers then share it.
      this.config ??= wagmi.createWagmiConfig({
        ...this.options,
        ...rpcOptions(this.options, this.context),
        signal: this.signal,
      })
      const loaded = { wagmi, config: this.config }
      this.loaded = loaded
      if (this.discovery)
        this.register(loaded, withAuthWallet(this.discovery.getWallets(), this.context))
    }
    return this.loaded
  }

  private register({ wagmi, config }: LoadedWagmi, wallets: readonly DiscoveredEvmWallet[]) {
    const walletConnect = walletConnectParameters(this.context, {
      networks: this.networks,
      onDisplayUri: (uri) => this.emit('displayUri', uri),
      rpcUrls: (network) => this.rpcUrlsFor(network),
    })
    wagmi.registerWagmiConnectors(config, wallets, walletConnect, this.walletListeners.view)
  }

  /** Host URLs, then the default RPC URL rule, then the chain's own: as the ethers adapter. */
  private rpcUrlsFor(network: CaipNetwork): string[] {
    return evmRpcUrls(network, rpcOptions(this.options, this.context))
  }

  /** wagmi (loaded) and its connector for a kit connector id. */
  private async wagmiConnector(
    id: string,
  ): Promise<LoadedWagmi & { connector: WagmiConnector | undefined }> {
    if (!this.discovery) this.discover()
    const loaded = await this.load()
    return { ...loaded, connector: loaded.config.connectors.find((c) => c.id === id) }
  }

  async connect(params: ConnectParams): Promise<ConnectResult> {
    return withEvmKitErrors(async () => {
      const loaded = await this.wagmiConnector(params.id)
      const { connector } = loaded
      if (!connector) throw new KitError('CONNECTOR_NOT_FOUND', { params: { id: params.id } })
      this.unfollow()
      const result = await connectWagmiConnector(loaded, connector, this.networks, params.chainId)
      return this.start(params.id, connector, result.accounts, result.chainId)
    })
  }

  async restore(params: RestoreParams): Promise<ConnectResult | null> {
    this.unfollow()
    try {
      const loaded = await this.wagmiConnector(params.id)
      const { connector } = loaded
      const provider = this.walletListeners.provider(
        (await connector?.getProvider()) as Eip1193Provider | undefined,
      )
      if (!connector || !provider) return null
      const connection = await reconnectWagmiConnector(loaded, connector, provider)
      if (!connection) return null
      return await this.start(params.id, connector, connection.accounts, connection.chainId)
    } catch {
      return null
    }
  }

  async disconnect(): Promise<void> {
    const id = this.connectedId
    this.unfollow()
    if (!id) return
    const { wagmi, config, connector } = await this.wagmiConnector(id)
    if (!connector) return
    this.disconnecting = true
    try {
      await wagmi.disconnect(config, { connector })
    } finally {
      this.disconnecting = false
    }
  }

  async getAccounts(params: { id: string }): Promise<{ accounts: AccountEntry[] }> {
    return withEvmKitErrors(async () => {
      const { connector } = await this.wagmiConnector(params.id)
      if (!connector) return { accounts: [] }
      return { accounts: (await connector.getAccounts()).map(toEvmAccountEntry) }
    })
  }

  override signMessage(params: SignMessageParams): Promise<{ signature: string }> {
    return withEvmKitErrors(async () => calls.signMessage(await this.load(), params))
  }

  signTypedData(params: SignTypedDataParams): Promise<{ signature: string }> {
    return withEvmKitErrors(async () => calls.signTypedData(await this.load(), params))
  }

  override sendTransaction(params: SendTransactionParams): Promise<{ hash: string }> {
    return withEvmKitErrors(async () => calls.sendTransaction(await this.load(), params))
  }

  estimateGas(params: EstimateGasParams): Promise<{ gas: bigint }> {
    return withEvmKitErrors(async () => calls.estimateGas(await this.load(), params))
  }

  /** ERC-20 transfer / approve / transferFrom, simulated first (USDT contracts: the USDT ABI). */
  writeContract(params: WriteContractParams): Promise<{ hash: string }> {
    return withEvmKitErrors(async () =>
      calls.writeContract(await this.load(), params, this.options.usdtAddresses),
    )
  }

  /** An ERC-20 transfer for the Send flow: `writeContract`'s `transfer`, simulated first. */
  transferToken(params: TransferTokenParams): Promise<{ hash: string }> {
    return withEvmKitErrors(async () =>
      calls.transferToken(await this.load(), params, this.options.usdtAddresses),
    )
  }

  override async getBalance(params: GetBalanceParams): Promise<BalanceResult> {
    const { decimals, symbol } = params.caipNetwork.nativeCurrency
    const value = await this.nativeBalance(params.address, params.caipNetwork)
    return { balance: formatUnits(value, decimals), symbol, decimals }
  }

  override switchNetwork(params: { caipNetwork: CaipNetwork }): Promise<void> {
    return withEvmKitErrors(async () =>
      calls.switchChain(await this.load(), params.caipNetwork, this.rpcUrlsFor(params.caipNetwork)),
    )
  }

  /** EIP-5792 `wallet_getCapabilities` of the connected wallet. */
  getWalletCapabilities(params: { address: string }): Promise<unknown> {
    return withEvmKitErrors(async () =>
      requestCapabilities(await this.requireProvider(), params.address),
    )
  }

  /** ERC-7811 `wallet_getAssets` of the connected wallet (native balances as the fallback). */
  async getWalletAssets(params: GetWalletAssetsParams): Promise<Record<string, WalletAsset[]>> {
    return fetchWalletAssets(await this.requireProvider(), params, () =>
      nativeBalanceAssets(networksForChainFilter(this.networks, params.chainFilter), (network) =>
        this.nativeBalance(params.account, network),
      ),
    )
  }

  /**
   * Stops discovery, event following, the RPC ranking and wagmi's connectors' wallet listeners
   * (the kit calls it on destroy). The wallets are not asked anything: the site stays trusted.
   */
  override destroy(): void {
    this.unfollow()
    this.walletListeners.detachAll()
    super.destroy()
  }

  // -- internals ---------------------------------------------------------------------------

  private async nativeBalance(address: string, network: CaipNetwork): Promise<bigint> {
    return calls.nativeBalance(await this.load(), address, network)
  }

  private async requireProvider(): Promise<Eip1193Provider> {
    return connectedProvider(await this.load())
  }

  private async start(
    id: string,
    connector: WagmiConnector,
    accounts: readonly string[],
    chainId: number,
  ): Promise<ConnectResult> {
    const provider = this.walletListeners.provider(await connector.getProvider())
    this.assertLive()
    this.connectedId = id
    this.provider = provider
    this.follow(id)
    return toConnectResult({ id, provider, accounts, chainId }, this.connectors)
  }

  /** Follows wagmi's connection: account and chain changes, and a disconnect from the wallet. */
  private follow(id: string): void {
    const loaded = this.loaded
    if (!loaded) return
    this.stopWatching?.()
    this.stopWatching = followWagmiConnection(loaded, id, {
      isFollowed: () => this.connectedId === id,
      onAccountChanged: (payload) => this.emit('accountChanged', payload),
      onChainChanged: (payload) => this.emit('networkChanged', payload),
      onDisconnected: () => {
        this.unfollow()
        if (!this.disconnecting) this.emit('disconnect', undefined)
      },
    })
  }

  private unfollow(): void {
    this.stopWatching?.()
    this.stopWatching = undefined
    this.connectedId = undefined
    this.provider = undefined
  }
}
