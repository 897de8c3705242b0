// What the swap route tests share: anvil with the test tokens and the real Uniswap V2 (pools
// seeded by anvil account 0), the real server configured for it, and helpers to send what it builds.
import {
  type AnvilNode,
  anvilPrivateKey,
  deployMulticall3,
  deployTestToken,
  deployTestTokens,
  deployUniswapV2,
  localPublicClient,
  MULTICALL3_ADDRESS,
  startAnvil,
  TEST_TOKENS,
  type TestTokenSymbol,
  type UniswapV2Deployment,
} from '@gangway/testing'
import {
  type Address,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  type TransactionReceipt,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { ServerConfigInput } from '../../config/schema.js'
import { ORIGIN, testConfig, useTestServers } from '../../testing/testServer.testing.js'

export const CHAIN = 'eip155:31337'
export const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 }

export const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])

export interface SwapFixture {
  node: AnvilNode
  dex: UniswapV2Deployment
  tokens: Record<TestTokenSymbol, Address>
  /** A listed token without any pool. */
  lonely: Address
  /** The server's URL. */
  url: string
  /** CAIP-10 id of a token of the fixture (`ETH` for the native currency). */
  id(symbol: TestTokenSymbol | 'ETH' | 'LONE'): string
  /** GET a swap route: status and JSON body. */
  get(path: string, query?: Record<string, string>): Promise<{ status: number; body: any }>
  /** Sends a transaction the server built, from `account`, and waits for its receipt. */
  send(account: PrivateKeyAccount, tx: BuiltTx): Promise<TransactionReceipt>
  /** balanceOf(owner) of a test token, or the native balance for 'ETH'. */
  balance(symbol: TestTokenSymbol | 'ETH', owner: Address): Promise<bigint>
  /** The router's getAmountsOut, read from the node directly. */
  amountsOut(amount: bigint, path: Address[]): Promise<readonly bigint[]>
}

export interface BuiltTx {
  to: Hex
  data: Hex
  value: string
  eip155: { gas: string; gasPrice: string }
}

/** The account that swaps: anvil account 4, holding 1,000,000 of each test token. */
export const user = privateKeyToAccount(anvilPrivateKey(4))
/** A second trader that moves prices: anvil account 5. */
export const mover = privateKeyToAccount(anvilPrivateKey(5))

/** Starts everything; call at the top level of a test file (servers close after it). */
export function useSwapFixture(
  extra: Partial<ServerConfigInput> = {},
  /** More of the chain's `swap` configuration (e.g. a provider `fee`). */
  swapExtra: Record<string, unknown> = {},
) {
  const servers = useTestServers()
  return async (): Promise<SwapFixture> => {
    const node = await startAnvil()
    const rpcUrl = node.rpcUrl
    await deployMulticall3(rpcUrl)
    const tokens = await deployTestTokens(rpcUrl, { deployer: anvilPrivateKey(4) })
    const lonely = await deployTestToken(rpcUrl, { name: 'Lonely', symbol: 'LONE', decimals: 18 })
    const dex = await deployUniswapV2(rpcUrl, { tokens })
    const listed = (['USDC', 'DAI', 'USDT'] as const).map((symbol) => ({
      ...TEST_TOKENS[symbol],
      address: tokens[symbol],
      price: 1,
    }))
    const { url } = await servers(
      testConfig({
        chains: [
          {
            caipNetworkId: CHAIN,
            rpcUrls: [rpcUrl],
            native: ETH,
            tokens: [...listed, { address: lonely, name: 'Lonely', symbol: 'LONE', decimals: 18 }],
            swap: { router: dex.router, weth: dex.weth, usdToken: tokens.USDC, ...swapExtra },
            // A provider fee is paid through Multicall3.
            ...('fee' in swapExtra && { multicall3: MULTICALL3_ADDRESS }),
          },
        ],
        ...extra,
      }),
    )
    const client = localPublicClient(rpcUrl)
    const addressOf = (symbol: string) =>
      symbol === 'ETH'
        ? '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
        : symbol === 'LONE'
          ? lonely
          : tokens[symbol as TestTokenSymbol]
    return {
      node,
      dex,
      tokens,
      lonely,
      url,
      id: (symbol) => `${CHAIN}:${addressOf(symbol)}`,
      async get(path, query = {}) {
        const response = await fetch(`${url}${path}?${new URLSearchParams(query)}`, {
          headers: { origin: ORIGIN },
          signal: AbortSignal.timeout(20_000),
        })
        return { status: response.status, body: await response.json() }
      },
      async send(account, tx) {
        const hash = await createWalletClient({ transport: http(rpcUrl) }).sendTransaction({
          account,
          chain: null,
          to: tx.to,
          data: tx.data,
          value: BigInt(tx.value),
          gas: BigInt(tx.eip155.gas),
          gasPrice: BigInt(tx.eip155.gasPrice),
        })
        return client.waitForTransactionReceipt({ hash, timeout: 30_000 })
      },
      async balance(symbol, owner) {
        if (symbol === 'ETH') return client.getBalance({ address: owner })
        return client.readContract({
          address: tokens[symbol],
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        })
      },
      amountsOut: (amount, path) =>
        client.readContract({
          address: dex.router,
          abi: routerAbi,
          functionName: 'getAmountsOut',
          args: [amount, path],
        }),
    }
  }
}

/** The fee a mined transaction cost its sender, in wei. */
export const feeOf = (receipt: TransactionReceipt) => receipt.gasUsed * receipt.effectiveGasPrice
