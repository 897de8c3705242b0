import { encodeBase58 } from '../encoding/base58.js'
import { utf8ToHex } from '../encoding/hex.js'
import { KitError } from '../errors/KitError.js'
import type { AdapterType, CaipNetwork, ChainNamespace } from '../types/chain.js'
import {
  connectWalletConnectNamespace,
  onWalletConnectSessionEnd,
  WALLET_CONNECT_CONNECTOR_ID,
  walletConnectConnector,
} from '../walletconnect/namespaceSession.js'
import { sessionAccounts } from '../walletconnect/namespaces.js'
import { BaseAdapter } from './BaseAdapter.js'
import type {
  AdapterContext,
  ConnectParams,
  ConnectResult,
  SendTransactionParams,
  SignMessageParams,
  UniversalProviderLike,
} from './types.js'

export const UNIVERSAL_CONNECTOR_ID = WALLET_CONNECT_CONNECTOR_ID

/** The message-signing request of each namespace, as WalletConnect wallets expect it. */
function signRequest(
  namespace: ChainNamespace,
  { message, address }: SignMessageParams,
): { method: string; params: unknown } {
  switch (namespace) {
    case 'eip155':
      return { method: 'personal_sign', params: [toHexUtf8(message), address] }
    case 'solana':
      return {
        method: 'solana_signMessage',
        params: { message: encodeBase58(new TextEncoder().encode(message)), pubkey: address },
      }
    case 'polkadot':
      return { method: 'polkadot_signMessage', params: { address, message } }
    case 'bip122':
      return { method: 'signMessage', params: { address, message, protocol: 'ecdsa' } }
  }
}

/** `personal_sign` takes hex: a message already in hex is sent as it is, text as its UTF-8. */
function toHexUtf8(text: string): string {
  return /^0x[0-9a-fA-F]*$/.test(text) ? text : utf8ToHex(text)
}

/**
 * The adapter for a namespace with no dedicated adapter: WalletConnect only, for any CAIP
 * namespace. It connects through the kit's one pairing (every namespace of the host's networks
 * in one session; a session without the namespace's accounts gets a proposal for it, as in the
 * chain adapters: `connectWalletConnectNamespace`), reads the namespace's accounts from the
 * session, signs messages with the
 * namespace's WalletConnect method, and hands the UniversalProvider to the host as the
 * namespace's provider. The kit creates one for each namespace of `networks` that no host adapter
 * serves (and for every namespace in basic pairing mode, when there are no adapters at all).
 */
export class UniversalAdapter extends BaseAdapter {
  readonly namespace: ChainNamespace
  readonly adapterType: AdapterType = 'universal'
  private listening: UniversalProviderLike | undefined
  private chainId: string | undefined

  constructor(options: { namespace: ChainNamespace }) {
    super()
    this.namespace = options.namespace
  }

  override construct(context: AdapterContext): void {
    super.construct(context)
  }

  syncConnectors(): void {
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
    if (this.listening === provider) return
    this.listening = provider
    const ended = () => {
      if (!this.provider) return
      this.provider = undefined
      this.emit('disconnect', undefined)
    }
    onWalletConnectSessionEnd(provider, ended)
    provider.on('session_event', (event: { params?: { event?: any; chainId?: string } }) => {
      const name = event?.params?.event?.name
      const data = event?.params?.event?.data
      const chainId = event?.params?.chainId
      if (!this.provider || !chainId?.startsWith(`${this.namespace}:`)) return
      if (name === 'chainChanged') {
        this.chainId = String(data ?? chainId.split(':')[1])
        this.emit('switchNetwork', { chainId: this.chainId })
      } else if (name === 'accountsChanged' && Array.isArray(data) && data[0]) {
        const address = String(data[0]).split(':').at(-1)!
        this.emit('accountChanged', { address, chainId: this.chainId ?? chainId.split(':')[1]! })
      }
    })
  }

  private result(
    provider: UniversalProviderLike,
    preferred?: number | string,
  ): ConnectResult | null {
    const accounts = sessionAccounts(provider.session, this.namespace)
    if (accounts.length === 0) return null
    const wanted = preferred ?? this.chainId ?? this.networks[0]?.id
    const onChain = accounts.find((account) => account.chainId === String(wanted))
    const chosen = onChain ?? accounts[0]!
    this.chainId = chosen.chainId
    this.provider = provider
    const addresses = [...new Set(accounts.map((account) => account.address))]
    return {
      id: UNIVERSAL_CONNECTOR_ID,
      type: 'WALLET_CONNECT',
      address: chosen.address,
      chainId: this.networks.find((n) => String(n.id) === chosen.chainId)?.id ?? chosen.chainId,
      provider,
      accounts: addresses.map((address) => ({ namespace: this.namespace, address, type: 'eoa' })),
    }
  }

  async connect(params: ConnectParams): Promise<ConnectResult> {
    const context = this.requireContext()
    const provider = await this.universal()
    await connectWalletConnectNamespace(provider, this.namespace, {
      networks: this.networks,
      pair: context.pairWalletConnect,
      onDisplayUri: (uri) => this.emit('displayUri', uri),
    })
    const result = this.result(provider, params.chainId)
    if (!result) {
      throw new KitError('CONNECT_FAILED', {
        params: { details: `The wallet approved no ${this.namespace} account.` },
      })
    }
    return result
  }

  async syncConnection(params: { id: string; chainId?: number | string }) {
    const provider = await this.universal()
    return provider.session ? this.result(provider, params.chainId) : null
  }

  async disconnect(): Promise<void> {
    const provider = this.provider as UniversalProviderLike | undefined
    this.provider = undefined
    if (provider?.session) await provider.disconnect()
  }

  override async getAccounts() {
    const provider = await this.universal()
    const accounts = sessionAccounts(provider.session, this.namespace)
    return {
      accounts: [...new Set(accounts.map((a) => a.address))].map((address) => ({
        namespace: this.namespace,
        address,
        type: 'eoa' as const,
      })),
    }
  }

  private caipChainId(): string {
    return `${this.namespace}:${this.chainId ?? this.networks[0]?.id}`
  }

  override async signMessage(params: SignMessageParams): Promise<{ signature: string }> {
    const provider = await this.universal()
    const { method, params: requestParams } = signRequest(this.namespace, params)
    const result = await provider.request<unknown>(
      { method, params: requestParams },
      this.caipChainId(),
    )
    const signature =
      typeof result === 'string' ? result : (result as { signature?: string } | null)?.signature
    if (!signature) throw new KitError('CONNECT_FAILED', { params: { details: 'No signature.' } })
    return { signature }
  }

  override async sendTransaction(params: SendTransactionParams): Promise<{ hash: string }> {
    if (this.namespace !== 'eip155') return this.notSupported('sendTransaction')
    const provider = await this.universal()
    const hex = (value: bigint | undefined) =>
      value === undefined ? undefined : `0x${value.toString(16)}`
    const hash = await provider.request<string>(
      {
        method: 'eth_sendTransaction',
        params: [
          {
            from: params.address,
            to: params.to,
            value: hex(params.value),
            ...(params.data ? { data: params.data } : {}),
            ...(params.gas !== undefined ? { gas: hex(params.gas) } : {}),
          },
        ],
      },
      params.caipNetwork?.caipNetworkId ?? this.caipChainId(),
    )
    return { hash }
  }

  /** Moves to another chain of the session (the wallet approved it; nothing to ask). */
  override async switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }): Promise<void> {
    const provider = await this.universal()
    const chains = sessionAccounts(provider.session, this.namespace).map((a) => a.chainId)
    if (!chains.includes(String(caipNetwork.id))) {
      throw new KitError('CONNECT_FAILED', {
        params: {
          details: `The WalletConnect session has no account on ${caipNetwork.caipNetworkId}.`,
        },
      })
    }
    this.chainId = String(caipNetwork.id)
  }
}
