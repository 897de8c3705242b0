/**
 * The Swap flow on real parts: anvil with the test tokens and the real Uniswap V2 (pools seeded
 * by anvil account 0), the real @gangway/server serving balances and swaps for it
 * (`startLocalBalanceApi` with the chain's `swap` config), and a kit connected through the wagmi
 * adapter to the @gangway/testing wallet (anvil account 1, holding 1,000,000 of each test token).
 * The node is reverted to its snapshot after each test. Test-only.
 */
import {
  type AnvilNode,
  anvilPrivateKey,
  deployTestTokens,
  deployUniswapV2,
  type LocalBalanceApi,
  startAnvil,
  startLocalBalanceApi,
  TEST_TOKENS,
  type TestTokenSymbol,
  UNISWAP_V2_TRADE_GAS,
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
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, vi } from 'vitest'
import { anvilNetwork, anvilWalletKit, revertNodeAfterEach } from '../kit/anvilKit.testing.js'
import type { Kit } from '../kit/types.js'
import { type NodeReader, nodeReader as sendNodeReader } from '../send/sendAnvil.testing.js'
import type { CaipNetwork } from '../types/chain.js'

export const WALLET_KEY = anvilPrivateKey(1)
export const WALLET = privateKeyToAccount(WALLET_KEY).address

export interface SwapChain {
  node: AnvilNode
  network: CaipNetwork
  tokens: Record<TestTokenSymbol, Address>
  dex: UniswapV2Deployment
  /** The real server: balances and swaps. */
  api: LocalBalanceApi
}

/** Starts everything for the file; reverts the node after each test. */
export function useSwapChain(): SwapChain {
  const chain = {} as SwapChain
  beforeAll(async () => {
    chain.node = await startAnvil()
    const { rpcUrl } = chain.node
    chain.tokens = await deployTestTokens(rpcUrl, { deployer: WALLET_KEY })
    chain.dex = await deployUniswapV2(rpcUrl, { tokens: chain.tokens })
    const caipNetworkId = `eip155:${chain.node.chainId}` as const
    chain.api = await startLocalBalanceApi({
      chains: [
        {
          caipNetworkId,
          rpcUrl,
          native: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2000 },
          tokens: (Object.keys(TEST_TOKENS) as TestTokenSymbol[]).map((symbol) => ({
            ...TEST_TOKENS[symbol],
            address: chain.tokens[symbol],
            price: 1,
          })),
          swap: { router: chain.dex.router, weth: chain.dex.weth, usdToken: chain.tokens.USDC },
        },
      ],
    })
    chain.network = anvilNetwork(chain.node)
    vi.stubGlobal('window', new EventTarget())
  }, 120_000)
  afterAll(async () => {
    vi.unstubAllGlobals()
    await chain.api?.close()
    await chain.node?.stop()
  })
  revertNodeAfterEach(() => chain.node)
  return chain
}

/** Reads from the node (not from the kit or the server): Send's reader, plus the router's allowance. */
export function nodeReader(chain: SwapChain): NodeReader & {
  allowance(symbol: TestTokenSymbol, owner: Address): Promise<bigint>
  receipt(hash: string): Promise<TransactionReceipt>
} {
  const read = sendNodeReader(chain)
  const { client } = read
  return {
    ...read,
    allowance: (symbol: TestTokenSymbol, owner: Address) =>
      client.readContract({
        address: chain.tokens[symbol],
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, chain.dex.router],
      }),
    receipt: (hash: string) => client.getTransactionReceipt({ hash: hash as Hex }),
  }
}

/**
 * A kit with the server as its balance and swap API, connected through the wagmi adapter to the
 * test wallet, on the Swap view.
 */
export async function swapKit(chain: SwapChain, kits: Kit[]): Promise<Kit> {
  const { kit } = await anvilWalletKit(
    {
      node: chain.node,
      network: chain.network,
      privateKey: WALLET_KEY,
      usdtAddresses: [chain.tokens.USDT],
      kit: {
        balanceApiUrl: chain.api.url,
        swapApiUrl: chain.api.url,
        swapNetworks: [chain.network.caipNetworkId],
      },
    },
    kits,
  )
  kit.controllers.router.reset('Account')
  kit.controllers.router.push('Swap')
  return kit
}

const swapExactEthAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])

/** Another trader (anvil account 7) buys `symbol` with `eth` wei on the DEX: the price moves. */
export async function tradeOnDex(chain: SwapChain, symbol: TestTokenSymbol, eth: bigint) {
  const account = privateKeyToAccount(anvilPrivateKey(7))
  const wallet = createWalletClient({ account, transport: http(chain.node.rpcUrl) })
  const hash = await wallet.writeContract({
    chain: null,
    address: chain.dex.router,
    abi: swapExactEthAbi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [chain.dex.weth, chain.tokens[symbol]], account.address, 2n ** 40n],
    value: eth,
    gas: UNISWAP_V2_TRADE_GAS,
  })
  const { client } = nodeReader(chain)
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status === 'success') return
  // Why: the same call replayed on the state it ran on gives the revert reason.
  const reason = await client
    .call({
      account: account.address,
      to: chain.dex.router,
      data: (await client.getTransaction({ hash })).input,
      value: eth,
      blockNumber: receipt.blockNumber - 1n,
    })
    .then(
      () => 'no reason (the replay succeeds)',
      (error: Error) => error.message.split('\n')[0],
    )
  throw new Error(`the other trade reverted (block ${receipt.blockNumber}): ${reason}`)
}
