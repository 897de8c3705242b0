import { eip155Family, solanaFamily } from '@gangway/core'
import { createRoute } from '@hono/zod-openapi'
import { getAddress } from 'viem'
import type { RouteGroup } from '../../app/types.js'
import type { ChainClient } from '../../chains/chainClients.js'
import { readEvmBalances } from '../../chains/eip155/readEvmBalances.js'
import { withSourcePrices } from '../../chains/pricedBalances.js'
import { readSolanaBalances } from '../../chains/solana/readSolanaBalances.js'
import { accountQuery, namespaceOf } from '../shared/accountQuery.js'
import { accountErrors, balancesAnswer, type TokenBalance } from '../shared/answerSchemas.js'

const getBalance = createRoute({
  method: 'get',
  path: '/balance',
  summary: "An account's balances on a network: the native currency, then each listed token held",
  description:
    "eip155: native and the listed ERC-20 tokens (all in one Multicall3 call when the chain has one); solana: SOL and the listed SPL tokens held (classic Token and Token-2022 mints). A network this server does not serve answers an empty list. A token's price comes from the price source, else its fixed price, else 0.",
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

export const balanceRoutes: RouteGroup = (app, { chains, config, log }) => {
  app.openapi(getBalance, async (c) => {
    const { address, caipNetworkId } = c.req.valid('query')
    const chain = chains.get(caipNetworkId)
    const reader = READERS[namespaceOf(caipNetworkId)]
    if (!chain || !reader) return c.json({ balances: [] }, 200)
    const priced = [reader.native, ...chain.config.tokens.map((token) => token.address)].map(
      (token) => `${caipNetworkId}:${token}`,
    )
    const balances = await withSourcePrices(reader.read(chain, address), config.prices, priced, {
      timeoutMs: config.limits.upstreamTimeoutMs,
      log,
    })
    return c.json({ balances }, 200)
  })
}
