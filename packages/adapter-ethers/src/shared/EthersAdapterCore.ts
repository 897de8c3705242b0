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
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletAsset,
  type WriteContractParams,
} from '@gangway/core/adapter'
import { formatUnits, KitError } from '@gangway/core/common'
import {
  authWallet,
  connectWalletConnectEvm,
  createEvmWalletDiscovery,
  type DiscoveryTarget,
  type Eip1193Provider,
  type EvmRpcOptions,
  type EvmWalletDiscovery,
  eip155Family,
  erc20Transfer,
  evmRpcUrls,
  fetchWalletAssets,
  loadWalletCalls,
  nativeBalanceAssets,
  networksForChainFilter,
  requestCapabilities,
  restoreWalletConnectEvm,
  switchOrAddEthereumChain,
  toEvmAccountEntry,
  toEvmConnector,
  walletConnectEvmConnector,
  withEvmKitErrors,
} from '@gangway/core/eip155'
import type { EthersReaderShim, EthersSdkShim } from '../sdk/types.js'
import { ChainReaders } from './chainReaders.js'
import {
  type Eip1193Session,
  followConnectedWallet,
  onlyRejection,
  requestAccounts,
  revokePermissions,
} from './eip1193Session.js'
import type { EthersCallContext } from './ethersCalls.js'
import * as ethersCalls from './ethersCalls.js'

/** Loads the ethers SDK shim (a dynamic `import()`), so ethers is downloaded on first use only. */
export type EthersSdkLoader = () => Promise<EthersSdkShim>

export interface EthersAdapterOptions extends EvmRpcOptions {
  /** Token contracts that take the USDT ABI, besides mainnet USDT. */
  usdtAddresses?: readonly string[]
  /** Where to discover wallets (EIP-6963 and `ethereum`); `globalThis.window` by default. */
  discoveryTarget?: DiscoveryTarget
}

/**
 * The ethers adapter, written once for every ethers major version: the SDK shim decides how
 * signers and read providers are built; connection, chain switching and error rules live here,
 * the wallet calls (signatures, transactions, ERC-20/USDT writes) in `ethersCalls.ts`, the
 * wallet's events in `eip1193Session.ts`, chain reads (over the kit's JSON-RPC transport) in
 * `chainReaders.ts`.
 *
 * The shim (and so ethers) is loaded on first use — connect, restore, reads, signing — never by
 * the constructor or `setup()`: listing wallets needs no ethers code.
 */
export class EthersAdapterCore extends BaseAdapter {
  readonly family = eip155Family
  readonly adapterType: 'ethers' | 'ethers5'
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
        (await loadWalletCalls()).requestSendCalls(this.requireSession().provider, params),
      ),
    getCallsStatus: (params) =>
      withEvmKitErrors(async () =>
        (await loadWalletCalls()).requestCallsStatus(this.requireSession().provider, params.id),
      ),
    getWalletAssets: (params) => this.getWalletAssets(params),
  }

  private discovery: EvmWalletDiscovery | undefined
  private session: Eip1193Session | undefined
  /** The SDK shim, loaded on the first call (a failed load is tried again on the next). */
  private readonly sdk: () => Promise<EthersSdkShim>
  private readonly readers: ChainReaders
  /** What the wallet calls (`ethersCalls.ts`) use of the adapter. */
  private readonly calls: EthersCallContext = {
    sdk: () => this.sdk(),
    requireSession: () => this.requireSession(),
    signer: (address) => this.signer(address),
    reader: (network) => this.reader(network),
  }

  constructor(
    adapterType: 'ethers' | 'ethers5',
    loadSdk: EthersSdkLoader,
    private readonly options: EthersAdapterOptions = {},
  ) {
    super()
    this.adapterType = adapterType
    this.sdk = loadSdkOnce({ adapterType, sdkName: 'ethers' }, loadSdk)
    this.readers = new ChainReaders(adapterType, this.sdk, (network) => this.rpcUrlsFor(network))
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
    const update = () =>
      this.setConnectors([
        ...discovery.getWallets().map(toEvmConnector),
        // The kit's embedded wallet (AUTH), when the kit hands one over.
        ...authWallet(this.context?.authProvider).map(toEvmConnector),
        walletConnectEvmConnector(),
      ])
    discovery.subscribe(update)
    update()
  }

  /** The EIP-1193 provider of a discovered connector. */
  private injectedProvider(id: string): Eip1193Provider | undefined {
    if (!this.discovery) this.discover()
    return this.connectors.find((connector) => connector.id === id)?.provider as
      | Eip1193Provider
      | undefined
  }

  async connect(params: ConnectParams): Promise<ConnectResult> {
    return withEvmKitErrors(async () => {
      this.endSession()
      // Start loading ethers while the wallet asks the visitor; `start()` awaits it (and retries
      // a failed load), so this early start needs no handler of its own.
      this.sdk().catch(() => undefined)
      if (params.id === WALLET_CONNECT_CONNECTOR_ID) {
        const context = this.requireContext()
        const universal = await context.getUniversalProvider()
        const opened = await connectWalletConnectEvm(universal, this.networks, {
          ...(params.chainId !== undefined ? { chainId: Number(params.chainId) } : {}),
          onDisplayUri: (uri) => this.emit('displayUri', uri),
          pair: context.pairWalletConnect,
        })
        return this.start(params.id, 'WALLET_CONNECT', opened.provider, opened.accounts)
      }
      const provider = this.injectedProvider(params.id)
      if (!provider) throw new KitError('CONNECTOR_NOT_FOUND', { params: { id: params.id } })
      const accounts = await requestAccounts(provider, 'eth_requestAccounts')
      const wanted = this.networks.find((n) => String(n.id) === String(params.chainId))
      if (wanted) {
        const current = Number(await provider.request({ method: 'eth_chainId' }))
        if (current !== Number(wanted.id))
          await this.switchOn(provider, wanted).catch(onlyRejection)
      }
      return this.start(params.id, this.connectorType(params.id), provider, accounts)
    })
  }

  async restore(params: RestoreParams): Promise<ConnectResult | null> {
    this.endSession()
    try {
      if (params.id === WALLET_CONNECT_CONNECTOR_ID) {
        const universal = await this.requireContext().getUniversalProvider()
        const restored = await restoreWalletConnectEvm(universal)
        if (!restored) return null
        return await this.start(params.id, 'WALLET_CONNECT', restored.provider, restored.accounts)
      }
      const provider = this.injectedProvider(params.id)
      if (!provider) return null
      const accounts = await requestAccounts(provider, 'eth_accounts')
      if (accounts.length === 0) return null
      return await this.start(params.id, this.connectorType(params.id), provider, accounts)
    } catch {
      // A wallet that cannot answer does not confirm the connection.
      this.endSession()
      return null
    }
  }

  async disconnect(): Promise<void> {
    const session = this.session
    this.endSession()
    if (!session) return
    if (session.connectorId === WALLET_CONNECT_CONNECTOR_ID) {
      await (await this.requireContext().getUniversalProvider()).disconnect()
      return
    }
    await revokePermissions(session.provider)
  }

  async getAccounts(params: { id: string }): Promise<{ accounts: AccountEntry[] }> {
    const provider =
      this.session?.connectorId === params.id
        ? this.session.provider
        : this.injectedProvider(params.id)
    if (!provider) return { accounts: [] }
    const addresses = await withEvmKitErrors(() => requestAccounts(provider, 'eth_accounts'))
    return { accounts: addresses.map(toEvmAccountEntry) }
  }

  override signMessage(params: SignMessageParams): Promise<{ signature: string }> {
    return withEvmKitErrors(() => ethersCalls.signMessage(this.calls, params))
  }

  signTypedData(params: SignTypedDataParams): Promise<{ signature: string }> {
    return withEvmKitErrors(() => ethersCalls.signTypedData(this.calls, params))
  }

  override sendTransaction(params: SendTransactionParams): Promise<{ hash: string }> {
    return withEvmKitErrors(() => ethersCalls.sendTransaction(this.calls, params))
  }

  estimateGas(params: EstimateGasParams): Promise<{ gas: bigint }> {
    return withEvmKitErrors(() => ethersCalls.estimateGas(this.calls, params))
  }

  /**
   * ERC-20 transfer / approve / transferFrom. USDT contracts (mainnet USDT and the host's list)
   * take the USDT ABI. The call is simulated first (eth_call): a revert, or a token answering
   * `false`, fails here before the wallet is asked.
   */
  writeContract(params: WriteContractParams): Promise<{ hash: string }> {
    return withEvmKitErrors(() =>
      ethersCalls.writeContract(this.calls, params, this.options.usdtAddresses),
    )
  }

  /** An ERC-20 transfer for the Send flow: `writeContract`'s `transfer`, simulated first. */
  async transferToken(params: TransferTokenParams): Promise<{ hash: string }> {
    return this.writeContract(
      erc20Transfer(params, params.address ?? this.requireSession().address),
    )
  }

  override async getBalance(params: GetBalanceParams): Promise<BalanceResult> {
    const { decimals, symbol } = params.caipNetwork.nativeCurrency
    const reader = await this.reader(params.caipNetwork)
    const value = await reader.getBalance(params.address)
    return { balance: formatUnits(value, decimals), symbol, decimals }
  }

  override switchNetwork(params: { caipNetwork: CaipNetwork }): Promise<void> {
    return withEvmKitErrors(async () => {
      const session = this.session
      if (!session) return
      await this.switchOn(session.provider, params.caipNetwork)
      session.chainId = Number(params.caipNetwork.id)
    })
  }

  /** EIP-5792 `wallet_getCapabilities` of the connected wallet. */
  getWalletCapabilities(params: { address: string }): Promise<unknown> {
    return withEvmKitErrors(() =>
      requestCapabilities(this.requireSession().provider, params.address),
    )
  }

  /** ERC-7811 `wallet_getAssets` of the connected wallet (native balances as the fallback). */
  getWalletAssets(params: GetWalletAssetsParams): Promise<Record<string, WalletAsset[]>> {
    return fetchWalletAssets(this.requireSession().provider, params, () =>
      nativeBalanceAssets(networksForChainFilter(this.networks, params.chainFilter), (network) =>
        this.reader(network).then((reader) => reader.getBalance(params.account)),
      ),
    )
  }

  /** Stops discovery, event following and read providers (the kit calls it on destroy). */
  override destroy(): void {
    this.endSession()
    this.readers.destroy()
    super.destroy()
  }

  // -- internals ---------------------------------------------------------------------------

  private requireContext(): AdapterContext {
    if (!this.context) throw new KitError('CONNECTION_CLIENT_NOT_SET')
    return this.context
  }

  private requireSession(): Eip1193Session {
    if (!this.session) throw new KitError('CONNECTION_CLIENT_NOT_SET')
    return this.session
  }

  private connectorType(id: string): ConnectResult['type'] {
    return this.connectors.find((connector) => connector.id === id)?.type ?? 'INJECTED'
  }

  private async start(
    connectorId: string,
    type: ConnectResult['type'],
    provider: Eip1193Provider,
    accounts: string[],
  ): Promise<ConnectResult> {
    // Loaded before the session opens: its event handlers are synchronous and use the shim.
    const sdk = await this.sdk()
    const chainId = Number(await provider.request({ method: 'eth_chainId' }))
    this.assertLive()
    const addresses = accounts.map((address) => sdk.getAddress(address))
    this.session = followConnectedWallet({
      connectorId,
      provider,
      address: addresses[0] as string,
      chainId,
      checksum: (address) => sdk.getAddress(address),
      onAccountChanged: (payload) => this.emit('accountChanged', payload),
      onChainChanged: (payload) => this.emit('networkChanged', payload),
      onGone: () => {
        this.endSession()
        this.emit('disconnect', undefined)
      },
    })
    this.provider = provider
    return {
      id: connectorId,
      type,
      address: this.session.address,
      chainId,
      provider,
      accounts: addresses.map(toEvmAccountEntry),
    }
  }

  private endSession(): void {
    this.session?.close()
    this.session = undefined
    this.provider = undefined
  }

  private async signer(address: string) {
    const { provider } = this.requireSession()
    const sdk = await this.sdk()
    return sdk.getSigner(provider, address)
  }

  private switchOn(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
    return switchOrAddEthereumChain(provider, network, { rpcUrls: this.rpcUrlsFor(network) })
  }

  /** Host URLs, then the default RPC URL rule, then the chain's own (the project id falls back to the kit's). */
  private rpcUrlsFor(network: CaipNetwork): string[] {
    return evmRpcUrls(network, {
      ...this.options,
      projectId: this.options.projectId ?? this.context?.projectId,
    })
  }

  /** The read provider of a network (the connected chain's when none is given). */
  private reader(network?: CaipNetwork): Promise<EthersReaderShim> {
    const target =
      network ??
      this.networks.find((n) => Number(n.id) === this.session?.chainId) ??
      this.networks[0]
    if (!target) return Promise.reject(new KitError('NETWORK_NOT_FOUND_NAME'))
    return this.readers.get(target)
  }
}
