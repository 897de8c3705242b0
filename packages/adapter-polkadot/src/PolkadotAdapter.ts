import {
  type AccountEntry,
  type AdapterCapabilities,
  type AdapterContext,
  type BalanceResult,
  BaseAdapter,
  type CaipNetwork,
  type ConnectParams,
  type ConnectResult,
  polkadotFamily,
  type RestoreParams,
  rescanAfterPageLoad,
  type SendTransactionParams,
  type SignMessageParams,
  utf8ToHex,
} from '@gangway/core/adapter'
import { KitError } from '@gangway/core/common'
import {
  type ExtensionDapp,
  type InjectedAccountWithMeta,
  type InjectedExtension,
  loadExtensionDapp,
  toPolkadotError,
} from './extensionDapp.js'
import { injectedExtensionKeys, isExtensionInjected, toPolkadotConnector } from './extensions.js'
import { GENERIC_SS58_FORMAT, polkadot, SS58_FORMATS } from './networks.js'

export interface PolkadotAdapterOptions {
  /** The app name extensions show when asked to trust the site (`web3Enable(appName)`). */
  appName: string
  /** polkadot networks to use when the kit passes none. Default: Polkadot. */
  networks?: readonly CaipNetwork[]
  /** SS58 prefixes by network id (genesis-hash prefix), beyond Polkadot 0, Kusama 2, Westend 42. */
  ss58Formats?: Readonly<Record<string, number>>
  /** Connector names by extension key, beyond the well-known ones. */
  extensionNames?: Readonly<Record<string, string>>
}

interface Session {
  id: string
  extension: InjectedExtension
  chainId: string
  address: string
  accounts: InjectedAccountWithMeta[]
  unsubscribe: () => void
}

const toEntries = (accounts: readonly InjectedAccountWithMeta[]): AccountEntry[] =>
  accounts.map((account) => ({
    namespace: 'polkadot',
    address: account.address,
    type: 'eoa',
    ...(typeof account.meta.name === 'string' && account.meta.name && { name: account.meta.name }),
  }))

/**
 * Gangway's adapter for Polkadot through `@polkadot/extension-dapp`, which it imports only when
 * connecting (it reads `window` on import). One connector per extension in
 * `window.injectedWeb3`; accounts are of type eoa (spec §6); messages are signed with the
 * extension's `signRaw`. Balances and transfers need a chain node the extension does not give
 * (spec §9: balances for eip155 and solana only): those reject with METHOD_NOT_SUPPORTED.
 *
 * @example
 * const kit = createKit({ networks: [polkadot], adapters: [new PolkadotAdapter({ appName: 'My dapp' })] })
 */
export class PolkadotAdapter extends BaseAdapter {
  readonly family = polkadotFamily
  readonly adapterType = 'polkadot' as const
  readonly capabilities: AdapterCapabilities = {
    getAccounts: (params) => this.getAccounts(params),
    setActiveAccount: (params) => this.setActiveAccount(params),
  }
  private session: Session | undefined
  /** Extensions still injecting while the page loads are picked up once it has loaded. */
  private readonly rescanAfterLoad = rescanAfterPageLoad(() => this.discover())

  constructor(private readonly options: PolkadotAdapterOptions) {
    super()
    if (!options?.appName) {
      throw new KitError('INVALID_OPTION', {
        params: {
          option: 'appName',
          details:
            'PolkadotAdapter needs the app name extensions show when asked to trust the site.',
        },
      })
    }
  }

  override setup(context: AdapterContext): void {
    super.setup(context)
    if (this.networks.length === 0) this.networks = [...(this.options.networks ?? [polkadot])]
  }

  protected discover(): void {
    if (this.destroyed) return
    this.rescanAfterLoad(this.signal)
    this.setConnectors(
      injectedExtensionKeys().map((key) => toPolkadotConnector(key, this.options.extensionNames)),
    )
  }

  async connect(params: ConnectParams): Promise<ConnectResult> {
    if (!isExtensionInjected(params.id)) {
      throw new KitError('CONNECTOR_NOT_FOUND', { params: { id: params.id } })
    }
    const dapp = await loadExtensionDapp()
    const extension = await this.enable(dapp, params.id)
    if (!extension) {
      // extension-dapp swallows an extension's refusal: the extension is then missing.
      throw new KitError('USER_REJECTED', {
        longMessage: `The ${params.id} extension did not allow ${this.options.appName} to connect.`,
      })
    }
    const network = this.networkFor(params.chainId)
    const accounts = await this.readAccounts(dapp, params.id, network)
    if (accounts.length === 0) {
      throw new KitError('CONNECT_FAILED', {
        params: { details: 'The extension shares no account with this site.' },
      })
    }
    return this.open(dapp, params.id, extension, network, accounts)
  }

  /** After a reload: extensions answer a site they trust without a prompt. */
  async restore(params: RestoreParams): Promise<ConnectResult | null> {
    if (!isExtensionInjected(params.id)) return null
    const dapp = await loadExtensionDapp()
    const extension = await this.enable(dapp, params.id)
    if (!extension) return null
    const network = this.networkFor(params.chainId)
    const accounts = await this.readAccounts(dapp, params.id, network).catch(() => [])
    if (accounts.length === 0) return null
    return this.open(dapp, params.id, extension, network, accounts)
  }

  async disconnect(): Promise<void> {
    this.close()
  }

  async getAccounts(params: { id: string }): Promise<{ accounts: AccountEntry[] }> {
    const session = this.session
    return { accounts: session?.id === params.id ? toEntries(session.accounts) : [] }
  }

  /**
   * Signs with another of the accounts the extension shares with the site from now on (the
   * modal's account picker). The address must be one of `getAccounts`'.
   */
  async setActiveAccount(params: { id: string; address: string }): Promise<void> {
    const session = this.session
    if (!session || session.id !== params.id) {
      throw new KitError('WALLET_NOT_CONNECTED', {
        params: { namespace: 'polkadot', method: 'setActiveAccount' },
      })
    }
    if (!session.accounts.some((account) => account.address === params.address)) {
      throw new KitError('INVALID_ADDRESS', {
        params: {
          details: `The ${session.id} extension does not share ${JSON.stringify(params.address.slice(0, 80))} with this site.`,
        },
      })
    }
    session.address = params.address
  }

  /** Signs the message (UTF-8) with the extension's `signRaw`; verify with `signatureVerify`. */
  override async signMessage(params: SignMessageParams): Promise<{ signature: string }> {
    const session = this.requireSession('signMessage')
    const signRaw = session.extension.signer?.signRaw
    if (!signRaw) return this.notSupported('signMessage')
    try {
      const { signature } = await signRaw({
        address: params.address || session.address,
        data: utf8ToHex(params.message),
        type: 'bytes',
      })
      return { signature }
    } catch (error) {
      throw toPolkadotError(error)
    }
  }

  /** Extensions are not bound to a chain: the same keys, in the network's SS58 format. */
  override async switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }): Promise<void> {
    const session = this.requireSession('switchNetwork')
    const dapp = await loadExtensionDapp()
    const accounts = await this.readAccounts(dapp, session.id, caipNetwork)
    const index = session.accounts.findIndex((account) => account.address === session.address)
    const next = accounts[index] ?? accounts[0]
    if (!next) throw new KitError('UNSUPPORTED_CHAIN')
    const network = caipNetwork
    this.open(dapp, session.id, session.extension, network, accounts, next.address)
    this.emit('networkChanged', {
      chainId: network.id,
      address: next.address,
      accounts: toEntries(accounts),
    })
  }

  // ---------------------------------------------------------------------------------------------

  private requireSession(method: string): Session {
    if (!this.session) {
      throw new KitError('WALLET_NOT_CONNECTED', { params: { namespace: 'polkadot', method } })
    }
    return this.session
  }

  private networkFor(chainId: number | string | undefined): CaipNetwork {
    return (
      this.networks.find((network) => String(network.id) === String(chainId)) ??
      this.networks[0] ??
      polkadot
    )
  }

  private ss58Format(network: CaipNetwork): number {
    const id = String(network.id)
    return this.options.ss58Formats?.[id] ?? SS58_FORMATS[id] ?? GENERIC_SS58_FORMAT
  }

  /** Enables every injected extension (extension-dapp's way) and returns this one, if it agreed. */
  private async enable(dapp: ExtensionDapp, id: string): Promise<InjectedExtension | undefined> {
    const enabled = await dapp.web3Enable(this.options.appName)
    return enabled.find((extension) => extension.name === id)
  }

  /** The extension's accounts usable on the network, in its SS58 format (no Ethereum keys). */
  private async readAccounts(
    dapp: ExtensionDapp,
    id: string,
    network: CaipNetwork,
  ): Promise<InjectedAccountWithMeta[]> {
    const accounts = await dapp.web3Accounts({
      extensions: [id],
      ss58Format: this.ss58Format(network),
    })
    return this.usableOn(accounts, network)
  }

  private usableOn(accounts: readonly InjectedAccountWithMeta[], network: CaipNetwork) {
    return accounts.filter(
      (account) =>
        account.type !== 'ethereum' &&
        (!account.meta.genesisHash ||
          account.meta.genesisHash.replace(/^0x/, '').startsWith(String(network.id))),
    )
  }

  private open(
    dapp: ExtensionDapp,
    id: string,
    extension: InjectedExtension,
    network: CaipNetwork,
    accounts: InjectedAccountWithMeta[],
    address = (accounts[0] as InjectedAccountWithMeta).address,
  ): ConnectResult {
    this.assertLive()
    this.close()
    const session: Session = {
      id,
      extension,
      chainId: String(network.id),
      address,
      accounts,
      unsubscribe: () => {},
    }
    this.session = session
    this.provider = extension
    void dapp
      .web3AccountsSubscribe((list) => this.onAccounts(session, this.usableOn(list, network)), {
        extensions: [id],
        ss58Format: this.ss58Format(network),
      })
      .then((unsubscribe) => {
        if (this.session === session) session.unsubscribe = unsubscribe
        else unsubscribe()
      })
      .catch(() => {})
    return {
      id,
      type: 'INJECTED',
      address,
      chainId: network.id,
      accounts: toEntries(accounts),
      provider: extension,
    }
  }

  /** The extension's account list changed: keep the account if it is still shared. */
  private onAccounts(session: Session, accounts: InjectedAccountWithMeta[]) {
    if (this.session !== session) return
    const same =
      accounts.length === session.accounts.length &&
      accounts.every((account, index) => account.address === session.accounts[index]?.address)
    session.accounts = accounts
    const first = accounts[0]
    if (!first) {
      this.close()
      this.emit('disconnect', undefined)
      return
    }
    if (same) return
    if (!accounts.some((account) => account.address === session.address))
      session.address = first.address
    this.emit('accountChanged', {
      address: session.address,
      connectorId: session.id,
      accounts: toEntries(accounts),
    })
  }

  private close() {
    this.session?.unsubscribe()
    this.session = undefined
    this.provider = undefined
  }

  /** Balances need a chain node: extensions hold keys, not state. */
  getBalance(): Promise<BalanceResult> {
    return this.notSupported(
      'getBalance',
      'Polkadot extensions sign but do not read chain state; read balances from a node with @polkadot/api.',
    )
  }

  /** Transfers need a chain node to build the extrinsic: extensions only sign it. */
  sendTransaction(_params: SendTransactionParams): Promise<{ hash: string }> {
    return this.notSupported(
      'sendTransaction',
      'Build the transfer with @polkadot/api and sign it with the extension signer (getProvider()).',
    )
  }

  /** Stops following the extension's accounts (the kit calls it on destroy). */
  override destroy(): void {
    this.close()
    super.destroy()
  }
}
