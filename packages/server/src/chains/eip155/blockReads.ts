/** One JSON-RPC call to a chain's endpoints. */
export type JsonRpcCall = (method: string, params: readonly unknown[]) => Promise<unknown>

/**
 * Reads whose answer is fixed once their block is, and where their block tag sits in `params`:
 * a `'latest'` (or missing) tag is pinned to the head block, so the cached answer is that block's.
 */
const AT_BLOCK: Readonly<Record<string, number>> = {
  eth_getBalance: 1,
  eth_call: 1,
  eth_feeHistory: 1,
  eth_getCode: 1,
  eth_getTransactionCount: 1,
}
/** Reads with no block parameter whose answer is the head block's. */
const OF_HEAD = new Set(['eth_gasPrice', 'eth_maxPriorityFeePerGas'])
/** Answers kept for one block at most; past it the block's cache starts over. */
const MAX_ENTRIES = 10_000

export interface BlockReads {
  /** `call`, with the block-keyed reads answered from the head block's cache. */
  request: JsonRpcCall
  /** What went to the node and what was answered from the cache (counts since the start). */
  readonly stats: { headReads: number; nodeReads: number; cachedReads: number }
}

/**
 * A chain's node reads, cached per block and shared by concurrent requests: each block-keyed
 * read first learns the head (`eth_blockNumber`), then asks for its answer AT that block, once
 * per block and arguments (concurrent equal reads share one call). A new block is a new key, so
 * nothing read before it is answered after it.
 *
 * The head is never cached: a read waits for an `eth_blockNumber` call that started after it
 * arrived (the one in flight when it arrives may predate a new block; it joins the next, which
 * every read arriving meanwhile shares). Under load that is one head read per node round trip,
 * whatever the number of requests.
 */
export function createBlockReads(call: JsonRpcCall): BlockReads {
  const stats = { headReads: 0, nodeReads: 0, cachedReads: 0 }
  let inFlight: Promise<bigint> | undefined
  let next: Promise<bigint> | undefined
  const readHead = (): Promise<bigint> => {
    stats.headReads++
    inFlight = call('eth_blockNumber', []).then(
      (answer) => {
        inFlight = undefined
        return BigInt(answer as string)
      },
      (error: unknown) => {
        inFlight = undefined
        throw error
      },
    )
    return inFlight
  }
  const head = (): Promise<bigint> => {
    if (!inFlight) return readHead()
    next ??= inFlight
      .catch(() => undefined)
      .then(() => {
        next = undefined
        return readHead()
      })
    return next
  }

  let cachedBlock = -1n
  let answers = new Map<string, Promise<unknown>>()
  const atBlock = async (method: string, params: readonly unknown[]) => {
    let block: bigint
    try {
      block = await head()
    } catch {
      // No head (a node without eth_blockNumber, or failing): the read as asked, uncached; its
      // own answer or error is the caller's.
      stats.nodeReads++
      return call(method, params)
    }
    if (block > cachedBlock) {
      cachedBlock = block
      answers = new Map()
    }
    const position = AT_BLOCK[method]
    const pinned =
      position === undefined
        ? [...params]
        : Object.assign([...params], { [position]: `0x${block.toString(16)}` })
    const key = `${block}:${method}:${JSON.stringify(pinned)}`
    const known = block === cachedBlock ? answers.get(key) : undefined
    if (known) {
      stats.cachedReads++
      return known
    }
    stats.nodeReads++
    const answer = call(method, pinned)
    if (block === cachedBlock) {
      if (answers.size >= MAX_ENTRIES) answers = new Map()
      const kept = answers
      kept.set(key, answer)
      // A failed read is not an answer: the next asks the node again.
      answer.catch(() => kept.delete(key))
    }
    return answer
  }

  return {
    stats,
    request(method, params) {
      const position = AT_BLOCK[method]
      const tag = position === undefined ? undefined : params[position]
      const keyed =
        OF_HEAD.has(method) || (position !== undefined && (tag === undefined || tag === 'latest'))
      return keyed ? atBlock(method, params) : call(method, params)
    },
  }
}
