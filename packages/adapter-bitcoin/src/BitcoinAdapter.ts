import {
  type AccountEntry,
  type AdapterCapabilities,
  type AdapterContext,
  type BalanceResult,
  BaseAdapter,
  bip122Family,
  type CaipNetwork,
  type ConnectParams,
  type ConnectResult,
  type GetBalanceParams,
  loadSdkOnce,
  onWalletConnectSessionEnd,
  type RestoreParams,
  rescanAfterPageLoad,
  type SdkLoader,
  type SendTransactionParams,
  type SignPsbtParams,
  type SignPsbtResult,
  type UniversalProviderLike,
  WALLET_CONNECT_CONNECTOR_ID,
  walletConnectConnector,
} from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import type { Address } from 'sats-connect'
import { toAccountEntries } from './accountEntries.js'
import { type BitcoinSession, setSessionAccounts } from './bitcoinSession.js'
import { discoverBitcoinWallets, toBitcoinConnector } from './discoverWallets.js'
import { bitcoin, pickNetwork, satsConnectNetworkName } from './networks.js'
import type {
  BitcoinAdapterOptions,
  BitcoinSignMessageParams,
  BitcoinSignMessageResult,
  BitcoinTransferParams,
  SatsConnectSdk,
} from './types.js'
import {
  connectWalletConnectBitcoin,
  restoreWalletConnectBitcoin,
  type WalletConnectBitcoinSession,
} from './walletConnectBitcoin.js'
import { bitcoinProviderById } from './walletRegistry.js'
import {
  getBitcoinBalance,
  sendBitcoinTransfer,
  signBitcoinMessage,
  signBitcoinPsbt,
  type WalletRequestContext,
} from './walletRequests.js'

/** sats-connect and the code over it: a separate chunk, downloaded on first use. */
const loadSatsConnect = (): Promise<SatsConnectSdk> => import('./satsConnectSdk.js')

/**
 * Gangway's adapter for Bitcoin (bip122) through sats-connect. Lists every wallet of the provider
 * registry (`window.btc_providers`) and the installed wallets sats-connect knows, as connectors
 * of the kit's own modal (never sats-connect's picker), plus WalletConnect for bip122. The
 * payment address is the account (spec §6: default account type payment); `allAccounts` holds
 * the payment and ordinals addresses. sats-connect loads on first use of an injected wallet
 * (connect, restore, signing), not with the page: listing wallets and WalletConnect need none of it.
 *
 * @example
 * const kit = createKit({ networks: [bitcoin], adapters: [new BitcoinAdapter()] })
 */
export class BitcoinAdapter extends BaseAdapter {
  readonly family = bip122Family
  readonly adapterType = 'bitcoin' as const
  readonly capabilities: AdapterCapabilities = {
    getAccounts: (params) => this.getAccounts(params),
    setActiveAccount: (params) => this.setActiveAccount(params),
    signPsbt: (params) => this.signPsbt(params),
  }
  private session: BitcoinSession | undefined
  private stopFollowing: (() => void)[] = []
  /** Wallets still injecting while the page loads are picked up once it has loaded. */
  private readonly rescanAfterLoad = rescanAfterPageLoad(() => this.discover())
  /** sats-connect, loaded on the first call that needs it (a failed load is tried again). */
  private readonly sdk: SdkLoader<SatsConnectSdk>
  /** What the wallet requests (`walletRequests.ts`) use of the adapter. */
  private readonly requests: WalletRequestContext = {
    requireSession: (method) => this.requireSession(method),
    sdk: () => this.sdk(),
    notSupported: (method) => this.notSupported(method),
  }

  /**
   * @param loadSdk how sats-connect is loaded (`import()` of the adapter's SDK chunk); for tests.
   */
  constructor(
    private readonly options: BitcoinAdapterOptions = {},
    loadSdk: () => Promise<SatsConnectSdk> = loadSatsConnect,
  ) {
    super()
    this.sdk = loadSdkOnce({ adapterType: 'bitcoin', sdkName: 'sats-connect' }, loadSdk)
  }

  override setup(context: AdapterContext): void {
    super.setup(context)
    if (this.networks.length === 0) this.networks = [...(this.options.networks ?? [bitcoin])]
  }

  protected discover(): void {
    if (this.destroyed) return
    this.rescanAfterLoad(this.signal)
    this.setConnectors([
      ...discoverBitcoinWallets().map(toBitcoinConnector),
      ...(this.options.walletConnect === false ? [] : [walletConnectConnector('bip122')]),
    ])
  }

  async connect(params: ConnectParams): Promise<ConnectResult> {
    if (params.id === WALLET_CONNECT_CONNECTOR_ID) {
      const universal = await this.universalProvider()
      const session = await connectWalletConnectBitcoin(universal, this.networks, {
        onDisplayUri: (uri) => this.emit('displayUri', uri),
        ...(params.chainId !== undefined && { chainId: params.chainId }),
        ...(this.context && { pair: this.context.pairWalletConnect }),
      })
      return this.openWalletConnect(universal, session)
    }
    if (!this.isInstalled(params.id)) {
      throw new KitError('CONNECTOR_NOT_FOUND', { params: { id: params.id } })
    }
    const sdk = await this.sdk()
    const addresses = await sdk.requestWallet(params.id, 'getAccounts', {
      purposes: sdk.BITCOIN_PURPOSES,
      ...(this.options.connectMessage && { message: this.options.connectMessage }),
    })
    return this.openInjected(sdk, params.id, addresses, params.chainId)
  }

  async restore(params: RestoreParams): Promise<ConnectResult | null> {
    if (params.id === WALLET_CONNECT_CONNECTOR_ID) {
      const universal = await this.universalProvider()
      const session = await restoreWalletConnectBitcoin(universal, params.chainId)
      return session ? this.openWalletConnect(universal, session) : null
    }
    if (!this.isInstalled(params.id)) return null
    const sdk = await this.sdk()
    const addresses = await sdk.askAccountsSilently(params.id)
    if (!addresses || toAccountEntries(addresses).length === 0) return null
    return this.openInjected(sdk, params.id, addresses, params.chainId)
  }

  async disconnect(): Promise<void> {
    const session = this.session
    this.closeSession()
    if (session?.kind === 'injected') {
      // Xverse and others forget the site; wallets without the method are fine as they are.
      await this.sdk()
        .then((sdk) => sdk.requestWallet(session.providerId, 'wallet_renouncePermissions', null))
        .catch(() => {})
    } else if (session?.kind === 'walletConnect' && session.universal.session) {
      await session.universal.disconnect()
    }
  }

  async getAccounts(params: { id: string }): Promise<{ accounts: AccountEntry[] }> {
    const session = this.session
    if (!session) return { accounts: [] }
    if (session.kind === 'injected' && session.providerId === params.id) {
      const addresses = await (await this.sdk()).askAccountsSilently(session.providerId)
      if (addresses) setSessionAccounts(session, toAccountEntries(addresses))
    }
    return { accounts: session.accounts }
  }

  /**
   * Uses another of the wallet's accounts from now on (the modal's account picker): messages are
   * signed with it by default. Transfers (`sendTransfer`) and the balance stay the payment
   * address's, as wallets send and report from it.
   */
  async setActiveAccount(params: { id: string; address: string }): Promise<void> {
    const session = this.session
    const id = session?.kind === 'injected' ? session.providerId : WALLET_CONNECT_CONNECTOR_ID
    if (!session || id !== params.id) {
      throw new KitError('WALLET_NOT_CONNECTED', {
        params: { namespace: 'bip122', method: 'setActiveAccount' },
      })
    }
    if (!session.accounts.some((account) => account.address === params.address)) {
      throw new KitError('INVALID_ADDRESS', {
        params: {
          details: `The wallet did not share ${JSON.stringify(params.address.slice(0, 80))} with this site.`,
        },
      })
    }
    session.address = params.address
  }

  override async signMessage(params: BitcoinSignMessageParams): Promise<BitcoinSignMessageResult> {
    return signBitcoinMessage(this.requests, params)
  }

  /** Signs a base64 PSBT; with `broadcast` the wallet also sends it and returns the txid. */
  async signPsbt(params: SignPsbtParams): Promise<SignPsbtResult> {
    return signBitcoinPsbt(this.requests, params)
  }

  /** Sends bitcoin from the payment address, where the wallet supports `sendTransfer`. */
  async sendTransfer(params: BitcoinTransferParams): Promise<{ txid: string }> {
    return sendBitcoinTransfer(this.requests, params)
  }

  /** `value` satoshis to `to` (sendTransfer): the kit's send flow for bip122. */
  override async sendTransaction(params: SendTransactionParams): Promise<{ hash: string }> {
    const { txid } = await this.sendTransfer({
      recipients: [{ address: params.to, amount: params.value }],
    })
    return { hash: txid }
  }

  /**
   * The payment address's balance as the wallet reports it (sats-connect `getBalance`: total
   * satoshis, confirmed and unconfirmed), in BTC. Wallets without the method (and WalletConnect
   * sessions, which have no such request) reject with METHOD_NOT_SUPPORTED.
   */
  async getBalance(params: GetBalanceParams): Promise<BalanceResult> {
    return getBitcoinBalance(this.requests, params)
  }

  /** Asks the wallet to change its network (sats-connect `wallet_changeNetwork`). */
  override async switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }): Promise<void> {
    const session = this.requireSession('switchNetwork')
    if (String(caipNetwork.id) === session.chainId) return
    const name = satsConnectNetworkName(caipNetwork.id)
    if (session.kind === 'walletConnect' || !name) return this.notSupported('switchNetwork')
    const sdk = await this.sdk()
    await sdk.requestWallet(session.providerId, 'wallet_changeNetwork', {
      name: sdk.BitcoinNetworkType[name],
    })
    const addresses = await sdk.askAccountsSilently(session.providerId)
    if (addresses) setSessionAccounts(session, toAccountEntries(addresses))
    session.chainId = String(caipNetwork.id)
    const address = session.address
    this.emit('networkChanged', {
      chainId: caipNetwork.id,
      ...(address && { address }),
      accounts: session.accounts,
    })
  }

  // ---------------------------------------------------------------------------------------------

  private isInstalled(providerId: string): boolean {
    return Boolean(bitcoinProviderById(providerId))
  }

  private universalProvider(): Promise<UniversalProviderLike> {
    if (!this.context) throw new KitError('ADAPTER_NOT_FOUND')
    return this.context.getUniversalProvider()
  }

  private requireSession(method: string): BitcoinSession {
    if (!this.session) {
      throw new KitError('WALLET_NOT_CONNECTED', { params: { namespace: 'bip122', method } })
    }
    return this.session
  }

  private openInjected(
    sdk: SatsConnectSdk,
    providerId: string,
    addresses: readonly Address[],
    preferredChainId?: string | number,
  ): ConnectResult {
    this.assertLive()
    const accounts = toAccountEntries(addresses)
    const primary = accounts[0]
    if (!primary) {
      throw new KitError('CONNECT_FAILED', {
        params: { details: 'The wallet returned no Bitcoin address.' },
      })
    }
    const chainId = String(
      pickNetwork(this.networks, primary.address, preferredChainId)?.id ?? bitcoin.id,
    )
    this.closeSession()
    this.session = { kind: 'injected', providerId, chainId, accounts, address: primary.address }
    this.provider = bitcoinProviderById(providerId)
    this.stopFollowing.push(
      sdk.followBitcoinWallet(providerId, {
        addresses: (addresses, changedChainId) => {
          const session = this.session
          if (session?.kind !== 'injected' || session.providerId !== providerId) return
          const next = toAccountEntries(addresses)
          if (next.length === 0) return
          setSessionAccounts(session, next)
          const address = session.address
          const accounts = session.accounts
          if (changedChainId) {
            session.chainId = changedChainId
            this.emit('networkChanged', { chainId: changedChainId, address, accounts })
          } else this.emit('accountChanged', { address, connectorId: providerId, accounts })
        },
        disconnect: () => {
          if (this.session?.kind !== 'injected' || this.session.providerId !== providerId) return
          this.closeSession()
          this.emit('disconnect', undefined)
        },
      }),
    )
    return {
      id: providerId,
      type: 'INJECTED',
      address: primary.address,
      chainId,
      accounts,
      provider: this.provider,
    }
  }

  private openWalletConnect(
    universal: UniversalProviderLike,
    session: WalletConnectBitcoinSession,
  ): ConnectResult {
    this.assertLive()
    this.closeSession()
    this.session = {
      kind: 'walletConnect',
      universal,
      chainId: session.chainId,
      accounts: session.accounts,
      address: session.address,
    }
    this.provider = universal
    this.stopFollowing.push(
      onWalletConnectSessionEnd(universal, () => {
        this.closeSession()
        this.emit('disconnect', undefined)
      }),
    )
    return {
      id: WALLET_CONNECT_CONNECTOR_ID,
      type: 'WALLET_CONNECT',
      address: session.address,
      chainId: session.chainId,
      accounts: session.accounts,
      provider: universal,
    }
  }

  private closeSession() {
    for (const stop of this.stopFollowing.splice(0)) stop()
    this.session = undefined
    this.provider = undefined
  }

  /** Stops following the connected wallet (the kit calls it on destroy). */
  override destroy(): void {
    this.closeSession()
    super.destroy()
  }
}
