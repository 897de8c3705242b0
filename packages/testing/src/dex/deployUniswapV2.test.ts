import {
  type Address,
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  keccak256,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_PRIVATE_KEY, anvilPrivateKey } from '../anvil/anvilAccounts.js'
import { type AnvilNode, startAnvil } from '../anvil/startAnvil.js'
import { localPublicClient } from '../contracts/deployContract.js'
import { deployTestTokens, type TestTokenSymbol } from '../contracts/deployTestTokens.js'
import { deployUniswapV2 } from './deployUniswapV2.js'
import type { UniswapV2Deployment } from './types.js'
import { UNISWAP_V2_INIT_CODE_HASH, uniswapV2Artifacts } from './uniswapV2Artifacts.js'

const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function price0CumulativeLast() view returns (uint256)',
  'function price1CumulativeLast() view returns (uint256)',
])
const routerAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256, address[]) view returns (uint256[])',
  'function swapExactETHForTokens(uint256, address[], address, uint256) payable returns (uint256[])',
])

describe('deployUniswapV2', { timeout: 60_000 }, () => {
  let node: AnvilNode
  let tokens: Record<TestTokenSymbol, Address>
  let dex: UniswapV2Deployment
  // The tokens' deployer holds their supply, like the demo's test wallet; the liquidity is
  // anvil account 0's.
  const holderKey = anvilPrivateKey(1)
  const holder = privateKeyToAccount(holderKey).address
  const provider = privateKeyToAccount(ANVIL_PRIVATE_KEY).address
  let holderNonce: number

  beforeAll(async () => {
    node = await startAnvil()
    tokens = await deployTestTokens(node.rpcUrl, { deployer: holderKey })
    holderNonce = await localPublicClient(node.rpcUrl).getTransactionCount({ address: holder })
    dex = await deployUniswapV2(node.rpcUrl, { tokens })
  }, 60_000)
  afterAll(async () => {
    await node?.stop()
  })

  it("the npm pair bytecode hashes to the init code hash inside the router's bytecode", () => {
    const { UniswapV2Pair, UniswapV2Router02 } = uniswapV2Artifacts()
    expect(keccak256(UniswapV2Pair.bytecode)).toBe(UNISWAP_V2_INIT_CODE_HASH)
    expect(UniswapV2Router02.bytecode).toContain(UNISWAP_V2_INIT_CODE_HASH.slice(2))
  })

  it('deploys the router wired to the factory and WETH; every address checksummed', async () => {
    const client = localPublicClient(node.rpcUrl)
    const read = (functionName: 'factory' | 'WETH') =>
      client.readContract({ address: dex.router, abi: routerAbi, functionName })
    expect(await read('factory')).toBe(dex.factory)
    expect(await read('WETH')).toBe(dex.weth)
    for (const address of [dex.factory, dex.router, dex.weth, ...Object.values(dex.pairs)])
      expect(address).toBe(getAddress(address as string))
  })

  it('seeds ETH/USDC, ETH/DAI and USDC/USDT at 1 ETH = 2,000 USD, 1,000 ETH deep', async () => {
    const client = localPublicClient(node.rpcUrl)
    const expected: Record<string, [Address, bigint, Address, bigint]> = {
      'ETH/USDC': [dex.weth, parseEther('1000'), tokens.USDC, parseUnits('2000000', 6)],
      'ETH/DAI': [dex.weth, parseEther('1000'), tokens.DAI, parseUnits('2000000', 18)],
      'USDC/USDT': [tokens.USDC, parseUnits('2000000', 6), tokens.USDT, parseUnits('2000000', 6)],
    }
    expect(Object.keys(dex.pairs).sort()).toEqual(Object.keys(expected).sort())
    for (const [name, [a, amountA, b, amountB]] of Object.entries(expected)) {
      const pair = dex.pairs[name as keyof typeof dex.pairs] as Address
      const token0 = await client.readContract({
        address: pair,
        abi: pairAbi,
        functionName: 'token0',
      })
      const [reserve0, reserve1] = await client.readContract({
        address: pair,
        abi: pairAbi,
        functionName: 'getReserves',
      })
      const reserves = token0 === a ? [reserve0, reserve1] : [reserve1, reserve0]
      expect(reserves, name).toEqual([amountA, amountB])
      expect([a, b]).toContain(token0)
    }
  })

  it('the pools have traded in an earlier second: their price accumulators are written', async () => {
    const client = localPublicClient(node.rpcUrl)
    for (const [name, pair] of Object.entries(dex.pairs)) {
      for (const functionName of ['price0CumulativeLast', 'price1CumulativeLast'] as const) {
        const accumulated = await client.readContract({ address: pair, abi: pairAbi, functionName })
        expect(accumulated, `${name} ${functionName}`).toBeGreaterThan(0n)
      }
    }
  })

  it("leaves the token holder's balances and nonce alone (the liquidity is account 0's)", async () => {
    const client = localPublicClient(node.rpcUrl)
    expect(await client.getTransactionCount({ address: holder })).toBe(holderNonce)
    for (const [symbol, decimals] of [
      ['USDC', 6],
      ['DAI', 18],
      ['USDT', 6],
    ] as const) {
      const balance = await client.readContract({
        address: tokens[symbol],
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder],
      })
      expect(balance, symbol).toBe(parseUnits('1000000', decimals))
    }
    const lp = await client.readContract({
      address: dex.pairs['ETH/USDC'] as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [provider],
    })
    expect(lp).toBeGreaterThan(0n)
  })

  it('swaps 1 ETH for USDC through the router: the quoted amount arrives, ~0.4 % under 2,000', async () => {
    const client = localPublicClient(node.rpcUrl)
    const trader = privateKeyToAccount(anvilPrivateKey(2))
    const path = [dex.weth, tokens.USDC]
    const [, quoted] = await client.readContract({
      address: dex.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), path],
    })
    // 0.3 % LP fee plus ~0.1 % price impact in a 1,000 ETH pool.
    expect(quoted).toBeGreaterThan(parseUnits('1990', 6))
    expect(quoted).toBeLessThan(parseUnits('1995', 6))
    const hash = await createWalletClient({ transport: http(node.rpcUrl) }).writeContract({
      account: trader,
      chain: null,
      address: dex.router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [quoted as bigint, path, trader.address, 2n ** 48n],
      value: parseEther('1'),
    })
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: 30_000 })
    expect(receipt.status).toBe('success')
    const received = await client.readContract({
      address: tokens.USDC,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    })
    expect(received).toBe(quoted)
  })
})
