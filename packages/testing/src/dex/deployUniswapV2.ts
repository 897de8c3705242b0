import type { Address } from 'viem'
import { ANVIL_PRIVATE_KEY } from '../anvil/anvilAccounts.js'
import { type Deployer, deployContract } from '../contracts/deployContract.js'
import type { TestTokenSymbol } from '../contracts/deployTestTokens.js'
import { type SeedUniswapV2PoolsOptions, seedUniswapV2Pools } from './seedUniswapV2Pools.js'
import { deployerAddress } from './sendAndWait.js'
import type { UniswapV2Deployment } from './types.js'
import { uniswapV2Artifacts } from './uniswapV2Artifacts.js'

export interface DeployUniswapV2Options extends Omit<SeedUniswapV2PoolsOptions, 'tokens' | 'dex'> {
  /** Private key (or node-unlocked address) that deploys (and seeds); default anvil account 0. */
  deployer?: Deployer
  /** The test tokens (`deployTestTokens`): when given, the pools are seeded too. */
  tokens?: Record<TestTokenSymbol, Address>
}

/**
 * Deploys the real Uniswap V2 from its npm artifacts: WETH9, UniswapV2Factory (feeToSetter = the
 * deployer) and UniswapV2Router02 (factory, WETH). With `tokens`, then seeds the ETH/USDC,
 * ETH/DAI and USDC/USDT pools (`seedUniswapV2Pools`).
 */
export async function deployUniswapV2(
  rpcUrl: string,
  options: DeployUniswapV2Options = {},
): Promise<UniswapV2Deployment> {
  const { tokens, ...seedOptions } = options
  const deployer = options.deployer ?? ANVIL_PRIVATE_KEY
  const artifacts = uniswapV2Artifacts()
  // One after the other: the deployer's nonces must not race.
  const weth = await deployContract(rpcUrl, { ...artifacts.WETH9, deployer })
  const factory = await deployContract(rpcUrl, {
    ...artifacts.UniswapV2Factory,
    args: [deployerAddress(deployer)],
    deployer,
  })
  const router = await deployContract(rpcUrl, {
    ...artifacts.UniswapV2Router02,
    args: [factory, weth],
    deployer,
  })
  const deployment: UniswapV2Deployment = { factory, router, weth, pairs: {} }
  if (!tokens) return deployment
  const pairs = await seedUniswapV2Pools(rpcUrl, {
    ...seedOptions,
    deployer,
    dex: deployment,
    tokens,
  })
  return { ...deployment, pairs }
} /**
 * The gas limit for a test's own trade on the local pools (a V2 swap uses ~110–160k), given
 * instead of an estimate: anvil estimates for a block in the same second, where the pair's price
 * accumulators are not written; a trade mined a second later writes them (~25k more) and runs
 * out of gas at an exact estimate — which is what a loaded machine did to the tests that moved
 * the price with an estimated trade.
 */
export const UNISWAP_V2_TRADE_GAS = 300_000n
