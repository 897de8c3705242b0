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
  type GetBalanceParams,
  loadSdkOnce,
  type RestoreParams,
  rescanAfterPageLoad,
  type SdkLoader,
  type SendTransactionParams,
  type SignMessageParams,
} from '@gangway/core/adapter'
import { formatUnits, isKitError, KitError } from '@gangway/core/common'
import { accountEntryOf, friendlyAddressOf } from './accounts.js'
import { isSameTonAddress, isValidTonAddress } from './address.js'
import { TonBalanceReader } from './balances.js'
import { connectorOf, manifestUrlOf } from './connectors.js'
import { askWallet, badWalletAnswer, thrownByWallet, tonWalletError } from './errors.js'
import { tonFamily } from './family.js'
import {
  type ConnectEvent,
  findInjectedBridges,
  PROTOCOL_VERSION,
  readAccount,
  readSignedMessage,
  type TonAccount,
  type TonConnectBridge,
} from './protocol.js'
import { TonConnectSession } from './session.js'
import { readTransferParams, transferRequest } from './transfer.js'
import type { TonAdapterOptions, TonProvider, TonSignedMessage } from './types.js'

type TonSdk = typeof import('./tonSdk.js')

/** @ton/core and the adapter's code over it: a separate chunk, downloaded on first use. */
const loadTonSdk = async (): Promise<TonSdk> => {
  ;(await import('./bufferGlobal.js')).installBufferGlobal()
  return import('./tonSdk.js')
}

const DEFAULT_PROMPT_TIMEOUT_MS = 5 * 60 * 1000
const DEFAULT_SILENT_TIMEOUT_MS = 10 * 1000
/** How long a transaction the adapter builds stays valid (TON Connect `valid_until`). */
const VALID_FOR_SECONDS = 5 * 60

/**
 * TON for Gangway through the TON Connect v2 JS bridge: wallets injected into the page as
 * `window[jsBridgeKey].tonconnect` (browser extensions, wallets' in-app browsers). Connect asks
 * for `ton_addr`, a reload restores with `restoreConnection`, `signMessage` is TON Connect
 * `signData` (text), `sendTransaction` a one-message `sendTransaction`, balances come from the
 * network's toncenter v2 JSON-RPC. @ton/core loads on first use (connect, restore, sending):
 * creating the adapter and listing wallets need none of it.
 *
 * A TON Connect wallet stays on the network it connected on (the protocol has no network
 * switch): `switchNetwork` to another network while connected rejects with METHOD_NOT_SUPPORTED
 * (a network the adapter does not know, with UNSUPPORTED_CHAIN).
 *
 * @example
 * const kit = createKit({ networks: [ton, tonTestnet], adapters: [new TonAdapter()] })
 */
export class TonAdapter extends BaseAdapter {
  readonly family = tonFamily
  readonly adapterType = 'ton' as const
  readonly capabilities: AdapterCapabilities = {
    getAccounts: (params) => this.getAccounts(params),
  }

  private session: TonConnectSession | undefined
  private network: CaipNetwork | undefined
  private readonly sdk: SdkLoader<TonSdk>
  private readonly balances: TonBalanceReader
  private readonly promptTimeoutMs: number
  private readonly silentTimeoutMs: number
  private readonly rescanAfterLoad = rescanAfterPageLoad(() => this.discover())

  constructor(private readonly options: TonAdapterOptions = {}) {
    super()
    this.sdk = loadSdkOnce({ adapterType: 'ton', sdkName: '@ton/core' }, loadTonSdk)
    this.balances = new TonBalanceReader(options.customRpcUrls)
    this.promptTimeoutMs = options.promptTimeoutMs ?? DEFAULT_PROMPT_TIMEOUT_MS
    this.silentTimeoutMs = options.silentTimeoutMs ?? DEFAULT_SILENT_TIMEOUT_MS
    this.onDestroy(() => this.balances.destroy())
  }

  override setup(context: AdapterContext): void {
    super.setup(context)
    if (this.networks.length === 0) this.networks = [...(this.options.networks ?? [])]
  }

  // Discovery ------------------------------------------------------------------------------

  /** Lists the injected TON Connect wallets (again once the page has loaded). */
  protected discover(): void {
    if (this.destroyed) return
    this.rescanAfterLoad(this.signal)
    const page = this.options.window ?? (typeof window === 'undefined' ? undefined : window)
    this.setConnectors(findInjectedBridges(page).map(([key, bridge]) => connectorOf(key, bridge)))
  }

  private connector(id: string): DiscoveredConnector | undefined {
    const find = () => this.connectors.find((connector) => connector.id === id)
    if (!find()) this.discover()
    return find()
  }

  // Connection -----------------------------------------------------------------------------

  async connect(params: ConnectParams): Promise<ConnectResult> {
    this.endSession()
    const connector = this.connector(params.id)
    if (!connector) throw new KitError('CONNECTOR_NOT_FOUND', { params: { id: params.id } })
    const bridge = connector.provider as TonConnectBridge
    this.sdk().catch(() => undefined) // load while the wallet asks; start() awaits it
    const request = {
      manifestUrl: manifestUrlOf(this.options),
      items: [{ name: 'ton_addr' as const }],
    }
    let event: ConnectEvent
    try {
      event = await askWallet(
        Promise.resolve().then(() => bridge.connect(PROTOCOL_VERSION, request)),
        'connect',
        this.promptTimeoutMs,
        this.signal,
      )
    } catch (error) {
      throw thrownByWallet('connect', error, 'CONNECT_FAILED')
    }
    return this.start(connector, event, 'connect')
  }

  async restore(params: RestoreParams): Promise<ConnectResult | null> {
    this.endSession()
    const connector = this.connector(params.id)
    if (!connector) return null
    const bridge = connector.provider as TonConnectBridge
    try {
      const event = await askWallet(
        Promise.resolve().then(() => bridge.restoreConnection()),
        'restoreConnection',
        this.silentTimeoutMs,
        this.signal,
      )
      // The wallet no longer knows this app (code 100): nothing to restore.
      if (event?.event !== 'connect') return null
      return await this.start(connector, event, 'restoreConnection')
    } catch {
      this.endSession()
      return null
    }
  }

  /** Checks the wallet's connect event and opens the session on the network it reports. */
  private async start(
    connector: DiscoveredConnector,
    event: ConnectEvent,
    method: string,
  ): Promise<ConnectResult> {
    this.assertLive()
    if (event?.event === 'connect_error') {
      throw tonWalletError(method, event.payload ?? {}, 'CONNECT_FAILED')
    }
    if (event?.event !== 'connect')
      throw badWalletAnswer(method, 'no connect event', 'CONNECT_FAILED')
    const account = readAccount(event.payload?.items)
    if ('invalid' in account) {
      throw new KitError('CONNECT_FAILED', { params: { details: account.invalid } })
    }
    const network = this.networks.find((n) => String(n.id) === account.network)
    if (!network) {
      const offered = this.networks.map((n) => n.caipNetworkId).join(', ') || 'none'
      throw new KitError('UNSUPPORTED_CHAIN', {
        longMessage: `The wallet is on the TON network ${account.network}; this app offers ${offered}. Switch the wallet's network and connect again.`,
      })
    }
    const mismatch = (await this.sdk()).checkStateInit(account.address, account.walletStateInit)
    this.assertLive()
    if (mismatch) {
      throw new KitError('CONNECT_FAILED', { params: { details: `The wallet's ${mismatch}.` } })
    }
    const bridge = connector.provider as TonConnectBridge
    const session = new TonConnectSession(
      connector.id,
      bridge,
      account,
      event.payload.device,
      event.id,
    )
    this.session = session
    this.network = network
    this.provider = this.createProvider(session)
    session.listen(
      {
        account: (next) => this.onAccountChanged(session, next),
        disconnect: () => this.onWalletDisconnect(session),
      },
      (error) => this.context?.logger.warn('The TON wallet sent an invalid event:', error),
    )
    return {
      id: connector.id,
      type: connector.type,
      address: friendlyAddressOf(account, network),
      chainId: network.id,
      provider: this.provider,
      accounts: [accountEntryOf(account, network)],
    }
  }

  private onAccountChanged(session: TonConnectSession, account: TonAccount): void {
    if (this.session !== session) return
    const network = this.networks.find((n) => String(n.id) === account.network)
    if (!network) {
      this.onWalletDisconnect(session)
      return
    }
    this.network = network
    this.provider = this.createProvider(session)
    this.emit('accountChanged', {
      address: friendlyAddressOf(account, network),
      chainId: network.id,
      connectorId: session.connectorId,
    })
  }

  private onWalletDisconnect(session: TonConnectSession): void {
    if (this.session !== session) return
    this.endSession()
    this.emit('disconnect', undefined)
  }

  async disconnect(): Promise<void> {
    const session = this.session
    this.endSession()
    if (!session) return
    try {
      await session.request('disconnect', undefined, {
        timeoutMs: this.silentTimeoutMs,
        fallback: 'DISCONNECT_FAILED',
      })
    } catch (error) {
      // A wallet without the disconnect method forgets the app on its own side.
      if (!isKitError(error, 'METHOD_NOT_SUPPORTED')) throw error
    }
  }

  private endSession(): void {
    this.session?.stop()
    this.session = undefined
    this.provider = undefined
  }

  async getAccounts(params: { id: string }): Promise<{ accounts: AccountEntry[] }> {
    const session = this.session
    if (!session || session.connectorId !== params.id || !this.network) return { accounts: [] }
    return { accounts: [accountEntryOf(session.account, this.network)] }
  }

  /**
   * Without a wallet, picks the network reads and the next connect expect. With one, only its
   * own network: TON Connect wallets have one network per connection and dapps may not switch it
   * (wallet-guidelines.md), so another network rejects with METHOD_NOT_SUPPORTED; a network the
   * adapter was not given, with UNSUPPORTED_CHAIN.
   */
  override async switchNetwork(params: { caipNetwork: CaipNetwork }): Promise<void> {
    const network = this.networks.find((n) => n.caipNetworkId === params.caipNetwork.caipNetworkId)
    if (!network) throw new KitError('UNSUPPORTED_CHAIN')
    const session = this.session
    if (session && String(network.id) !== session.account.network) {
      return this.notSupported(
        'switchNetwork',
        `TON Connect wallets stay on the network they connected on (${this.network?.name ?? session.account.network}). Disconnect, switch the wallet to ${network.name} and connect again.`,
      )
    }
    this.network = network
  }

  // Signing and sending --------------------------------------------------------------------

  /** TON Connect `signData` of the message as text; the wallet's signed answer, checked. */
  override async signMessage(params: SignMessageParams): Promise<TonSignedMessage> {
    const session = this.requireSession('signMessage')
    this.checkSigner(session, params.address)
    const { account } = session
    const result = await session.request(
      'signData',
      { type: 'text', text: params.message, network: account.network, from: account.address },
      { timeoutMs: this.promptTimeoutMs, fallback: 'REQUEST_FAILED', signal: this.signal },
    )
    const signed = readSignedMessage(result, params.message, account.address)
    if ('invalid' in signed) throw badWalletAnswer('signData', signed.invalid, 'REQUEST_FAILED')
    return signed
  }

  /**
   * Sends `value` nanotons to `to` in one TON Connect `sendTransaction` message (bounceable as a
   * user-friendly `to` says; a raw `to` is sent bounceable, so TON sent to an address without a
   * contract comes back). Resolves with the hash (hex) of the external message the wallet sent.
   */
  override async sendTransaction(params: SendTransactionParams): Promise<{ hash: string }> {
    const session = this.requireSession('sendTransaction')
    const transfer = readTransferParams(params)
    this.checkSigner(session, params.address)
    const network = this.sessionNetwork(session, params.caipNetwork)
    const sdk = this.sdk()
    sdk.catch(() => undefined)
    const { account } = session
    const boc = await session.request(
      'sendTransaction',
      transferRequest(transfer, account, network, VALID_FOR_SECONDS),
      { timeoutMs: this.promptTimeoutMs, fallback: 'SEND_FAILED', signal: this.signal },
    )
    const { readSentMessage } = await sdk
    try {
      return readSentMessage(boc, account.address)
    } catch (error) {
      throw badWalletAnswer('sendTransaction', (error as Error).message, 'SEND_FAILED')
    }
  }

  /** The native TON balance (toncenter `getAddressBalance`), in TON. */
  override async getBalance(params: GetBalanceParams): Promise<BalanceResult> {
    if (!isValidTonAddress(params.address)) {
      throw new KitError('INVALID_ADDRESS', {
        params: { details: `Not a TON address: ${JSON.stringify(params.address)?.slice(0, 80)}` },
      })
    }
    const { decimals, symbol } = params.caipNetwork.nativeCurrency
    const nanotons = await this.balances.nanotons(params.caipNetwork, params.address)
    return { balance: formatUnits(nanotons, decimals), symbol, decimals }
  }

  // Helpers --------------------------------------------------------------------------------

  private createProvider(session: TonConnectSession): TonProvider {
    const network = this.network as CaipNetwork
    return {
      connectorId: session.connectorId,
      account: { ...session.account, friendlyAddress: friendlyAddressOf(session.account, network) },
      device: session.device,
      request: (method, payload) =>
        session.request(method, payload, {
          timeoutMs: this.promptTimeoutMs,
          fallback: method === 'sendTransaction' ? 'SEND_FAILED' : 'REQUEST_FAILED',
          signal: this.signal,
        }),
    }
  }

  /** The session's network; a different `caipNetwork` asked for is refused. */
  private sessionNetwork(session: TonConnectSession, asked?: CaipNetwork): CaipNetwork {
    const network = this.networks.find((n) => String(n.id) === session.account.network)
    if (!network || (asked && asked.caipNetworkId !== network.caipNetworkId)) {
      throw new KitError('UNSUPPORTED_CHAIN', {
        longMessage: `The TON wallet is connected on ${network?.name ?? session.account.network}, not on ${asked?.name ?? 'this network'}.`,
      })
    }
    return network
  }

  private checkSigner(session: TonConnectSession, address: string | undefined): void {
    if (address !== undefined && !isSameTonAddress(address, session.account.address)) {
      throw new KitError('INVALID_ADDRESS', {
        params: { details: `${address} is not the connected TON account.` },
      })
    }
  }

  private requireSession(method: string): TonConnectSession {
    if (!this.session) {
      throw new KitError('WALLET_NOT_CONNECTED', { params: { namespace: 'ton', method } })
    }
    return this.session
  }

  /** Stops following the wallet and the balance readers (the kit calls it on destroy). */
  override destroy(): void {
    this.endSession()
    super.destroy()
  }
}
