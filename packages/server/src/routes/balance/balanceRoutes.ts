import { solanaFamily } from '@gangway/core/adapter'
import { eip155Family } from '@gangway/core/eip155'
import { createRoute } from '@hono/zod-openapi'
import { getAddress } from 'viem'
import { routeGroup } from '../../app/routeGroup.js'
import type { RouteGroup } from '../../app/types.js'
import { answersPerHead, asksForCurrent } from '../../chains/answersPerHead.js'
import { type ChainClient, withSharedHead } from '../../chains/chainClients.js'
import { readEvmBalances } from '../../chains/eip155/readEvmBalances.js'
import { withPoolPrices, withSourcePrices } from '../../chains/pricedBalances.js'
import { readSolanaBalances } from '../../chains/solana/readSolanaBalances.js'
import { accountQuery, namespaceOf } from '../shared/accountQuery.js'
import { accountErrors, balancesAnswer, type TokenBalance } from '../shared/answerSchemas.js'
import { createSwapContext } from '../swap/swapContext.js'

const getBalance = createRoute({
  method: 'get',
  path: '/balance',
  summary: "An account's balances on a network: the native currency, then each listed token held",
  description:
    "eip155: native and the listed ERC-20 tokens (all in one Multicall3 call when the chain has one); solana: SOL and the listed SPL tokens held (classic Token and Token-2022 mints). A network this server does not serve answers an empty list. A token's price comes from the price source, else its fixed price, else (on a chain that serves swaps) the swap pools — what the router pays in the chain's usdToken for one whole token, the native currency through WETH — else 0.",
  request: { query: accountQuery },
  responses: {
    200: {
      description: 'Balances (spec §3 TokenBalance)',
      content: { 'application/json': { schema: balancesAnswer } },
    },
    ...accountErrors,
  },
})

/** What `/balance` reads, per namespace (a served chain of another answers `[]`). */
const READERS: Record<
  string,
  { native: string; read: (chain: ChainClient, address: string) => Promise<TokenBalance[]> }
> = {
  eip155: {
    native: eip155Family.nativeTokenAddress ?? '',
    read: (chain, address) => readEvmBalances(chain, getAddress(address)),
  },
  solana: { native: solanaFamily.nativeTokenAddress ?? '', read: readSolanaBalances },
}

export const balanceRoutes: RouteGroup = routeGroup((app, deps) => {
  const { chains, config, log } = deps
  // The native currency's price from the pools: a price shown, read at the shared head (every
  // /balance request would otherwise wait for a head read of its own for it).
  const swap = createSwapContext({ ...deps, chains: withSharedHead(chains) })
  // A page's answers, kept while their shared head read is shared (answersPerHead.ts).
  const answers = answersPerHead<TokenBalance[]>()
  app.openapi(getBalance, async (c) => {
    const { address, caipNetworkId } = c.req.valid('query')
    const served = chains.get(caipNetworkId)
    const reader = READERS[namespaceOf(caipNetworkId)]
    if (!served || !reader) return c.json({ balances: [] }, 200)
    const read = async (chain: ChainClient) => {
      const priced = [reader.native, ...chain.config.tokens.map((token) => token.address)].map(
        (token) => `${caipNetworkId}:${token}`,
      )
      const sourced = await withSourcePrices(reader.read(chain, address), config.prices, priced, {
        timeoutMs: config.limits.upstreamTimeoutMs,
        log,
      })
      // Still unpriced (the native currency has no fixed price): the swap pools, where served.
      const swapChain = swap.chains.get(caipNetworkId)
      return withPoolPrices(
        sourced,
        swapChain && { chain: swapChain, pools: swap.poolsOf(swapChain) },
        log,
      )
    }
    const current = asksForCurrent(c.req.header('cache-control'))
    const balances = await answers.read(served, { key: address, current }, read)
    return c.json({ balances }, 200)
  })
})
