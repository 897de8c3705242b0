import { isRpcResponseError } from '@gangway/core/adapter'
import {
  type Abi,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type DecodeFunctionResultReturnType,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
} from 'viem'
import type { ChainClient } from '../chainClients.js'

/** An `eth_call` of a view function at the latest block, ABI-encoded and decoded with viem. */
export async function callContract<
  const abi extends Abi,
  name extends ContractFunctionName<abi, 'pure' | 'view'>,
>(
  chain: ChainClient,
  call: {
    address: string
    abi: abi
    functionName: name
    args: ContractFunctionArgs<abi, 'pure' | 'view', name>
  },
  block = 'latest',
): Promise<DecodeFunctionResultReturnType<abi, name>> {
  const data = encodeFunctionData({
    abi: call.abi,
    functionName: call.functionName,
    args: call.args,
  } as never)
  const result = await chain.request<Hex>('eth_call', [{ to: call.address, data }, block])
  return decodeFunctionResult({
    abi: call.abi,
    functionName: call.functionName,
    data: result,
  } as never) as DecodeFunctionResultReturnType<abi, name>
}

/**
 * True when the node answered the call with an error of its own (a revert, a contract that is
 * not there): the call's answer, not a failure of the node, so one token is skipped rather than
 * the whole answer failed. An empty result (`0x`, no contract) counts too.
 */
export function isCallRejected(error: unknown): boolean {
  if (error instanceof Error && error.name === 'AbiDecodingZeroDataError') return true
  let cause: unknown = error
  for (let depth = 0; cause && depth < 5; depth++) {
    if (isRpcResponseError(cause)) return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}
