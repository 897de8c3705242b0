import type { ChainClient } from './chainClients.js'
import type { HeadRead } from './eip155/blockReads.js'

/** Answers kept per chain and head read at most; past it that head's answers start over. */
const MAX_ANSWERS = 10_000

export interface AnswersPerHead<T> {
  /**
   * The answer kept for `key` at this chain's `head`, else `compute()`'s, kept (a failed one is
   * not: the next request computes again). A newer head read starts the chain's answers over.
   */
  get(chainId: string, head: HeadRead, key: string, compute: () => Promise<T>): Promise<T>
  /**
   * What `read` answers for `key` over `chain`: with `current` (the request's `Cache-Control:
   * no-cache`, the kit's refresh after its own send), over the chain's current head and kept by
   * nobody; otherwise over its `sharedHead` client, kept per head read (`get`).
   */
  read(
    chain: ChainClient,
    request: { key: string; current: boolean },
    read: (chain: ChainClient) => Promise<T>,
  ): Promise<T>
}

/**
 * Whether a request asks for an answer no cache holds back (HTTP `Cache-Control: no-cache`,
 * `no-store` or `max-age=0`): the kit's refresh after its own send.
 */
export const asksForCurrent = (cacheControl: string | undefined) =>
  cacheControl !== undefined &&
  /(?:^|[\s,])(?:no-cache|no-store|max-age=0)(?:$|[\s,])/i.test(cacheControl)

/**
 * A route's answers derived from a chain's reads at one shared head read
 * (`ChainClient.sharedHeadNow`), kept and shared by the requests that arrive while that read is
 * shared — at most HEAD_SHARE_MS (250 ms) after it started, the staleness a page's reads already
 * accept. Each request would otherwise redo the same work over the per-block cached reads
 * (encoding and decoding the calls, the prices, the answer's shape).
 */
export function answersPerHead<T>(): AnswersPerHead<T> {
  const chains = new Map<string, { head: HeadRead; answers: Map<string, Promise<T>> }>()
  const perHead: AnswersPerHead<T> = {
    read(chain, { key, current }, read) {
      if (current) return read(chain)
      const shared = chain.sharedHead
      const head = chain.sharedHeadNow()
      return head
        ? perHead.get(chain.config.caipNetworkId, head, key, () => read(shared))
        : read(shared)
    },
    get(chainId, head, key, compute) {
      let kept = chains.get(chainId)
      if (!kept || kept.head !== head) {
        kept = { head, answers: new Map() }
        chains.set(chainId, kept)
      }
      const { answers } = kept
      const hit = answers.get(key)
      if (hit) return hit
      const answer = compute()
      if (answers.size >= MAX_ANSWERS) answers.clear()
      answers.set(key, answer)
      answer.catch(() => {
        if (answers.get(key) === answer) answers.delete(key)
      })
      return answer
    },
  }
  return perHead
}
