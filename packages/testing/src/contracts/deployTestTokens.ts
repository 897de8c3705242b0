import { type Address, parseUnits } from 'viem'
import { TestTokenArtifact, TetherTokenArtifact } from './artifacts.generated.js'
import { type Deployer, deployContract } from './deployContract.js'

/** ABI of TestToken: a standard ERC-20 (transfer/approve/transferFrom return bool) plus `mint`. */
export const testTokenAbi = TestTokenArtifact.abi
/**
 * ABI of the USDT-style TetherToken: transfer/approve/transferFrom have NO outputs. Use it (not
 * the standard ERC-20 ABI) to write to USDT: a `bool`-expecting ABI cannot decode the empty
 * result. Its approve also reverts when changing one non-zero allowance to another.
 */
export const tetherTokenAbi = TetherTokenArtifact.abi

export type TestTokenSymbol = 'USDC' | 'DAI' | 'USDT'

export interface TestTokenInfo {
  name: string
  symbol: TestTokenSymbol
  decimals: number
  /** 'erc20' = TestToken, 'usdt' = TetherToken (no return values). */
  kind: 'erc20' | 'usdt'
}

/** The tokens `deployTestTokens` deploys. */
export const TEST_TOKENS: Record<TestTokenSymbol, TestTokenInfo> = {
  USDC: { name: 'USD Coin', symbol: 'USDC', decimals: 6, kind: 'erc20' },
  DAI: { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18, kind: 'erc20' },
  USDT: { name: 'Tether USD', symbol: 'USDT', decimals: 6, kind: 'usdt' },
}

export interface DeployTestTokenOptions {
  name: string
  symbol: string
  decimals: number
  /** Whole tokens minted to the deployer; default 1,000,000. */
  initialSupply?: number | bigint
  /** 'usdt' deploys the no-return TetherToken; default 'erc20'. */
  kind?: 'erc20' | 'usdt'
  /** Default: anvil's first dev account. */
  deployer?: Deployer
}

/** Deploys one test token; the deployer receives the initial supply. Returns its address. */
export function deployTestToken(rpcUrl: string, options: DeployTestTokenOptions): Promise<Address> {
  const supply = parseUnits(String(options.initialSupply ?? 1_000_000), options.decimals)
  const deployer = options.deployer
  if (options.kind === 'usdt') {
    return deployContract(rpcUrl, {
      abi: tetherTokenAbi,
      bytecode: TetherTokenArtifact.bytecode,
      args: [supply, options.name, options.symbol, options.decimals],
      ...(deployer ? { deployer } : {}),
    })
  }
  return deployContract(rpcUrl, {
    abi: testTokenAbi,
    bytecode: TestTokenArtifact.bytecode,
    args: [options.name, options.symbol, options.decimals, supply],
    ...(deployer ? { deployer } : {}),
  })
}

export interface DeployTestTokensOptions {
  /** Private key (or node-unlocked address) that deploys and receives the supply. */
  deployer?: Deployer
  /** Whole tokens minted to the deployer per token; default 1,000,000. */
  initialSupply?: number | bigint
}

/** Deploys USDC (6 decimals), DAI (18) and the USDT-style token (6); returns their addresses. */
export async function deployTestTokens(
  rpcUrl: string,
  options: DeployTestTokensOptions = {},
): Promise<Record<TestTokenSymbol, Address>> {
  const addresses = {} as Record<TestTokenSymbol, Address>
  // One after the other: the deployer's nonces must not race.
  for (const info of Object.values(TEST_TOKENS)) {
    addresses[info.symbol] = await deployTestToken(rpcUrl, { ...info, ...options })
  }
  return addresses
}
