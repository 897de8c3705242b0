import { decodeFunctionResult, encodeFunctionData, type Hex, multicall3Abi } from 'viem'
import type { ChainClient } from '../chainClients.js'

/** One call inside an `aggregate3`. */
export interface BatchedCall {
  target: string
  callData: Hex
}

/**
 * Runs `calls` in ONE `eth_call` of Multicall3's `aggregate3` (each call allowed to fail) at
 * `multicall`: each call's return data, or undefined for one that failed.
 */
export async function aggregate3(
  chain: ChainClient,
  multicall: string,
  calls: readonly BatchedCall[],
): Promise<(Hex | undefined)[]> {
  if (calls.length === 0) return []
  const data = encodeFunctionData({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    args: [
      calls.map((call) => ({
        target: call.target as Hex,
        allowFailure: true,
        callData: call.callData,
      })),
    ],
  })
  const answer = await chain.request<Hex>('eth_call', [{ to: multicall, data }, 'latest'])
  const results = decodeFunctionResult({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    data: answer,
  })
  return results.map((result) =>
    result.success && result.returnData !== '0x' ? result.returnData : undefined,
  )
}
