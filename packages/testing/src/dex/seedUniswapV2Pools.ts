import { type Address, getAddress, maxUint256, parseAbi, parseEther, parseUnits } from 'viem'
import { ANVIL_PRIVATE_KEY } from '../anvil/anvilAccounts.js'
import { type Deployer, localPublicClient } from '../contracts/deployContract.js'
import {
  TEST_TOKENS,
  type TestTokenSymbol,
  testTokenAbi,
  tetherTokenAbi,
} from '../contracts/deployTestTokens.js'
import { deployerAddress, sendAndWait } from './sendAndWait.js'
import type { UniswapV2Deployment, UniswapV2PoolName } from './types.js'
import { uniswapV2Artifacts } from './uniswapV2Artifacts.js'

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const pairAbi = parseAbi(['function sync()'])

export interface SeedUniswapV2PoolsOptions {
  /** The DEX (`deployUniswapV2`). */
  dex: Pick<UniswapV2Deployment, 'factory' | 'router' | 'weth'>
  /** The test tokens (`deployTestTokens`): USDC, DAI and the USDT-style token. */
  tokens: Record<TestTokenSymbol, Address>
  /**
   * Who provides the liquidity (the tokens are minted to it: anyone may mint a test token);
   * default anvil account 0, so a test wallet's balances and nonces stay its own.
   */
  deployer?: Deployer
  /** USD per ETH the pools start at; default 2,000. Stablecoins are $1. */
  ethPriceUsd?: number
  /** ETH in each ETH pool (whole ETH); default 1,000: a 1 ETH swap moves the price ~0.1 %. */
  poolEth?: number
}

/**
 * Seeds the pools ETH/USDC, ETH/DAI (each `poolEth` ETH against `poolEth × ethPriceUsd` of the
 * stablecoin) and USDC/USDT (`poolEth × ethPriceUsd` of each) through the router, from
 * `deployer`. Seeding pools that exist adds liquidity at their current price. Returns the pairs.
 */
export async function seedUniswapV2Pools(
  rpcUrl: string,
  options: SeedUniswapV2PoolsOptions,
): Promise<Record<UniswapV2PoolName, Address>> {
  const {
    dex,
    tokens,
    deployer = ANVIL_PRIVATE_KEY,
    ethPriceUsd = 2_000,
    poolEth = 1_000,
  } = options
  const usdDepth = poolEth * ethPriceUsd
  if (!Number.isSafeInteger(poolEth) || poolEth <= 0 || !Number.isSafeInteger(usdDepth)) {
    throw new Error('poolEth and poolEth × ethPriceUsd must be whole numbers greater than 0')
  }
  const provider = deployerAddress(deployer)
  const units = (symbol: TestTokenSymbol) =>
    parseUnits(String(usdDepth), TEST_TOKENS[symbol].decimals)
  const ethAmount = parseEther(String(poolEth))
  // USDC sits in two pools.
  const needed: Record<TestTokenSymbol, bigint> = {
    USDC: units('USDC') * 2n,
    DAI: units('DAI'),
    USDT: units('USDT'),
  }
  const client = localPublicClient(rpcUrl)
  for (const symbol of Object.keys(needed) as TestTokenSymbol[]) {
    const abi = TEST_TOKENS[symbol].kind === 'usdt' ? tetherTokenAbi : testTokenAbi
    const address = tokens[symbol]
    await sendAndWait(rpcUrl, deployer, {
      address,
      abi,
      functionName: 'mint',
      args: [provider, needed[symbol]],
    })
    const allowance = (await client.readContract({
      address,
      abi: testTokenAbi,
      functionName: 'allowance',
      args: [provider, dex.router],
    })) as bigint
    if (allowance >= needed[symbol]) continue
    // The USDT-style token reverts on a change from one non-zero allowance to another.
    if (allowance > 0n) {
      await sendAndWait(rpcUrl, deployer, {
        address,
        abi,
        functionName: 'approve',
        args: [dex.router, 0n],
      })
    }
    await sendAndWait(rpcUrl, deployer, {
      address,
      abi,
      functionName: 'approve',
      args: [dex.router, maxUint256],
    })
  }
  const router = { address: dex.router, abi: uniswapV2Artifacts().UniswapV2Router02.abi }
  // Minimums 0: into a pool that already exists the router adds at its current price.
  for (const symbol of ['USDC', 'DAI'] as const) {
    await sendAndWait(rpcUrl, deployer, {
      ...router,
      functionName: 'addLiquidityETH',
      args: [tokens[symbol], units(symbol), 0n, 0n, provider, maxUint256],
      value: ethAmount,
    })
  }
  await sendAndWait(rpcUrl, deployer, {
    ...router,
    functionName: 'addLiquidity',
    args: [tokens.USDC, tokens.USDT, units('USDC'), units('USDT'), 0n, 0n, provider, maxUint256],
  })
  const pair = async (a: Address, b: Address) =>
    getAddress(
      await client.readContract({
        address: dex.factory,
        abi: factoryAbi,
        functionName: 'getPair',
        args: [a, b],
      }),
    )
  const pairs = {
    'ETH/USDC': await pair(dex.weth, tokens.USDC),
    'ETH/DAI': await pair(dex.weth, tokens.DAI),
    'USDC/USDT': await pair(tokens.USDC, tokens.USDT),
  }
  // A pair writes its price accumulators in the first block of each new second it trades in;
  // the very first write (zero to non-zero, ~40k gas per pair) costs more than a gas estimate's
  // headroom. Anvil mines blocks within a second at one timestamp (and a revert takes its clock
  // back), so a swap estimated in the seeding second and mined in the next would run out of gas
  // at the estimate. Written once here, a second later (`sync()`, no price change), the pools
  // behave like any pool that has traded before: a new second costs ~5k per pair more.
  await client.request({ method: 'evm_increaseTime', params: [1] } as never)
  for (const address of Object.values(pairs)) {
    await sendAndWait(rpcUrl, deployer, { address, abi: pairAbi, functionName: 'sync' })
  }
  return pairs
}
