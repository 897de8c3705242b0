import { eip155Family } from '@gangway/core/eip155'
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import type { TokenConfig } from '../../config/schema.js'
import type { TokenBalance } from '../../routes/shared/answerSchemas.js'
import type { ChainClient } from '../chainClients.js'
import { tokenBalance } from '../tokenAmount.js'
import { callContract, isCallReverted } from './contractCall.js'
import { aggregate3 } from './multicall3.js'

const balanceOfData = (owner: Hex) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

const decodeBalance = (data: Hex | undefined) =>
  data === undefined
    ? undefined
    : decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data })

/**
 * `balanceOf(owner)` of each listed token: with Multicall3 configured, all of them in one
 * `aggregate3` call; otherwise one `eth_call` each, in parallel. A token whose call reverts (or
 * that has no contract) is undefined; a failing node throws (UpstreamError).
 */
export async function readTokenBalances(
  chain: ChainClient,
  owner: Hex,
): Promise<(bigint | undefined)[]> {
  const tokens = chain.config.tokens
  const multicall = chain.config.multicall3
  if (multicall) {
    const data = balanceOfData(owner)
    const results = await aggregate3(
      chain,
      multicall,
      tokens.map((token) => ({ target: token.address, callData: data })),
    )
    return results.map((result) => {
      try {
        return decodeBalance(result)
      } catch {
        return undefined
      }
    })
  }
  return Promise.all(
    tokens.map((token) =>
      callContract(chain, {
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      }).catch((error: unknown) => {
        if (isCallReverted(error)) return undefined
        throw error
      }),
    ),
  )
}

/**
 * An eip155 account's balances: the native currency first (always), then each listed ERC-20 it
 * holds (a zero balance is left out), in the listed order; priced at their fixed `price` (0
 * without one).
 */
export async function readEvmBalances(chain: ChainClient, owner: Hex): Promise<TokenBalance[]> {
  const id = chain.config.caipNetworkId
  const [native, tokens] = await Promise.all([
    chain.request<Hex>('eth_getBalance', [owner, 'latest']),
    readTokenBalances(chain, owner),
  ])
  const nativeToken = { ...chain.config.native, address: eip155Family.nativeTokenAddress ?? '' }
  const balance = (token: Omit<TokenConfig, 'address'> & { address: string }, raw: bigint) =>
    tokenBalance(id, token, raw, token.price ?? 0)
  return [
    balance(nativeToken, BigInt(native)),
    ...chain.config.tokens.flatMap((token, index) => {
      const raw = tokens[index]
      return raw !== undefined && raw > 0n ? [balance(token, raw)] : []
    }),
  ]
}
