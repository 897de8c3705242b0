import { createRoute } from '@hono/zod-openapi'
import { refusal } from '../../app/errors.js'
import { routeGroup } from '../../app/routeGroup.js'
import type { RouteGroup } from '../../app/types.js'
import { answersPerHead, asksForCurrent } from '../../chains/answersPerHead.js'
import type { ChainClient } from '../../chains/chainClients.js'
import { readEvmActivity } from '../../chains/eip155/readEvmActivity.js'
import { readIndexerActivity } from '../../chains/readIndexerActivity.js'
import { readSolanaActivity } from '../../chains/solana/readSolanaActivity.js'
import { historyQuery, isAccountAddress, namespaceOf } from '../shared/accountQuery.js'
import { accountErrors, type HistoryPage, historyAnswer } from '../shared/answerSchemas.js'
import { MAX_ONRAMP_SENDERS, markOnrampDeliveries } from './onrampDeliveries.js'

const getHistory = createRoute({
  method: 'get',
  path: '/history',
  summary: "An account's activity on a network, newest first, paged by cursor",
  description:
    "eip155: the node's Otterscan API (ots_searchTransactionsBefore) plus the listed tokens' transfers (eth_getLogs), or the configured indexer; solana: getSignaturesForAddress and getTransaction. Only the requested network's entries, spam left out (spec §4). The cursor is the `next` of the previous page. `onramp` marks entries received from the listed delivery addresses operationType 'onramp'. A network this server does not serve answers an empty list; a node without the Otterscan API answers 502. A page may be up to 250 ms behind the chain's head; `Cache-Control: no-cache` asks for one read at its current head.",
  request: { query: historyQuery },
  responses: {
    200: {
      description: 'A page of transactions (spec §3 Transaction)',
      content: { 'application/json': { schema: historyAnswer } },
    },
    ...accountErrors,
  },
})

/** How a namespace's node is read, and what its cursors look like. */
interface ActivityReader {
  cursor: { pattern: RegExp; message: string }
  read(chain: ChainClient, address: string, cursor: string | undefined): Promise<HistoryPage>
}

/** What `/history` reads from a node, per namespace (a served chain of another answers `[]`). */
const READERS: Record<string, ActivityReader> = {
  eip155: {
    cursor: { pattern: /^[1-9]\d{0,15}$/, message: 'must be a value returned as next (a block)' },
    read: readEvmActivity,
  },
  solana: {
    cursor: {
      pattern: /^[1-9A-HJ-NP-Za-km-z]{64,90}$/,
      message: 'must be a value returned as next (a transaction signature)',
    },
    read: readSolanaActivity,
  },
}

export const activityRoutes: RouteGroup = routeGroup((app, { chains, config }) => {
  // The node's pages, kept while their shared head read is shared (answersPerHead.ts): a page's
  // polls and reloads within 250 ms of each other ask the node once.
  const pages = answersPerHead<HistoryPage>()
  app.openapi(getHistory, async (c) => {
    const { address, caipNetworkId, cursor, onramp } = c.req.valid('query')
    const senders = onramp ? onramp.split(',') : []
    if (
      senders.length > MAX_ONRAMP_SENDERS ||
      senders.some((sender) => !isAccountAddress(caipNetworkId, sender))
    )
      throw refusal(
        400,
        'INVALID_REQUEST',
        `onramp: must be at most ${MAX_ONRAMP_SENDERS} comma-separated addresses of the network`,
        'onramp',
      )
    const chain = chains.get(caipNetworkId)
    if (!chain) return c.json({ data: [] }, 200)
    const { activity } = chain.config
    if (activity.source === 'indexer' && activity.url) {
      const query = { address, caipNetworkId, cursor }
      return c.json(
        markOnrampDeliveries(
          await readIndexerActivity(activity.url, query, config.limits.upstreamTimeoutMs),
          senders,
        ),
        200,
      )
    }
    const reader = READERS[namespaceOf(caipNetworkId)]
    if (!reader) return c.json({ data: [] }, 200)
    if (cursor !== undefined && !reader.cursor.pattern.test(cursor))
      throw refusal(400, 'INVALID_REQUEST', `cursor: ${reader.cursor.message}`, 'cursor')
    const page = await pages.read(
      chain,
      { key: `${address} ${cursor ?? ''}`, current: asksForCurrent(c.req.header('cache-control')) },
      (at) => reader.read(at, address, cursor),
    )
    return c.json(markOnrampDeliveries(page, senders), 200)
  })
})
