import { KitError } from '../errors/KitError.js'
import type { ChainFamily } from '../families/types.js'
import type { AdapterType, CaipNetwork } from '../types/chain.js'
import {
  connectWalletConnectNamespace,
  onWalletConnectSessionEnd,
  WALLET_CONNECT_CONNECTOR_ID,
  walletConnectConnector,
} from '../walletconnect/namespaceSession.js'
import { parseSessionAccount, sessionAccounts } from '../walletconnect/namespaces.js'
import { walletConnectRequest } from '../walletconnect/request.js'
import { BaseAdapter } from './BaseAdapter.js'
import type {
  AdapterContext,
  BalanceResult,
  ConnectParams,
  ConnectResult,
  RestoreParams,
  SendTransactionParams,
  SignMessageParams,
  UniversalProviderLike,
} from './types.js'

export const UNIVERSAL_CONNECTOR_ID = WALLET_CONNECT_CONNECTOR_ID

type SessionEvent = { params?: { event?: { name?: unknown; data?: unknown }; chainId?: string } }

const readSignature = (answer: unknown): string | undefined => {
  if (typeof answer === 'string') return answer
  const signature = (answer as { signature?: unknown } | null)?.signature
  return typeof signature === 'string' ? signature : undefined
}

/**
 * The adapter for a family with no dedicated adapter: WalletConnect only, for any family whose
 * descriptor has a WalletConnect namespace. It connects through the kit's one pairing (every
 * namespace of the host's networks in one session; a session without the family's accounts gets
 * a proposal for it: `connectWalletConnectNamespace`), reads the family's accounts from the
 * session, signs messages and sends with the requests the family describes, and hands the
 * UniversalProvider to the host as the family's provider. The kit creates one for each family of
 * `networks` that no host adapter serves.
 */
export class UniversalAdapter extends BaseAdapter {
  readonly family: ChainFamily
  readonly adapterType: AdapterType = 'universal'
  private listening: UniversalProviderLike | undefined
  private chainId: string | undefined
  private readonly requestTimeoutMs: number | undefined

  /**
   * `requestTimeoutMs`: how long a sign or send request waits for the wallet's answer before it
   * fails with KitError('WALLET_TIMEOUT') (default TIMING.WALLET_REQUEST_TIMEOUT_MS; the kit
   * passes `walletConnect.requestTimeoutMs`).
   */
  constructor(options: { family: ChainFamily; requestTimeoutMs?: number | undefined }) {
    super()
    this.family = options.family
    this.requestTimeoutMs = options.requestTimeoutMs
  }

  /** A request to the wallet over the session, within the time limit; ends on destroy. */
  private request<T>(
    provider: UniversalProviderLike,
    args: { method: string; params?: unknown },
    chain: string,
  ): Promise<T> {
    return walletConnectRequest<T>(provider, args, chain, {
      namespace: this.namespace,
      timeoutMs: this.requestTimeoutMs,
      signal: this.signal,
    })
  }

  protected discover(): void {
    this.setConnectors([walletConnectConnector(this.namespace)])
  }

  private requireContext(): AdapterContext {
    if (!this.context) throw new KitError('ADAPTER_NOT_FOUND')
    return this.context
  }

  private async universal(): Promise<UniversalProviderLike> {
    const provider = await this.requireContext().getUniversalProvider()
    this.follow(provider)
    return provider
  }

  /** The wallet's side of the session: it deleted it, or changed accounts or chain. */
  private follow(provider: UniversalProviderLike): void {
    if (this.listening === provider || this.destroyed) return
    this.listening = provider
    const ended = () => {
      if (!this.provider) return
      this.provider = undefined
      this.emit('disconnect', undefined)
    }
    this.onDestroy(onWalletConnectSessionEnd(provider, ended))
    const onSessionEvent = (event: SessionEvent) => {
      const name = event?.params?.event?.name
      const data = event?.params?.event?.data
      const chainId = event?.params?.chainId
      if (!this.provider || typeof chainId !== 'string') return
      if (!chainId.startsWith(`${this.namespace}:`)) return
      const reference = chainId.slice(this.namespace.length + 1)
      if (name === 'chainChanged') {
        this.chainId = String(data ?? reference)
        this.emit('networkChanged', { chainId: this.chainId })
      } else if (name === 'accountsChanged' && Array.isArray(data)) {
        // `namespace:chainId:address` from the wallet: only a valid account of the family moves.
        const account = parseSessionAccount(data[0], this.family)
        if (account)
          this.emit('accountChanged', {
            address: account.address,
            chainId: this.chainId ?? reference,
          })
      }
    }
    provider.on('session_event', onSessionEvent)
    this.onDestroy(() => provider.removeListener('session_event', onSessionEvent))
  }

  private result(
    provider: UniversalProviderLike,
    preferred?: number | string,
  ): ConnectResult | null {
    const accounts = sessionAccounts(provider.session, this.family)
    if (accounts.length === 0) return null
    const wanted = preferred ?? this.chainId ?? this.networks[0]?.id
    const onChain = accounts.find((account) => account.chainId === String(wanted))
    const chosen = onChain ?? (accounts[0] as (typeof accounts)[number])
    this.chainId = chosen.chainId
    this.provider = provider
    const addresses = [...new Set(accounts.map((account) => account.address))]
    return {
      id: UNIVERSAL_CONNECTOR_ID,
      type: 'WALLET_CONNECT',
      address: chosen.address,
      chainId: this.networks.find((n) => String(n.id) === chosen.chainId)?.id ?? chosen.chainId,
      provider,
      accounts: addresses.map((address) => ({
        namespace: this.namespace,
        address,
        type: this.family.accountTypes[0],
      })),
    }
  }

  async connect(params: ConnectParams): Promise<ConnectResult> {
    const context = this.requireContext()
    const provider = await this.universal()
    await connectWalletConnectNamespace(provider, this.family, {
      networks: this.networks,
      pair: context.pairWalletConnect,
      onDisplayUri: (uri) => this.emit('displayUri', uri),
    })
    this.assertLive()
    const result = this.result(provider, params.chainId)
    if (!result) {
      throw new KitError('CONNECT_FAILED', {
        params: { details: `The wallet approved no ${this.namespace} account.` },
      })
    }
    return result
  }

  async restore(params: RestoreParams): Promise<ConnectResult | null> {
    const provider = await this.universal()
    // Destroyed meanwhile: the page is gone, nothing is restored.
    if (this.destroyed) return null
    return provider.session ? this.result(provider, params.chainId) : null
  }

  async disconnect(): Promise<void> {
    const provider = this.provider as UniversalProviderLike | undefined
    this.provider = undefined
    if (provider?.session) await provider.disconnect()
  }

  private caipChainId(): string {
    return `${this.namespace}:${this.chainId ?? this.networks[0]?.id}`
  }

  async signMessage(params: SignMessageParams): Promise<{ signature: string }> {
    const build = this.family.walletConnect?.signMessage
    if (!build) return this.notSupported('signMessage')
    const provider = await this.universal()
    const answer = await this.request<unknown>(
      provider,
      build(params.message, params.address),
      this.caipChainId(),
    )
    const signature = (this.family.walletConnect?.readSignature ?? readSignature)(answer)
    if (!signature) throw new KitError('CONNECT_FAILED', { params: { details: 'No signature.' } })
    return { signature }
  }

  async sendTransaction(params: SendTransactionParams): Promise<{ hash: string }> {
    const build = this.family.walletConnect?.sendTransaction
    if (!build) return this.notSupported('sendTransaction')
    const provider = await this.universal()
    const from = params.address ?? (this.provider ? this.currentAddress(provider) : undefined)
    if (!from)
      throw new KitError('WALLET_NOT_CONNECTED', {
        params: { namespace: this.namespace, method: 'sendTransaction' },
      })
    const request = build({
      from,
      to: params.to,
      value: params.value,
      ...(params.data ? { data: params.data } : {}),
      ...(params.gas !== undefined ? { gas: params.gas } : {}),
    })
    const chain = params.caipNetwork?.caipNetworkId ?? this.caipChainId()
    const hash = await this.request<string>(provider, request, chain)
    return { hash }
  }

  private currentAddress(provider: UniversalProviderLike): string | undefined {
    const accounts = sessionAccounts(provider.session, this.family)
    return (accounts.find((a) => a.chainId === this.chainId) ?? accounts[0])?.address
  }

  getBalance(): Promise<BalanceResult> {
    return this.notSupported(
      'getBalance',
      'A WalletConnect-only family has no RPC reader: balances come from the balance API.',
    )
  }

  /** Moves to another chain of the session (the wallet approved it; nothing to ask). */
  async switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }): Promise<void> {
    const provider = await this.universal()
    const chains = sessionAccounts(provider.session, this.family).map((a) => a.chainId)
    if (!chains.includes(String(caipNetwork.id))) {
      throw new KitError('CONNECT_FAILED', {
        params: {
          details: `The WalletConnect session has no account on ${caipNetwork.caipNetworkId}.`,
        },
      })
    }
    this.chainId = String(caipNetwork.id)
    if (this.provider) this.emit('networkChanged', { chainId: caipNetwork.id })
  }
}
