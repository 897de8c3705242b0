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

/** How long a head read serves later reads (ms): the staleness bound of a shared read. */
export const HEAD_SHARE_MS = 250

export interface BlockReadsOptions {
  /** How long (ms) an `eth_blockNumber` answer serves reads that need not be current. */
  headShareMs?: number
  /** The clock, in ms (tests move it). */
  now?: () => number
}

/**
 * `sharedHead`: the read may use a head read up to `headShareMs` old (it may miss the blocks mined
 * in that time). Otherwise it sees every block mined before it arrived (a fresh head read).
 */
export interface BlockReadOptions {
  sharedHead?: boolean
}

/** One `eth_blockNumber` read: when its call started (ms), and its block once answered. */
export interface HeadRead {
  readonly startedAt: number
  readonly block: Promise<bigint>
  /** The block, once answered. */
  answered?: bigint
}

export interface BlockReads {
  /** `call`, with the block-keyed reads answered from the head block's cache. */
  request(method: string, params: readonly unknown[], options?: BlockReadOptions): Promise<unknown>
  /**
   * The head read a `sharedHead` read arriving now uses (answered or in flight, started at most
   * `headShareMs` ago; one is started when none is in flight), else undefined (one older is still
   * in flight). The same object for as long as that read is shared: a caller may keep what it
   * derived from the reads at it, keyed by it (`/balance` keeps its answers so).
   */
  sharedHeadNow(): HeadRead | undefined
  /** What went to the node and what was answered from the cache (counts since the start). */
  readonly stats: { headReads: number; nodeReads: number; cachedReads: number }
}

/**
 * A chain's node reads, cached per block and shared by concurrent requests: each block-keyed
 * read first learns the head (`eth_blockNumber`), then asks for its answer AT that block, once
 * per block and arguments (concurrent equal reads share one call). A new block is a new key, so
 * nothing read before it is answered after it.
 *
 * A read waits for an `eth_blockNumber` call that started after it arrived (the one in flight
 * when it arrives may predate a new block; it joins the next, which every read arriving
 * meanwhile shares): under load one head read per node round trip, and nothing mined before the
 * read is missed. A `sharedHead` read (balances and gas a page shows) shares the head for
 * `headShareMs` (HEAD_SHARE_MS): it uses the newest head whose `eth_blockNumber` call started at
 * most that long before it arrived (answered or still in flight), so one head read serves every
 * such request of a quarter second, and such a read misses at most the blocks mined in the
 * `headShareMs` before it arrived.
 */
export function createBlockReads(call: JsonRpcCall, options: BlockReadsOptions = {}): BlockReads {
  const { headShareMs = HEAD_SHARE_MS, now = Date.now } = options
  const stats = { headReads: 0, nodeReads: 0, cachedReads: 0 }
  /** The newest head read answered, and the one in flight (one at a time). */
  let known: HeadRead | undefined
  let inFlight: HeadRead | undefined
  let next: Promise<bigint> | undefined
  const readHead = (): HeadRead => {
    stats.headReads++
    const startedAt = now()
    const read: HeadRead = {
      startedAt,
      block: call('eth_blockNumber', []).then(
        (answer) => {
          inFlight = undefined
          const block = BigInt(answer as string)
          read.answered = block
          if (!known || startedAt >= known.startedAt) known = read
          return block
        },
        (error: unknown) => {
          inFlight = undefined
          throw error
        },
      ),
    }
    // Its waiters see a failure; a read nobody waits for (started by sharedHeadNow) fails quietly.
    read.block.catch(() => undefined)
    inFlight = read
    return read
  }
  /** The newest head read whose call started at most `headShareMs` before now, if any. */
  const sharedRead = (): HeadRead | undefined => {
    const arrived = now()
    if (known && arrived - known.startedAt <= headShareMs) return known
    if (inFlight && arrived - inFlight.startedAt <= headShareMs) return inFlight
    return undefined
  }
  const head = (sharedHead: boolean): bigint | Promise<bigint> => {
    const shared = sharedHead ? sharedRead() : undefined
    if (shared) return shared.answered ?? shared.block
    if (!inFlight) return readHead().block
    next ??= inFlight.block
      .catch(() => undefined)
      .then(() => {
        next = undefined
        return readHead().block
      })
    return next
  }

  let cachedBlock = -1n
  let answers = new Map<string, Promise<unknown>>()
  const atBlock = async (method: string, params: readonly unknown[], sharedHead: boolean) => {
    let block: bigint
    try {
      block = await head(sharedHead)
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
    const cached = block === cachedBlock ? answers.get(key) : undefined
    if (cached) {
      stats.cachedReads++
      return cached
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
    sharedHeadNow: () => sharedRead() ?? (inFlight ? undefined : readHead()),
    request(method, params, options) {
      const position = AT_BLOCK[method]
      const tag = position === undefined ? undefined : params[position]
      const keyed =
        OF_HEAD.has(method) || (position !== undefined && (tag === undefined || tag === 'latest'))
      return keyed ? atBlock(method, params, options?.sharedHead === true) : call(method, params)
    },
  }
}
