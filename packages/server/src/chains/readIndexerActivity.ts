import { loadTransactionsParser } from '@gangway/core/adapter'
import { UpstreamError } from '../app/errors.js'
import type { HistoryPage } from '../routes/shared/answerSchemas.js'

const isSpam = (transfers: readonly { nft_info?: { flags: { is_spam: boolean } } }[]) =>
  transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)

/**
 * An activity page from a configured indexer: `GET {url}/history?address&caipNetworkId&cursor`
 * within `timeoutMs`, its answer checked with the kit's own validator (invalid entries dropped),
 * then spec §4's list rules: only entries of the requested network, spam removed. A failing or
 * malformed indexer answers 502.
 */
export async function readIndexerActivity(
  url: string,
  query: { address: string; caipNetworkId: string; cursor?: string | undefined },
  timeoutMs: number,
): Promise<HistoryPage> {
  const target = new URL(`${url.replace(/\/+$/, '')}/history`)
  target.searchParams.set('address', query.address)
  target.searchParams.set('caipNetworkId', query.caipNetworkId)
  if (query.cursor !== undefined) target.searchParams.set('cursor', query.cursor)
  let answer: unknown
  try {
    const response = await fetch(target, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    })
    if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
    answer = await response.json()
  } catch (error) {
    throw new UpstreamError(`${query.caipNetworkId}: the activity indexer failed`, {
      cause: error,
      detail: `${target}: ${error instanceof Error ? error.message : String(error)}`,
    })
  }
  const { parseTransactionsPage } = await loadTransactionsParser()
  const page = parseTransactionsPage(answer)
  if (!page)
    throw new UpstreamError(
      `${query.caipNetworkId}: the activity indexer's answer has no data list`,
    )
  const data = page.transactions.filter(
    (entry) => entry.metadata.chain === query.caipNetworkId && !isSpam(entry.transfers),
  ) as HistoryPage['data']
  return page.next !== undefined ? { data, next: page.next } : { data }
}
