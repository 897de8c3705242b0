import type { KitStorage } from '../storage/types.js'
import type {
  AccountEntry,
  AdapterType,
  CaipAddress,
  CaipNetwork,
  ChainNamespace,
} from '../types/chain.js'
import type { Connector } from '../types/connector.js'

/** What the kernel hands an adapter when the kit is created. */
export interface AdapterContext {
  networks: CaipNetwork[]
  /** The kit's one WalletConnect UniversalProvider, created on first call (dynamic import). */
  getUniversalProvider: () => Promise<UniversalProviderLike>
  storage: KitStorage
  projectId?: string
  /**
   * The kit's one WalletConnect pairing: resolves once a session exists (at once when one does).
   * The session's optional namespaces cover every namespace of the host's networks, the pairing
   * URI goes to the connection state and is refreshed when it expires. Adapters call this
   * instead of `universalProvider.connect` so one pairing serves every namespace.
   */
  pairWalletConnect?: () => Promise<UniversalProviderLike>
}

/** The part of `@walletconnect/universal-provider` the kernel and adapters use. */
export interface UniversalProviderLike {
  session?:
    | { topic: string; namespaces: Record<string, { accounts: string[]; chains?: string[] }> }
    | undefined
  connect(params: unknown): Promise<unknown>
  disconnect(): Promise<void>
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T>
  on(event: string, listener: (...args: any[]) => void): unknown
  removeListener(event: string, listener: (...args: any[]) => void): unknown
}

export interface ConnectParams {
  /** The connector to use (its `id`). */
  id: string
  /** Connector type, when the adapter needs it to choose a path. */
  type?: Connector['type']
  /** The network to connect on, if the host or visitor picked one. */
  chainId?: number | string
  /** Wallet info (rdns) for the connector, if known. */
  rdns?: string
}

export interface ConnectResult {
  id: string
  type: Connector['type']
  address: string
  chainId: number | string
  /** The provider the host may use for this namespace (e.g. an EIP-1193 provider). */
  provider?: unknown
  /** All accounts the wallet exposes on this namespace. */
  accounts?: AccountEntry[]
}

export interface SignMessageParams {
  message: string
  address: string
  /** Connector the account belongs to; defaults to the connected one. */
  connectorId?: string
}

/** EIP-712 typed data to sign (eth_signTypedData_v4). */
export interface SignTypedDataParams {
  address: string
  domain: Record<string, unknown>
  /** Struct definitions; an `EIP712Domain` entry, if present, is ignored by SDKs that derive it. */
  types: Record<string, { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

/** A PSBT to sign (bip122). */
export interface SignPsbtParams {
  /** The PSBT, base64. */
  psbt: string
  /** Inputs to sign: address → input indexes. Without it the wallet signs the inputs it can. */
  signInputs?: Record<string, number[]>
  /** Finalise and broadcast after signing; the result then carries the txid. */
  broadcast?: boolean
}

export interface SignPsbtResult {
  /** The signed PSBT, base64. */
  psbt: string
  /** The transaction id, when the wallet broadcast it. */
  txid?: string
}

/**
 * A transaction built with the chain family's SDK, to sign (Solana: a `@solana/web3.js`
 * `Transaction` or `VersionedTransaction`, or its wire bytes).
 */
export interface SignTransactionParams<T = unknown> {
  transaction: T
  /** The signer; the connected account by default. */
  address?: string
  /** The network it is for; the adapter's active network by default. */
  caipNetwork?: CaipNetwork
}

export interface SignAndSendTransactionParams<T = unknown> extends SignTransactionParams<T> {
  /** SDK send options (Solana: skipPreflight, preflightCommitment, maxRetries, ...). */
  sendOptions?: Record<string, unknown>
}

export interface SendTransactionParams {
  to: string
  value: bigint
  data?: `0x${string}` | string
  gas?: bigint
  gasPrice?: bigint
  address?: string
  caipNetwork?: CaipNetwork
}

export interface EstimateGasParams {
  address: string
  to: string
  data?: string
  value?: bigint
  caipNetwork?: CaipNetwork
}

export interface WriteContractParams {
  /** Token contract address. */
  tokenAddress: string
  /** Recipient (transfer) or spender (approve). */
  receiverAddress: string
  tokenAmount: bigint
  fromAddress: string
  method: 'transfer' | 'approve' | 'transferFrom'
  caipNetwork?: CaipNetwork
}

export interface GetBalanceParams {
  address: string
  caipNetwork: CaipNetwork
}

export interface BalanceResult {
  /** Decimal string (already divided by decimals). */
  balance: string
  symbol: string
  decimals?: number
}

export interface WalletAsset {
  address: string
  balance: string
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string }
}

/** Events an adapter emits for the kernel. */
export interface AdapterEventMap {
  accountChanged: { address: string; chainId?: number | string; connectorId?: string }
  switchNetwork: { chainId: number | string; address?: string }
  disconnect: undefined
  connectors: Connector[]
  /** A pairing URI to display (WalletConnect). */
  displayUri: string
}

export type AdapterEventName = keyof AdapterEventMap

/**
 * The contract every chain package implements. Implement it directly, or extend `BaseAdapter`,
 * which provides the emitter, the connector list, and rejects unsupported methods with the
 * catalogue's METHOD_NOT_SUPPORTED error.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  readonly adapterType: AdapterType
  /** Called by the kernel once, with the networks of this namespace. */
  construct(context: AdapterContext): void | Promise<void>
  /** Discovery: finds the wallets this family can use; emits `connectors`. */
  syncConnectors(): void | Promise<void>
  getConnectors(): Connector[]
  connect(params: ConnectParams): Promise<ConnectResult>
  disconnect(params?: { id?: string }): Promise<void>
  getAccounts(params: { id: string }): Promise<{ accounts: AccountEntry[] }>
  /** Reconnect after reload: resolves null when the wallet no longer confirms the connection. */
  syncConnection(params: { id: string; chainId?: number | string }): Promise<ConnectResult | null>
  signMessage(params: SignMessageParams): Promise<{ signature: string }>
  /** EIP-712 typed data, v4 (EVM adapters). Optional: chain families without it omit it. */
  signTypedData?(params: SignTypedDataParams): Promise<{ signature: string }>
  /** Signs a transaction without sending it (Solana). Optional: families without it omit it. */
  signTransaction?(params: SignTransactionParams): Promise<{ transaction: unknown }>
  /** Signs and sends a transaction; resolves with its signature once sent (Solana). Optional. */
  signAndSendTransaction?(params: SignAndSendTransactionParams): Promise<{ signature: string }>
  /** Signs a PSBT (bip122 adapters). Optional: chain families without PSBTs omit it. */
  signPSBT?(params: SignPsbtParams): Promise<SignPsbtResult>
  sendTransaction(params: SendTransactionParams): Promise<{ hash: string }>
  estimateGas(params: EstimateGasParams): Promise<{ gas: bigint }>
  writeContract(params: WriteContractParams): Promise<{ hash: string }>
  getBalance(params: GetBalanceParams): Promise<BalanceResult>
  switchNetwork(params: { caipNetwork: CaipNetwork }): Promise<void>
  getCapabilities(params: { address: string }): Promise<unknown>
  /**
   * ERC-7811 `wallet_getAssets`. When the wallet fails or answers an invalid list the adapter
   * answers the native balances instead, or, with `strict`, rejects (so the kit can fall back to
   * the balance API, spec §5).
   */
  walletGetAssets(params: {
    account: string
    chainFilter?: string[]
    strict?: boolean
  }): Promise<Record<string, WalletAsset[]>>
  parseUnits(value: string, decimals: number): bigint
  formatUnits(value: bigint, decimals: number): string
  /** The provider handed to the host for this namespace while connected. */
  getProvider(): unknown
  on<E extends AdapterEventName>(
    event: E,
    listener: (payload: AdapterEventMap[E]) => void,
  ): () => void
}

export type { CaipAddress }
