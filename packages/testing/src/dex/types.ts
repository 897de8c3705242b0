import type { Address } from 'viem'

/** The pools `seedUniswapV2Pools` creates, by name. */
export type UniswapV2PoolName = 'ETH/USDC' | 'ETH/DAI' | 'USDC/USDT'

/** A deployed Uniswap V2: every address checksummed. */
export interface UniswapV2Deployment {
  factory: Address
  router: Address
  weth: Address
  /** The seeded pairs (empty when no tokens were given). */
  pairs: Partial<Record<UniswapV2PoolName, Address>>
}
