import {
  type AccountEntry,
  type AdapterCapabilities,
  type AdapterContext,
  type BalanceResult,
  BaseAdapter,
  type CaipNetwork,
  type ConnectParams,
  type ConnectResult,
  type DiscoveredConnector,
  type EstimateFeeParams,
  encodeBase58,
  type GetBalanceParams,
  loadSdkOnce,
  type RestoreParams,
  type SdkLoader,
  type SendTransactionParams,
  type SignAndSendTransactionParams,
  type SignMessageParams,
  type SignTransactionParams,
  solanaFamily,
  type TransferTokenParams,
} from '@gangway/core/adapter'
import { formatUnits, KitError } from '@gangway/core/common'
import type { Connection, SendOptions } from '@solana/web3.js'
import { getWallets, type Wallets } from '@wallet-standard/app'
import type { ConnectionCache } from './connections.js'
import { discoverSolanaConnectors } from './discovery.js'
import { web3NotLoaded, withSolanaErrors } from './errors.js'
import { pickSolanaNetwork, solana } from './networks.js'
import { connectSolanaSession, restoreSolanaSession, type SessionOpener } from './openSession.js'
import { createSolanaProvider } from './provider.js'
import {
  requireSession,
  type SolanaSigner,
  signAndSendSolanaTransaction,
  signSolanaTransaction,
  transferFee,
  transferSol,
  transferSplToken,
} from './signing.js'
import type {
  SolanaAdapterOptions,
  SolanaSdk,
  SolanaTransaction,
  SolanaWalletSession,
} from './types.js'

/** web3.js and the adapter's code over it: a separate chunk, downloaded on first use. */
const loadSolanaSdk = (): Promise<SolanaSdk> => import('./solanaSdk.js')

/**
 * Solana for Gangway, on `@solana/web3.js` 1.x: wallets found through the Wallet Standard
 * (ANNOUNCED), legacy `window.solana`-style injection (INJECTED), WalletConnect over the kit's
 * shared pairing, and deep links into wallet apps on mobile browsers without a wallet.
 * web3.js loads on first use (connect, restore, reads, signing), not with the page: the
 * constructor and listing wallets (`setup()`) need none of it.
 *
 * @example
 * const kit = createKit({
 *   networks: [solana, solanaDevnet],
 *   adapters: [new SolanaAdapter({ connectionSettings: 'confirmed' })],
 * })
 */
export class SolanaAdapter extends BaseAdapter {
  readonly family = solanaFamily
  readonly adapterType = 'solana' as const
  readonly capabilities: AdapterCapabilities = {
    getAccounts: (params) => this.getAccounts(params),
    signTransaction: (params) => this.signTransaction(params as SignTransactionParams<never>),
    signAndSendTransaction: (params) =>
      this.signAndSendTransaction(params as SignAndSendTransactionParams<SolanaTransaction>),
    transferToken: (params) => this.transferToken(params),
    estimateFee: (params) => this.estimateFee(params),
  }

  private session: SolanaWalletSession | undefined
  private network: CaipNetwork | undefined
  private stopWatching: (() => void) | undefined
  private registry: Wallets | undefined
  private connections: ConnectionCache | undefined
  /** web3.js and the code over it, loaded on the first call (a failed load is tried again). */
  private readonly sdk: SdkLoader<SolanaSdk>

  /**
   * @param loadSdk how web3.js is loaded (`import()` of the adapter's SDK chunk); for tests.
   */
  constructor(
    private readonly options: SolanaAdapterOptions = {},
    loadSdk: () => Promise<SolanaSdk> = loadSolanaSdk,
  ) {
    super()
    this.sdk = loadSdkOnce({ adapterType: 'solana', sdkName: '@solana/web3.js' }, loadSdk)
  }

  override setup(context: AdapterContext): void {
    super.setup(context)
    if (this.networks.length === 0) this.networks = [...(this.options.networks ?? [])]
  }

  // Discovery ------------------------------------------------------------------------------

  /** Finds wallets (read lazily: nothing touches `window` before this runs). */
  protected discover(): void {
    if (!this.registry && !this.destroyed) {
      const registry = (this.options.getWallets ?? getWallets)()
      this.registry = registry
      const refresh = () => this.refreshConnectors()
      const offs = [registry.on('register', refresh), registry.on('unregister', refresh)]
      this.onDestroy(() => {
        for (const off of offs) off()
        this.registry = undefined
      })
    }
    this.refreshConnectors()
  }

  private refreshConnectors(): void {
    this.setConnectors(
      discoverSolanaConnectors({
        wallets: this.registry?.get() ?? [],
        window: this.options.window ?? globalThis.window,
        ...(this.options.deepLinks !== undefined && { deepLinks: this.options.deepLinks }),
        ...(this.options.isMobile && { isMobile: this.options.isMobile }),
        authProvider: this.context?.authProvider,
      }),
    )
  }

  private connector(id: string): DiscoveredConnector | undefined {
    if (!this.registry) this.discover()
    return this.connectors.find((connector) => connector.id === id)
  }

  // Connection -----------------------------------------------------------------------------

  async connect(params: ConnectParams): Promise<ConnectResult> {
    return withSolanaErrors(async () => {
      this.endSession()
      const opened = await connectSolanaSession(params.id, this.sessionOpener())
      return this.start(opened.session, params.chainId ?? opened.chainId)
    })
  }

  async restore(params: RestoreParams): Promise<ConnectResult | null> {
    this.endSession()
    try {
      const restored = await restoreSolanaSession(params.id, this.sessionOpener())
      return restored ? this.start(restored.session, params.chainId ?? restored.chainId) : null
    } catch {
      this.endSession()
      return null
    }
  }

  async disconnect(): Promise<void> {
    const session = this.session
    this.endSession()
    await session?.disconnect()
  }

  async getAccounts(params: { id: string }): Promise<{ accounts: AccountEntry[] }> {
    const session = this.session
    if (!session || session.connectorId !== params.id) return { accounts: [] }
    return { accounts: [this.accountEntry(session)] }
  }

  /** Solana wallets do not switch networks: the adapter moves its own RPC connection. */
  override async switchNetwork(params: { caipNetwork: CaipNetwork }): Promise<void> {
    const network = this.networks.find((n) => n.caipNetworkId === params.caipNetwork.caipNetworkId)
    if (!network) throw new KitError('UNSUPPORTED_CHAIN')
    this.network = network
    if (this.session) {
      this.emit('networkChanged', {
        chainId: network.id,
        address: this.session.publicKey.toBase58(),
      })
    }
  }

  /** What opening a session (`openSession.ts`) uses of the adapter. */
  private sessionOpener(): SessionOpener {
    return {
      requireContext: () => this.requireContext(),
      networks: this.networks,
      sdk: this.sdk,
      connector: (id) => this.connector(id),
      onDisplayUri: (uri) => this.emit('displayUri', uri),
      openUrl: this.options.openUrl,
    }
  }

  private start(session: SolanaWalletSession, chainId?: number | string): ConnectResult {
    this.assertLive()
    const network = pickSolanaNetwork(this.networks, {
      chainId,
      current: this.network,
      walletChains: session.chains,
    })
    this.session = session
    this.network = network
    this.provider = createSolanaProvider({
      session,
      network: () => this.activeNetwork(),
      connection: () => this.getConnection(),
      signMessage: async (message) => (await this.signBytes(message)).signature,
      signTransaction: async (transaction) =>
        (await this.signTransaction({ transaction })).transaction,
      signAndSendTransaction: async (transaction, sendOptions) =>
        (await this.signAndSendTransaction({ transaction, ...(sendOptions && { sendOptions }) }))
          .signature,
    })
    this.stopWatching = session.watch((publicKey) => {
      if (!publicKey) {
        this.endSession()
        this.emit('disconnect', undefined)
        return
      }
      this.emit('accountChanged', {
        address: publicKey.toBase58(),
        chainId: this.activeNetwork().id,
        connectorId: session.connectorId,
      })
    })
    return {
      id: session.connectorId,
      type: session.type,
      address: session.publicKey.toBase58(),
      chainId: network.id,
      provider: this.provider,
      accounts: [this.accountEntry(session)],
    }
  }

  private endSession(): void {
    this.stopWatching?.()
    this.stopWatching = undefined
    this.session = undefined
    this.provider = undefined
  }

  private accountEntry(session: SolanaWalletSession): AccountEntry {
    return { namespace: 'solana', address: session.publicKey.toBase58(), type: 'eoa' }
  }

  private activeNetwork(): CaipNetwork {
    return this.network ?? this.networks[0] ?? solana
  }

  // Signing and sending --------------------------------------------------------------------

  override signMessage(params: SignMessageParams): Promise<{ signature: string }> {
    return this.signBytes(new TextEncoder().encode(params.message)).then(({ signature }) => ({
      signature: encodeBase58(signature),
    }))
  }

  private signBytes(message: Uint8Array): Promise<{ signature: Uint8Array }> {
    return withSolanaErrors(async () => ({
      signature: await requireSession(this.session, 'signMessage').signMessage(message),
    }))
  }

  /** Signs a transaction without sending it; resolves in the shape it was given. */
  signTransaction<T extends SolanaTransaction>(
    params: SignTransactionParams<T>,
  ): Promise<{ transaction: T }> {
    return withSolanaErrors(async () => {
      const signer = await this.signer('signTransaction', params.caipNetwork)
      return { transaction: await signSolanaTransaction(signer, params.transaction) }
    })
  }

  /** Signs and sends through the wallet (or signs, then sends over RPC); the base58 signature. */
  signAndSendTransaction(
    params: SignAndSendTransactionParams<SolanaTransaction>,
  ): Promise<{ signature: string }> {
    return withSolanaErrors(async () => {
      const signer = await this.signer('signAndSendTransaction', params.caipNetwork)
      const sendOptions = params.sendOptions as SendOptions | undefined
      return {
        signature: await signAndSendSolanaTransaction(signer, params.transaction, sendOptions),
      }
    }, 'SEND_SOLANA_FAILED')
  }

  /**
   * A native SOL transfer of `value` lamports to `to`, confirmed before it resolves. Spec §8:
   * bad input → 'Please enter a valid amount and receiver address'; a refusal → the catalogue's
   * user rejection; any other failure → 'Failed to send transaction. Please try again.'
   */
  override async sendTransaction(params: SendTransactionParams): Promise<{ hash: string }> {
    const sdk = await this.sdk()
    const { to, lamports } = sdk.validateSolTransfer(params.to, params.value)
    return withSolanaErrors(async () => {
      const signer = await this.signer('sendTransaction', params.caipNetwork)
      return { hash: await transferSol(signer, to, lamports) }
    }, 'SEND_SOLANA_FAILED')
  }

  /**
   * An SPL token transfer (classic Token or Token-2022) to the owner `to`, whose token account is
   * created when missing; confirmed before it resolves. Errors: bad input → SEND_SOLANA_INVALID,
   * not a mint → INVALID_ADDRESS, too few tokens → INSUFFICIENT_BALANCE, refusal →
   * USER_REJECTED, else SEND_SOLANA_FAILED.
   */
  async transferToken(params: TransferTokenParams): Promise<{ hash: string }> {
    const sdk = await this.sdk()
    const transfer = sdk.validateTokenTransfer(params)
    return withSolanaErrors(async () => {
      const signer = await this.signer('transferToken', params.caipNetwork, params.address)
      return { hash: await transferSplToken(signer, transfer) }
    }, 'SEND_SOLANA_FAILED')
  }

  /**
   * The network fee of the SOL or token transfer `sendTransaction` or `transferToken` would send
   * (the node's getFeeForMessage), in lamports: what Send shows and keeps for Max. A zero amount
   * is priced as the smallest one (the fee does not depend on it).
   */
  async estimateFee(params: EstimateFeeParams): Promise<{ fee: bigint }> {
    const sdk = await this.sdk()
    const amount = params.value > 0n ? params.value : 1n
    const transfer = params.tokenAddress
      ? sdk.validateTokenTransfer({
          tokenAddress: params.tokenAddress,
          to: params.to,
          amount,
          decimals: params.decimals ?? 0,
          address: params.address,
          caipNetwork: params.caipNetwork,
        })
      : sdk.validateSolTransfer(params.to, amount)
    const signer = await this.signer('estimateFee', params.caipNetwork, params.address)
    return { fee: await transferFee(signer, transfer) }
  }

  /** The connected wallet (a stated `address` must be it), on a network, with web3.js loaded. */
  private async signer(method: string, caipNetwork?: CaipNetwork, address?: string) {
    const session = requireSession(this.session, method, address)
    const network = caipNetwork ?? this.activeNetwork()
    const sdk = await this.sdk()
    const connection = () => this.connection(sdk, network)
    return { sdk, session, network, connection } satisfies SolanaSigner
  }

  /** Native SOL balance (Connection.getBalance), in SOL. */
  override async getBalance(params: GetBalanceParams): Promise<BalanceResult> {
    const { decimals, symbol } = params.caipNetwork.nativeCurrency
    const sdk = await this.sdk()
    const lamports = await this.connection(sdk, params.caipNetwork).getBalance(
      new sdk.PublicKey(params.address),
    )
    return { balance: formatUnits(BigInt(lamports), decimals), symbol, decimals }
  }

  // Connections ------------------------------------------------------------------------------

  /**
   * The web3.js `Connection` of a network (the active one by default), one per network. web3.js
   * loads on first use: this throws KitError('ADAPTER_SDK_NOT_LOADED') until it has (any
   * connect, restore, read or signature loads it); `await adapter.loadConnection()` loads it.
   */
  getConnection(network: CaipNetwork = this.activeNetwork()): Connection {
    const sdk = this.sdk.current
    if (!sdk) throw web3NotLoaded()
    return this.connection(sdk, network)
  }

  /** The web3.js `Connection` of a network (the active one by default), loading web3.js first. */
  async loadConnection(network: CaipNetwork = this.activeNetwork()): Promise<Connection> {
    return this.connection(await this.sdk(), network)
  }

  private connection(sdk: SolanaSdk, network: CaipNetwork): Connection {
    this.connections ??= sdk.createConnectionCache(this.options, () => this.context?.projectId)
    return this.connections.get(network)
  }

  private requireContext(): AdapterContext {
    if (!this.context) throw new KitError('CONNECTION_CLIENT_NOT_SET')
    return this.context
  }

  /** Stops following the wallet registry and the wallet, and the RPC transports (on destroy). */
  override destroy(): void {
    this.endSession()
    // Kept once destroyed: a destroyed cache stops any transport a late read would start.
    this.connections?.destroy()
    super.destroy()
  }
}
