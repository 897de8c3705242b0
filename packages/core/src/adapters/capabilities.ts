import type { AccountEntry, CaipNetwork } from '../types/chain.js'

/** EIP-712 typed data to sign (eth_signTypedData_v4). */
export interface SignTypedDataParams {
  address: string
  domain: Record<string, unknown>
  /** Struct definitions; an `EIP712Domain` entry, if present, is ignored by SDKs that derive it. */
  types: Record<string, { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

export interface EstimateGasParams {
  address: string
  to: string
  data?: string
  value?: bigint
  caipNetwork?: CaipNetwork
}

/**
 * A send to price (the Send flow's preview and Max): `value` base units of the native currency,
 * or of the token `tokenAddress` (its mint on solana), from `address` to `to`.
 */
export interface EstimateFeeParams {
  address: string
  to: string
  value: bigint
  tokenAddress?: string
  /** The token's decimals (a token send). */
  decimals?: number
  caipNetwork: CaipNetwork
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

/**
 * A fungible token transfer (the Send flow's token path): an ERC-20 `transfer` on eip155 (USDT's
 * non-standard `transfer` with no return value handled), an SPL `transferChecked` on solana (the
 * receiver's associated token account created first when it is missing).
 */
export interface TransferTokenParams {
  /** The token: its contract (eip155) or its mint (solana). */
  tokenAddress: string
  /** The receiver's address (on solana the owner's wallet address, not a token account). */
  to: string
  /** In the token's base units. */
  amount: bigint
  /** The token's decimals (SPL `transferChecked` needs them). */
  decimals: number
  /** The sender; the connected account by default. */
  address?: string
  /** The network it is for; the adapter's active network by default. */
  caipNetwork?: CaipNetwork
}

/** One asset of an ERC-7811 `wallet_getAssets` answer. */
export interface WalletAsset {
  address: string
  balance: string
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string }
}

export interface GetWalletAssetsParams {
  account: string
  chainFilter?: string[]
  /** Reject when the wallet fails or answers an invalid list, instead of a native-balance answer. */
  strict?: boolean
}

/** One call of an EIP-5792 batch. */
export interface WalletCall {
  /** The contract (or receiver) called. */
  to: string
  /** Call data; none for a plain value transfer. */
  data?: string
  /** Wei sent along; none is 0. */
  value?: bigint
}

/** An EIP-5792 `wallet_sendCalls` batch (version 2.0.0). */
export interface SendCallsParams {
  /** The account that sends the calls. */
  address: string
  /** The calls, in the order they run (1 to 20). */
  calls: readonly WalletCall[]
  /** The chain the calls run on. */
  caipNetwork: CaipNetwork
  /** All calls in one transaction or none (EIP-5792 `atomicRequired`). */
  atomicRequired: boolean
}

/** One transaction of a batch, as `wallet_getCallsStatus` reports it. */
export interface CallsReceipt {
  transactionHash: string
  status: 'success' | 'reverted'
}

/**
 * EIP-5792 `wallet_getCallsStatus`, checked: `status` is the EIP's code (100 pending, 200
 * confirmed, 400 failed off chain, 500 reverted, 600 partly reverted).
 */
export interface CallsStatus {
  status: number
  /** True when the wallet ran the calls in one transaction. */
  atomic: boolean
  receipts: CallsReceipt[]
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

/**
 * What only some families (or wallets) can do, beyond the contract every adapter implements.
 * An adapter lists the ones it has in `capabilities`; the kernel and the UI detect them with
 * `getCapability`, never by the namespace. The interface is open: an adapter package adds its
 * family's abilities with declaration merging:
 *
 * @example
 * declare module '@gangway/core/adapter' {
 *   interface AdapterCapabilities {
 *     signAmino?(params: AminoSignParams): Promise<AminoSignResult>
 *   }
 * }
 */
export interface AdapterCapabilities {
  /** Every account the wallet exposes for this family (Polkadot extensions, Bitcoin payment and ordinals). */
  getAccounts?(params: { id: string }): Promise<{ accounts: AccountEntry[] }>
  /**
   * Makes one of the accounts the wallet shared the one the adapter uses from now on (signing,
   * sending): `address` is one of `getAccounts`' (or `ConnectResult.accounts`'). Rejects with
   * KitError('INVALID_ADDRESS') for an address the wallet did not share, and with
   * WALLET_NOT_CONNECTED when `id` is not the connected connector. The kit calls it through
   * `kit.setActiveAccount` and moves the namespace's address itself (no `accountChanged` needed).
   */
  setActiveAccount?(params: { id: string; address: string }): Promise<void>
  /** EIP-712 typed data, v4 (eip155). */
  signTypedData?(params: SignTypedDataParams): Promise<{ signature: string }>
  /** Gas units for a call (eip155). */
  estimateGas?(params: EstimateGasParams): Promise<{ gas: bigint }>
  /**
   * The network fee of a send in native base units, as the node prices the transaction the
   * adapter would send, for families whose fee is no gas × gas price (solana: getFeeForMessage).
   */
  estimateFee?(params: EstimateFeeParams): Promise<{ fee: bigint }>
  /** ERC-20 `transfer` / `approve` / `transferFrom` (eip155; USDT's non-standard ABI handled). */
  writeContract?(params: WriteContractParams): Promise<{ hash: string }>
  /** Sends a fungible token; resolves with the transaction hash (or signature) once sent. */
  transferToken?(params: TransferTokenParams): Promise<{ hash: string }>
  /** EIP-5792 `wallet_getCapabilities` for an address (eip155). */
  getWalletCapabilities?(params: { address: string }): Promise<unknown>
  /**
   * EIP-5792 `wallet_sendCalls` (eip155): resolves with the batch id once the wallet accepted
   * the calls; their fate comes from `getCallsStatus`. Ask it only of a wallet whose
   * `getWalletCapabilities` reports `atomic` for the chain when the calls must be atomic.
   */
  sendCalls?(params: SendCallsParams): Promise<{ id: string }>
  /** EIP-5792 `wallet_getCallsStatus` of a batch `sendCalls` sent (eip155). */
  getCallsStatus?(params: { id: string }): Promise<CallsStatus>
  /** ERC-7811 `wallet_getAssets` (eip155), keyed by hex chain id. */
  getWalletAssets?(params: GetWalletAssetsParams): Promise<Record<string, WalletAsset[]>>
  /** Signs a transaction without sending it (solana). */
  signTransaction?(params: SignTransactionParams): Promise<{ transaction: unknown }>
  /** Signs and sends a transaction; resolves with its signature once sent (solana). */
  signAndSendTransaction?(params: SignAndSendTransactionParams): Promise<{ signature: string }>
  /** Signs a PSBT (bip122). */
  signPsbt?(params: SignPsbtParams): Promise<SignPsbtResult>
}

export type CapabilityName = keyof AdapterCapabilities
