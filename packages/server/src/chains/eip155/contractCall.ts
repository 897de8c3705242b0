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

/** The node's JSON-RPC error in `error` or its causes, if any. */
function rpcErrorOf(error: unknown) {
  let cause: unknown = error
  for (let depth = 0; cause && depth < 5; depth++) {
    if (isRpcResponseError(cause)) return cause
    cause = (cause as { cause?: unknown }).cause
  }
  return undefined
}

/** Geth's and Parity's older codes for an execution error; their message says which kind. */
const EXECUTION_ERROR_CODES = new Set([-32000, -32015])
const EXECUTION_ERROR_MESSAGE = /revert|invalid opcode|out of gas|stack (underflow|overflow)/i

/**
 * True when the call itself fails on chain (a revert, an invalid opcode, a contract that is not
 * there): the call's answer, so one token is skipped or one route dropped rather than the whole
 * answer failed. EIP-1474's execution error (code 3, anvil's and geth's revert) counts, and an
 * empty result (`0x`, no contract). A node that fails (internal error, rate limit, unknown block,
 * a time-out) does not: its answer says nothing about the call, and is the caller's 502.
 */
export function isCallReverted(error: unknown): boolean {
  if (error instanceof Error && error.name === 'AbiDecodingZeroDataError') return true
  const rpc = rpcErrorOf(error)
  if (!rpc) return false
  return (
    rpc.code === 3 ||
    (EXECUTION_ERROR_CODES.has(rpc.code) && EXECUTION_ERROR_MESSAGE.test(rpc.message))
  )
}

/**
 * True when the node answered with an error of its own, any kind (a revert, but also e.g.
 * 'insufficient funds' for a gas estimate): for estimates, where any refusal means "use the
 * fallback". A failure to reach the node is not one.
 */
export function isCallRejected(error: unknown): boolean {
  return isCallReverted(error) || rpcErrorOf(error) !== undefined
}
