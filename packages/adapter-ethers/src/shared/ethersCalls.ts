import type {
  CaipNetwork,
  EstimateGasParams,
  SendTransactionParams,
  SignMessageParams,
  SignTypedDataParams,
  WriteContractParams,
} from '@gangway/core/adapter'
import { erc20AbiFor, erc20WriteArgs } from '@gangway/core/eip155'
import type { EthersReaderShim, EthersSdkShim, EthersSignerShim } from '../sdk/types.js'
import type { Eip1193Session } from './eip1193Session.js'

// The adapter's wallet calls and reads through the ethers SDK shim: signatures, transactions,
// gas estimates and ERC-20 writes. The adapter wraps each in withEvmKitErrors.

/** What the calls use of the adapter. */
export interface EthersCallContext {
  /** The SDK shim, loaded on first use (a failed load is tried again on the next). */
  sdk(): Promise<EthersSdkShim>
  /** The connected wallet, else KitError('CONNECTION_CLIENT_NOT_SET'). */
  requireSession(): Eip1193Session
  /** The connected wallet's signer acting for `address`. */
  signer(address: string): Promise<EthersSignerShim>
  /** The read provider of a network (the connected chain's when none is given). */
  reader(network?: CaipNetwork): Promise<EthersReaderShim>
}

export async function signMessage(
  context: EthersCallContext,
  params: SignMessageParams,
): Promise<{ signature: string }> {
  const signer = await context.signer(params.address)
  return { signature: await signer.signMessage(params.message) }
}

/** EIP-712 (v4): the shim's signer takes the types without `EIP712Domain`. */
export async function signTypedData(
  context: EthersCallContext,
  params: SignTypedDataParams,
): Promise<{ signature: string }> {
  const { EIP712Domain: _domainType, ...types } = params.types
  const signer = await context.signer(params.address)
  return {
    signature: await signer.signTypedData(params.domain, types, params.message),
  }
}

/** Sends from `params.address`, else the connected account. */
export async function sendTransaction(
  context: EthersCallContext,
  params: SendTransactionParams,
): Promise<{ hash: string }> {
  const signer = await context.signer(params.address ?? context.requireSession().address)
  const hash = await signer.sendTransaction({
    to: params.to,
    value: params.value,
    ...(params.data ? { data: params.data } : {}),
    ...(params.gas !== undefined ? { gasLimit: params.gas } : {}),
    ...(params.gasPrice !== undefined ? { gasPrice: params.gasPrice } : {}),
  })
  return { hash }
}

export async function estimateGas(
  context: EthersCallContext,
  params: EstimateGasParams,
): Promise<{ gas: bigint }> {
  const reader = await context.reader(params.caipNetwork)
  const gas = await reader.estimateGas({
    from: params.address,
    to: params.to,
    ...(params.data ? { data: params.data } : {}),
    ...(params.value !== undefined ? { value: params.value } : {}),
  })
  return { gas }
}

/** `EthersAdapterCore.writeContract` (documented there): simulated with eth_call, then sent. */
export async function writeContract(
  context: EthersCallContext,
  params: WriteContractParams,
  usdtAddresses: readonly string[] | undefined,
): Promise<{ hash: string }> {
  const abi = erc20AbiFor(params.tokenAddress, usdtAddresses)
  const sdk = await context.sdk()
  const data = sdk.encodeFunctionData(abi, params.method, erc20WriteArgs(params))
  const reader = await context.reader(params.caipNetwork)
  const returned = await reader.call({
    from: params.fromAddress,
    to: params.tokenAddress,
    data,
  })
  const [ok] = sdk.decodeFunctionResult(abi, params.method, returned)
  if (ok === false) throw new Error(`${params.method} returned false`)
  const signer = await context.signer(params.fromAddress)
  return { hash: await signer.sendTransaction({ to: params.tokenAddress, data }) }
}
