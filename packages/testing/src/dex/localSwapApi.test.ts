import { parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import { type LocalBalanceApi, startLocalBalanceApi } from '../balances/startLocalBalanceApi.js'
import { localPublicClient } from '../contracts/deployContract.js'
import { deployTestTokens, TEST_TOKENS } from '../contracts/deployTestTokens.js'
import { deployUniswapV2 } from './deployUniswapV2.js'
import type { UniswapV2Deployment } from './types.js'

const NATIVE = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

describe("startLocalBalanceApi passes a chain's swap configuration to the server", {
  timeout: 30_000,
}, () => {
  let node: AnvilNode
  let api: LocalBalanceApi
  let dex: UniswapV2Deployment
  let usdc: string

  beforeAll(async () => {
    node = await startAnvil()
    const tokens = await deployTestTokens(node.rpcUrl, { deployer: anvilPrivateKey(1) })
    dex = await deployUniswapV2(node.rpcUrl, { tokens })
    usdc = tokens.USDC
    api = await startLocalBalanceApi({
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          rpcUrl: node.rpcUrl,
          native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          tokens: (['USDC', 'DAI', 'USDT'] as const).map((symbol) => ({
            ...TEST_TOKENS[symbol],
            address: tokens[symbol],
            price: 1,
          })),
          swap: { router: dex.router, weth: dex.weth, usdToken: tokens.USDC },
        },
      ],
    })
  }, 60_000)
  afterAll(async () => {
    await api?.close()
    await node?.stop()
  })

  it('serves /swap/tokens and a /swap/quote equal to the router on the local DEX', async () => {
    const get = async (path: string, query: Record<string, string>) =>
      (await fetch(`${api.url}${path}?${new URLSearchParams(query)}`)).json() as Promise<any>
    const { tokens } = await get('/swap/tokens', { chainId: 'eip155:31337' })
    expect(tokens.map((token: { symbol: string }) => token.symbol)).toEqual([
      'ETH',
      'USDC',
      'DAI',
      'USDT',
    ])
    const { quotes } = await get('/swap/quote', {
      userAddress: privateKeyToAccount(anvilPrivateKey(1)).address,
      from: NATIVE,
      to: `eip155:31337:${usdc}`,
      amount: parseEther('1').toString(),
    })
    const amounts = await localPublicClient(node.rpcUrl).readContract({
      address: dex.router,
      abi: [
        {
          type: 'function',
          name: 'getAmountsOut',
          stateMutability: 'view',
          inputs: [
            { name: 'amountIn', type: 'uint256' },
            { name: 'path', type: 'address[]' },
          ],
          outputs: [{ name: 'amounts', type: 'uint256[]' }],
        },
      ],
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [dex.weth, usdc as `0x${string}`]],
    })
    expect(quotes[0].toAmount).toBe(String(amounts[1]))
  })
})
