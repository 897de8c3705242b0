import { createRoute } from '@hono/zod-openapi'
import { getAddress } from 'viem'
import { routeGroup } from '../../app/routeGroup.js'
import type { RouteGroup } from '../../app/types.js'
import { answersPerHead, asksForCurrent } from '../../chains/answersPerHead.js'
import { readEvmNfts } from '../../chains/eip155/readEvmNfts.js'
import { accountQuery, namespaceOf } from '../shared/accountQuery.js'
import { accountErrors, nftsAnswer } from '../shared/answerSchemas.js'

const getNfts = createRoute({
  method: 'get',
  path: '/nfts',
  summary: "The NFTs an account holds on a network, of the chain's listed collections",
  description:
    "eip155: the listed ERC-721 collections' Transfer logs, each token confirmed with ownerOf, and the listed ERC-1155 collections' TransferSingle/TransferBatch logs to the account, each id confirmed with balanceOf (the amount held is not reported); images are data:image/… or http(s) URLs. Other namespaces, and networks this server does not serve, answer an empty list. An answer may be up to 250 ms behind the chain's head; `Cache-Control: no-cache` asks for one read at its current head.",
  request: { query: accountQuery },
  responses: {
    200: {
      description: 'NFTs (what the NFTs tab shows)',
      content: { 'application/json': { schema: nftsAnswer } },
    },
    ...accountErrors,
  },
})

export const nftRoutes: RouteGroup = routeGroup((app, { chains }) => {
  // The answers, kept while their shared head read is shared (answersPerHead.ts).
  const answers = answersPerHead<Awaited<ReturnType<typeof readEvmNfts>>>()
  app.openapi(getNfts, async (c) => {
    const { address, caipNetworkId } = c.req.valid('query')
    const chain = chains.get(caipNetworkId)
    if (!chain || namespaceOf(caipNetworkId) !== 'eip155') return c.json({ nfts: [] }, 200)
    const owner = getAddress(address)
    const current = asksForCurrent(c.req.header('cache-control'))
    const nfts = await answers.read(chain, { key: owner, current }, (at) => readEvmNfts(at, owner))
    return c.json({ nfts }, 200)
  })
})
