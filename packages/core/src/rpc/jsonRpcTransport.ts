import { createEndpointRanking, type EndpointRanking, type RankConfig } from './endpointRanking.js'
import {
  createHttpJsonRpcEndpoint,
  type HttpJsonRpcEndpoint,
  type JsonRpcCall,
  RpcChainMismatchError,
  RpcHttpError,
  RpcResponseError,
  RpcTimeoutError,
} from './httpJsonRpcEndpoint.js'
import type { FallbackTransportConfig, HttpTransportConfig } from './transportConfig.js'

export { rankEndpointIndexes } from './endpointRanking.js'
export {
  RpcChainMismatchError,
  RpcHttpError,
  RpcResponseError,
  RpcTimeoutError,
} from './httpJsonRpcEndpoint.js'
export { jsonRpcFetch } from './jsonRpcFetch.js'

/** The spec §9 transport settings; `fallback.rank: false` turns ranking off (e.g. in tests). */
export interface JsonRpcTransportSettings {
  http: HttpTransportConfig
  fallback: Omit<FallbackTransportConfig, 'rank'> & { rank: RankConfig | false }
}

export interface JsonRpcTransportOptions {
  /**
   * Usually `getRpcTransportConfig()` (spec §9). Passed in rather than imported, so that this
   * lazily loaded module shares no code with the rest of core (no extra chunk in the first load).
   */
  settings: JsonRpcTransportSettings
  fetch?: typeof fetch
  /** The method a ranking probe calls (viem's default, `net_listening`). */
  probeMethod?: string
  /** Called with the endpoint URLs best first after every ranking round. */
  onRanked?: (urls: readonly string[]) => void
  /**
   * Which chain the endpoints must serve (e.g. `eth_chainId` is the network's id, the genesis
   * hash is the network's): asked of each endpoint alone on its first use; an endpoint whose
   * answer does not match is never used again (RpcChainMismatchError), one that fails to answer
   * is skipped for this call and asked again on the next.
   */
  chainCheck?: ChainCheck
}

/** A call whose answer tells which chain an endpoint serves, and the answer the network has. */
export interface ChainCheck {
  call: JsonRpcCall
  matches(answer: unknown): boolean
}

/**
 * A chain-agnostic JSON-RPC client over several HTTP endpoints, for SDKs that do not bring
 * viem's transport: the chain RPC rules of spec §7 and §9 in one `request` function.
 */
export interface JsonRpcTransport {
  request(call: JsonRpcCall): Promise<unknown>
  /** The endpoint URLs in the order they are tried now (ranked when there are several). */
  urls(): readonly string[]
  /** Stops ranking and drops queued calls. */
  destroy(): void
}

/** HTTP statuses of a busy endpoint: worth another try at it after a pause (as viem's). */
const BUSY_STATUSES = [403, 408, 413, 429]
/** JSON-RPC codes of a busy endpoint: unknown, internal error, limit exceeded (as viem's). */
const BUSY_CODES = [-1, -32603, -32005]

/**
 * What an error says about the endpoint: `busy` (rate limits, internal errors: try it again after
 * a pause), `timeout` (silent: never waited on twice in one call), `down` (5xx, socket closed,
 * unreadable answer: the next endpoint at once) or `other` (its answer to this call, e.g. method
 * not found: the next endpoint, no retry).
 */
function trouble(error: unknown): 'busy' | 'timeout' | 'down' | 'other' {
  if (error instanceof RpcResponseError) return BUSY_CODES.includes(error.code) ? 'busy' : 'other'
  if (error instanceof RpcHttpError) {
    if (BUSY_STATUSES.includes(error.status)) return 'busy'
    return error.status >= 500 ? 'down' : 'other'
  }
  if (error instanceof RpcTimeoutError) return 'timeout'
  return 'down'
}

const DESTROYED = 'JSON-RPC transport destroyed'

/**
 * The chain RPC transport of spec §7 / §9 without viem:
 * - each call goes to the endpoints in order (ranked every 4 s over the last 10 probes with a 1 s
 *   probe timeout, weights stability 0.7 / latency 0.3, when there are several);
 * - an endpoint that is down moves the call to the next endpoint at once: no answer within the
 *   timeout (10 s), an HTTP 5xx, a closed socket or an unreadable answer; a silent endpoint is
 *   never waited on twice in one call, so a silent primary costs one timeout;
 * - a busy endpoint (HTTP 403/408/413/429, JSON-RPC -32603, -32005, -1) is tried again 3 times
 *   after 150, 300 and 600 ms before the next endpoint; the last endpoint is also tried again so
 *   when it is down (5xx, closed socket, garbage), but not after a timeout;
 * - on a no-fallback error (`shouldFallback`: 5000, 4001, reverts ...) the error surfaces at once:
 *   no retry, no next endpoint;
 * - with a `chainCheck`, an endpoint serving another chain is never used;
 * - calls made in the same turn of the event loop go to an endpoint in one HTTP request
 *   (batches of up to 1000).
 */
export function createJsonRpcTransport(
  urls: readonly string[],
  options: JsonRpcTransportOptions,
): JsonRpcTransport {
  if (urls.length === 0) throw new Error('createJsonRpcTransport needs at least one RPC URL')
  const { http, fallback } = options.settings
  const endpoints = urls.map((url) =>
    createHttpJsonRpcEndpoint(url, {
      timeoutMs: http.timeout,
      batchSize: http.batch.batchSize,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
  )
  const stops = (error: unknown) =>
    fallback.shouldThrow(error instanceof Error ? error : new Error(String(error)))
  // Ranking probes every endpoint on a timer: only worth it with more than one.
  const ranking: EndpointRanking<HttpJsonRpcEndpoint> | undefined =
    endpoints.length > 1 && fallback.rank
      ? createEndpointRanking({
          endpoints,
          rank: fallback.rank,
          probe: (endpoint, timeoutMs) =>
            endpoint.requestAlone({ method: options.probeMethod ?? 'net_listening' }, timeoutMs),
          onRanked: (ranked) => options.onRanked?.(ranked.map((endpoint) => endpoint.url)),
        })
      : undefined
  const check = createChainCheck(options.chainCheck, http.timeout)
  const order = () => (ranking?.order() ?? endpoints).filter(check.usable)
  const pauses = createPauses()
  let destroyed = false

  async function atEndpoint(endpoint: HttpJsonRpcEndpoint, call: JsonRpcCall, last: boolean) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await endpoint.request(call)
      } catch (error) {
        const kind = trouble(error)
        const again = kind === 'busy' || (kind === 'down' && last)
        if (attempt >= http.retryCount || stops(error) || !again) throw error
        await pauses.wait((1 << attempt) * http.retryDelay)
      }
    }
  }

  return {
    async request(call) {
      if (destroyed) throw new Error(DESTROYED)
      const candidates = order()
      let lastError: unknown = check.mismatch()
      for (const [index, endpoint] of candidates.entries()) {
        try {
          await check.verify(endpoint)
        } catch (error) {
          lastError = error
          continue
        }
        try {
          return await atEndpoint(endpoint, call, index === candidates.length - 1)
        } catch (error) {
          if (stops(error) || destroyed) throw error
          lastError = error
        }
      }
      throw lastError
    },
    urls: () => order().map((endpoint) => endpoint.url),
    destroy() {
      destroyed = true
      ranking?.destroy()
      pauses.cancel(new Error(DESTROYED))
      for (const endpoint of endpoints) endpoint.destroy()
    },
  }
}

/**
 * The chain check of each endpoint, asked on its first use (once it answered; again after a
 * failure to answer). Without a check every endpoint is usable.
 */
function createChainCheck(chainCheck: ChainCheck | undefined, timeoutMs: number) {
  const answers = new Map<HttpJsonRpcEndpoint, Promise<void>>()
  const wrong = new Map<HttpJsonRpcEndpoint, RpcChainMismatchError>()
  return {
    usable: (endpoint: HttpJsonRpcEndpoint) => !wrong.has(endpoint),
    /** The error of the last endpoint found on another chain, for a call with none left. */
    mismatch: (): Error | undefined => [...wrong.values()].pop(),
    verify(endpoint: HttpJsonRpcEndpoint): Promise<void> | undefined {
      if (!chainCheck) return undefined
      let answer = answers.get(endpoint)
      if (!answer) {
        answer = endpoint.requestAlone(chainCheck.call, timeoutMs).then((result) => {
          if (chainCheck.matches(result)) return
          const error = new RpcChainMismatchError(endpoint.url, result)
          wrong.set(endpoint, error)
          throw error
        })
        answer.catch(() => {
          if (!wrong.has(endpoint)) answers.delete(endpoint)
        })
        answers.set(endpoint, answer)
      }
      return answer
    },
  }
}

/** Backoff pauses that `cancel` ends at once (rejecting), so none outlives the transport. */
function createPauses() {
  const pending = new Set<(error: Error) => void>()
  return {
    wait: (ms: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(stop)
          resolve()
        }, ms)
        const stop = (error: Error) => {
          clearTimeout(timer)
          reject(error)
        }
        pending.add(stop)
      }),
    cancel(error: Error) {
      for (const stop of pending) stop(error)
      pending.clear()
    },
  }
}
