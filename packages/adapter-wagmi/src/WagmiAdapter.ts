import {
  type AccountEntry,
  type AdapterContext,
  type BalanceResult,
  BaseAdapter,
  type CaipNetwork,
  type ConnectParams,
  type ConnectResult,
  createEvmWalletDiscovery,
  type DiscoveredEvmWallet,
  type DiscoveryTarget,
  type Eip1193Provider,
  type EstimateGasParams,
  type EvmRpcOptions,
  type EvmWalletDiscovery,
  erc20AbiFor,
  erc20WriteArgs,
  evmRpcUrls,
  fetchWalletAssets,
  type GetBalanceParams,
  KitError,
  nativeBalanceAssets,
  networksForChainFilter,
  requestCapabilities,
  type SendTransactionParams,
  type SignMessageParams,
  type SignTypedDataParams,
  toEvmAccountEntry,
  toEvmConnector,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletAsset,
  type WriteContractParams,
  walletConnectEvmConnector,
  withEvmKitErrors,
} from '@gangway/core'
import {
  type Config,
  type CreateConfigParameters,
  createConfig,
  getConnection,
  reconnect,
  simulateContract,
  switchChain,
  type Connector as WagmiConnector,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  estimateGas as wagmiEstimateGas,
  getBalance as wagmiGetBalance,
  sendTransaction as wagmiSendTransaction,
  signMessage as wagmiSignMessage,
  signTypedData as wagmiSignTypedData,
  writeContract as wagmiWriteContract,
  watchConnection,
} from '@wagmi/core'
import type { Address, Chain, Hex, Transport } from 'viem'
import { toViemChain } from './chains.js'
import { createRpcTransport } from './rpcTransport.js'
import { registerWagmiConnectors } from './wagmiConnectors.js'
import type { GangwayWalletConnectParameters } from './walletConnectConnector.js'

export interface WagmiAdapterOptions extends EvmRpcOptions {
  /** The eip155 networks of the kit (the first is wagmi's initial chain). */
  networks: readonly CaipNetwork[]
  /** Your own viem transports per chain id; the rest get the kit's RPC transport. */
  transports?: Record<number, Transport>
  /** Token contracts that take the USDT ABI, besides mainnet USDT. */
  usdtAddresses?: readonly string[]
  /** Where to discover wallets (EIP-6963 and `ethereum`); `globalThis.window` by default. */
  discoveryTarget?: DiscoveryTarget
  /** Passed on to wagmi's `createConfig` (e.g. `storage`, `ssr`). */
  wagmi?: Pick<CreateConfigParameters, 'storage' | 'ssr' | 'syncConnectedChain'>
}

/**
 * Gangway's EVM adapter on wagmi: builds a wagmi config (`adapter.wagmiConfig`) so the host keeps
 * using wagmi's own hooks and actions, with the kit's wallets (EIP-6963, legacy injected,
 * WalletConnect through the kit's UniversalProvider) as its connectors.
 */
export class WagmiAdapter extends BaseAdapter {
  readonly namespace = 'eip155' as const
  readonly adapterType = 'wagmi' as const
  /** The wagmi config: pass it to `WagmiProvider` / wagmi actions. */
  readonly wagmiConfig: Config

  private readonly options: WagmiAdapterOptions
  private discovery: EvmWalletDiscovery | undefined
  private connectedId: string | undefined
  private stopWatching: (() => void) | undefined
  private disconnecting = false

  constructor(options: WagmiAdapterOptions) {
    super()
    this.options = options
    this.networks = options.networks.filter((network) => network.chainNamespace === 'eip155')
    const chains = this.networks.map(toViemChain)
    if (chains.length === 0) throw new KitError('CHAIN_REQUIRED')
    this.wagmiConfig = createConfig({
      chains: chains as [Chain, ...Chain[]],
      transports: Object.fromEntries(
        this.networks.map((network) => [
          Number(network.id),
          options.transports?.[Number(network.id)] ??
            createRpcTransport(evmRpcUrls(network, options)),
        ]),
      ),
      connectors: [],
      multiInjectedProviderDiscovery: false,
      ...options.wagmi,
    })
  }

  override construct(context: AdapterContext): void {
    this.context = context
  }

  syncConnectors(): void {
    if (this.discovery) {
      this.discovery.request()
      return
    }
    const discovery = createEvmWalletDiscovery({ target: this.options.discoveryTarget })
    this.discovery = discovery
    const update = (wallets: DiscoveredEvmWallet[]) => {
      registerWagmiConnectors(this.wagmiConfig, wallets, this.walletConnectParameters())
      this.setConnectors([...wallets.map(toEvmConnector), walletConnectEvmConnector()])
    }
    discovery.subscribe(update)
    update(discovery.getWallets())
  }

  /** The WalletConnect connector's wiring, once the kit has handed over its context. */
  private walletConnectParameters(): GangwayWalletConnectParameters | undefined {
    const context = this.context
    if (!context) return undefined
    return {
      getUniversalProvider: () => context.getUniversalProvider(),
      networks: this.networks,
      onDisplayUri: (uri) => this.emit('displayUri', uri),
      ...(context.pairWalletConnect ? { pair: context.pairWalletConnect } : {}),
    }
  }

  private wagmiConnector(id: string): WagmiConnector | undefined {
    if (!this.discovery) this.syncConnectors()
    return this.wagmiConfig.connectors.find((connector) => connector.id === id)
  }

  async connect(params: ConnectParams): Promise<ConnectResult> {
    return withEvmKitErrors(async () => {
      const connector = this.wagmiConnector(params.id)
      if (!connector) throw new KitError('CONNECTOR_NOT_FOUND', { params: { id: params.id } })
      this.unfollow()
      const current = getConnection(this.wagmiConfig)
      if (current.connector?.uid === connector.uid && current.status === 'connected')
        await wagmiDisconnect(this.wagmiConfig, { connector })
      const wanted = this.networks.find((n) => String(n.id) === String(params.chainId))
      const result = await wagmiConnect(this.wagmiConfig, {
        connector,
        ...(wanted ? { chainId: Number(wanted.id) } : {}),
      })
      return this.start(params.id, connector, result.accounts, result.chainId)
    })
  }

  async syncConnection(params: { id: string }): Promise<ConnectResult | null> {
    this.unfollow()
    try {
      const connector = this.wagmiConnector(params.id)
      const provider = (await connector?.getProvider()) as Eip1193Provider | undefined
      if (!connector || !provider) return null
      // The wallet's own answer decides, not what was stored.
      const accounts = (await provider.request({ method: 'eth_accounts' })) as string[]
      if (!Array.isArray(accounts) || accounts.length === 0) return null
      const connections = await reconnect(this.wagmiConfig, { connectors: [connector] })
      const connection = connections.find((c) => c.connector.uid === connector.uid)
      if (!connection) return null
      return await this.start(params.id, connector, connection.accounts, connection.chainId)
    } catch {
      return null
    }
  }

  async disconnect(): Promise<void> {
    const id = this.connectedId
    this.unfollow()
    const connector = id ? this.wagmiConnector(id) : undefined
    if (!connector) return
    this.disconnecting = true
    try {
      await wagmiDisconnect(this.wagmiConfig, { connector })
    } finally {
      this.disconnecting = false
    }
  }

  override async getAccounts(params: { id: string }): Promise<{ accounts: AccountEntry[] }> {
    const connector = this.wagmiConnector(params.id)
    if (!connector) return { accounts: [] }
    const accounts = await withEvmKitErrors(() => connector.getAccounts())
    return { accounts: accounts.map(toEvmAccountEntry) }
  }

  override signMessage(params: SignMessageParams): Promise<{ signature: string }> {
    return withEvmKitErrors(async () => ({
      signature: await wagmiSignMessage(this.wagmiConfig, {
        message: params.message,
        account: params.address as Address,
      }),
    }))
  }

  signTypedData(params: SignTypedDataParams): Promise<{ signature: string }> {
    return withEvmKitErrors(async () => {
      const { EIP712Domain: _domainType, ...types } = params.types
      return {
        signature: await wagmiSignTypedData(this.wagmiConfig, {
          account: params.address as Address,
          domain: params.domain,
          types,
          primaryType: params.primaryType,
          message: params.message,
        } as never),
      }
    })
  }

  override sendTransaction(params: SendTransactionParams): Promise<{ hash: string }> {
    return withEvmKitErrors(async () => ({
      hash: await wagmiSendTransaction(this.wagmiConfig, {
        to: params.to as Address,
        value: params.value,
        ...(params.address ? { account: params.address as Address } : {}),
        ...(params.data ? { data: params.data as Hex } : {}),
        ...(params.gas !== undefined ? { gas: params.gas } : {}),
        ...(params.gasPrice !== undefined ? { gasPrice: params.gasPrice } : {}),
      } as never),
    }))
  }

  override estimateGas(params: EstimateGasParams): Promise<{ gas: bigint }> {
    return withEvmKitErrors(async () => ({
      gas: await wagmiEstimateGas(this.wagmiConfig, {
        account: params.address as Address,
        to: params.to as Address,
        ...(params.data ? { data: params.data as Hex } : {}),
        ...(params.value !== undefined ? { value: params.value } : {}),
        ...(params.caipNetwork ? { chainId: Number(params.caipNetwork.id) } : {}),
      } as never),
    }))
  }

  /**
   * ERC-20 transfer / approve / transferFrom, simulated first. USDT contracts (mainnet USDT and
   * the host's list) take the USDT ABI, whose write methods return nothing.
   */
  override writeContract(params: WriteContractParams): Promise<{ hash: string }> {
    return withEvmKitErrors(async () => {
      const abi = erc20AbiFor(params.tokenAddress, this.options.usdtAddresses)
      const { request, result } = await simulateContract(this.wagmiConfig, {
        address: params.tokenAddress as Address,
        abi,
        functionName: params.method,
        args: erc20WriteArgs(params),
        account: params.fromAddress as Address,
        ...(params.caipNetwork ? { chainId: Number(params.caipNetwork.id) } : {}),
      } as never)
      if (result === false) throw new Error(`${params.method} returned false`)
      return { hash: await wagmiWriteContract(this.wagmiConfig, request as never) }
    })
  }

  override async getBalance(params: GetBalanceParams): Promise<BalanceResult> {
    const { decimals, symbol } = params.caipNetwork.nativeCurrency
    const { value } = await wagmiGetBalance(this.wagmiConfig, {
      address: params.address as Address,
      chainId: Number(params.caipNetwork.id),
    })
    return { balance: this.formatUnits(value, decimals), symbol, decimals }
  }

  override switchNetwork(params: { caipNetwork: CaipNetwork }): Promise<void> {
    return withEvmKitErrors(async () => {
      await switchChain(this.wagmiConfig, { chainId: Number(params.caipNetwork.id) })
    })
  }

  override getCapabilities(params: { address: string }): Promise<unknown> {
    return withEvmKitErrors(async () =>
      requestCapabilities(await this.requireProvider(), params.address),
    )
  }

  override async walletGetAssets(params: {
    account: string
    chainFilter?: string[]
  }): Promise<Record<string, WalletAsset[]>> {
    return fetchWalletAssets(await this.requireProvider(), params, () =>
      nativeBalanceAssets(
        networksForChainFilter(this.networks, params.chainFilter),
        async (network) =>
          (
            await wagmiGetBalance(this.wagmiConfig, {
              address: params.account as Address,
              chainId: Number(network.id),
            })
          ).value,
      ),
    )
  }

  /** Stops discovery and event following (e.g. on hot reload or teardown). */
  destroy(): void {
    this.discovery?.destroy()
    this.discovery = undefined
    this.unfollow()
  }

  // -- internals ---------------------------------------------------------------------------

  private async requireProvider(): Promise<Eip1193Provider> {
    const connector = getConnection(this.wagmiConfig).connector
    const provider = (await connector?.getProvider()) as Eip1193Provider | undefined
    if (!provider) throw new KitError('CONNECTION_CLIENT_NOT_SET')
    return provider
  }

  private async start(
    id: string,
    connector: WagmiConnector,
    accounts: readonly string[],
    chainId: number,
  ): Promise<ConnectResult> {
    const provider = await connector.getProvider()
    this.connectedId = id
    this.provider = provider
    this.follow(id)
    const type =
      this.connectors.find((c) => c.id === id)?.type ??
      (id === WALLET_CONNECT_CONNECTOR_ID ? 'WALLET_CONNECT' : 'INJECTED')
    return {
      id,
      type,
      address: accounts[0] as string,
      chainId,
      provider,
      accounts: accounts.map(toEvmAccountEntry),
    }
  }

  /** Follows wagmi's connection: account and chain changes, and a disconnect from the wallet. */
  private follow(id: string): void {
    this.stopWatching?.()
    this.stopWatching = watchConnection(this.wagmiConfig, {
      onChange: (connection, previous) => {
        if (this.connectedId !== id) return
        if (connection.status === 'disconnected') {
          this.unfollow()
          if (!this.disconnecting) this.emit('disconnect', undefined)
          return
        }
        if (connection.status !== 'connected' || !connection.address) return
        if (connection.address !== previous.address)
          this.emit('accountChanged', {
            address: connection.address,
            chainId: connection.chainId,
            connectorId: id,
          })
        if (connection.chainId !== previous.chainId && connection.chainId !== undefined)
          this.emit('switchNetwork', { chainId: connection.chainId, address: connection.address })
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
