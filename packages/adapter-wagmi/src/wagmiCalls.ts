import type {
  CaipNetwork,
  EstimateGasParams,
  SendTransactionParams,
  SignMessageParams,
  SignTypedDataParams,
  TransferTokenParams,
  WriteContractParams,
} from '@gangway/core/adapter'
import {
  erc20AbiFor,
  erc20Transfer,
  erc20WriteArgs,
  toAddEthereumChainParameter,
} from '@gangway/core/eip155'
import type { Config } from '@wagmi/core'
import type { Address, Hex } from 'viem'

// The adapter's wallet calls and reads as wagmi actions on its config. Only types come from
// wagmi and viem here: the actions are the loaded runtime's, so nothing of wagmi loads with the page.

/** wagmi, viem and the adapter's wagmi glue: loaded on first use. */
export type WagmiRuntime = typeof import('./wagmiRuntime.js')

/** The loaded runtime and the config it works on. */
export interface LoadedWagmi {
  wagmi: WagmiRuntime
  config: Config
}

export async function signMessage(
  { wagmi, config }: LoadedWagmi,
  params: SignMessageParams,
): Promise<{ signature: string }> {
  return {
    signature: await wagmi.signMessage(config, {
      message: params.message,
      account: params.address as Address,
    }),
  }
}

/** EIP-712 (v4); wagmi derives the domain type itself, so `EIP712Domain` is left out. */
export async function signTypedData(
  { wagmi, config }: LoadedWagmi,
  params: SignTypedDataParams,
): Promise<{ signature: string }> {
  const { EIP712Domain: _domainType, ...types } = params.types
  return {
    signature: await wagmi.signTypedData(config, {
      account: params.address as Address,
      domain: params.domain,
      types,
      primaryType: params.primaryType,
      message: params.message,
    } as never),
  }
}

export async function sendTransaction(
  { wagmi, config }: LoadedWagmi,
  params: SendTransactionParams,
): Promise<{ hash: string }> {
  return {
    hash: await wagmi.sendTransaction(config, {
      to: params.to as Address,
      value: params.value,
      ...(params.address ? { account: params.address as Address } : {}),
      ...(params.data ? { data: params.data as Hex } : {}),
      ...(params.gas !== undefined ? { gas: params.gas } : {}),
      ...(params.gasPrice !== undefined ? { gasPrice: params.gasPrice } : {}),
    } as never),
  }
}

export async function estimateGas(
  { wagmi, config }: LoadedWagmi,
  params: EstimateGasParams,
): Promise<{ gas: bigint }> {
  return {
    gas: await wagmi.estimateGas(config, {
      account: params.address as Address,
      to: params.to as Address,
      ...(params.data ? { data: params.data as Hex } : {}),
      ...(params.value !== undefined ? { value: params.value } : {}),
      ...(params.caipNetwork ? { chainId: Number(params.caipNetwork.id) } : {}),
    } as never),
  }
}

/**
 * ERC-20 transfer / approve / transferFrom, simulated first. USDT contracts (mainnet USDT and
 * `usdtAddresses`) take the USDT ABI, whose write methods return nothing.
 */
export async function writeContract(
  { wagmi, config }: LoadedWagmi,
  params: WriteContractParams,
  usdtAddresses: readonly string[] | undefined,
): Promise<{ hash: string }> {
  const abi = erc20AbiFor(params.tokenAddress, usdtAddresses)
  const { request, result } = await wagmi.simulateContract(config, {
    address: params.tokenAddress as Address,
    abi,
    functionName: params.method,
    args: erc20WriteArgs(params),
    account: params.fromAddress as Address,
    ...(params.caipNetwork ? { chainId: Number(params.caipNetwork.id) } : {}),
  } as never)
  if (result === false) throw new Error(`${params.method} returned false`)
  return { hash: await wagmi.writeContract(config, request as never) }
}

/** A token transfer (the Send flow's token path), from `address` or the connected account. */
export function transferToken(
  loaded: LoadedWagmi,
  params: TransferTokenParams,
  usdtAddresses: readonly string[] | undefined,
): Promise<{ hash: string }> {
  const from = params.address ?? loaded.wagmi.getConnection(loaded.config).address
  if (!from) throw new Error('No connected account to transfer the token from')
  return writeContract(loaded, erc20Transfer(params, from), usdtAddresses)
}

/** The native balance of `address` on `network`, read through the config's transport. */
export async function nativeBalance(
  { wagmi, config }: LoadedWagmi,
  address: string,
  network: CaipNetwork,
): Promise<bigint> {
  const { value } = await wagmi.getBalance(config, {
    address: address as Address,
    chainId: Number(network.id),
  })
  return value
}

/**
 * Switches the connected wallet to `network`. A wallet that lacks the chain gets the same
 * `wallet_addEthereumChain` parameter as core's switchOrAddEthereumChain builds (name, currency,
 * explorer, icon), with `rpcUrls` (the host's URLs / default RPC URL rule), not only the chain's
 * own first URL as wagmi would give it.
 */
export async function switchChain(
  { wagmi, config }: LoadedWagmi,
  network: CaipNetwork,
  rpcUrls: readonly string[],
): Promise<void> {
  const { chainId: _chainId, ...addEthereumChainParameter } = toAddEthereumChainParameter(
    network,
    rpcUrls,
  )
  await wagmi.switchChain(config, { chainId: Number(network.id), addEthereumChainParameter })
}
