import { createEndpointRanking, type EndpointRanking, type RankConfig } from './endpointRanking.js'
import {
  createHttpJsonRpcEndpoint,
  type HttpJsonRpcEndpoint,
  type JsonRpcCall,
  RpcHttpError,
  RpcResponseError,
} from './httpJsonRpcEndpoint.js'
import type { FallbackTransportConfig, HttpTransportConfig } from './transportConfig.js'

export { rankEndpointIndexes } from './endpointRanking.js'
export { RpcHttpError, RpcResponseError, RpcTimeoutError } from './httpJsonRpcEndpoint.js'

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

/** HTTP statuses worth another try at the same endpoint (as viem's `shouldRetry`). */
const RETRY_STATUSES = [403, 408, 413, 429, 500, 502, 503, 504]
/** JSON-RPC codes worth another try: unknown, internal error, limit exceeded (as viem). */
const RETRY_CODES = [-1, -32603, -32005]

function isRetryable(error: unknown): boolean {
  if (error instanceof RpcResponseError) return RETRY_CODES.includes(error.code)
  if (error instanceof RpcHttpError) return RETRY_STATUSES.includes(error.status)
  // Network failure, timeout, unreadable answer.
  return true
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The chain RPC transport of spec §7 / §9 without viem:
 * - each call goes to the endpoints in order (ranked every 4 s over the last 10 probes with a 1 s
 *   probe timeout, weights stability 0.7 / latency 0.3, when there are several);
 * - at one endpoint, endpoint trouble (HTTP 429/5xx, timeouts after 10 s, network errors,
 *   -32603, -32005) is retried 3 times after 150, 300 and 600 ms, then the next endpoint is tried;
 * - on a no-fallback error (`shouldFallback`: 5000, 4001, reverts ...) the error surfaces at once:
 *   no retry, no next endpoint;
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
  const order = () => ranking?.order() ?? endpoints
  let destroyed = false

  async function atEndpoint(endpoint: HttpJsonRpcEndpoint, call: JsonRpcCall) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await endpoint.request(call)
      } catch (error) {
        if (attempt >= http.retryCount || stops(error) || !isRetryable(error)) throw error
        await wait((1 << attempt) * http.retryDelay)
      }
    }
  }

  return {
    async request(call) {
      if (destroyed) throw new Error('JSON-RPC transport destroyed')
      let lastError: unknown
      for (const endpoint of order()) {
        try {
          return await atEndpoint(endpoint, call)
        } catch (error) {
          if (stops(error)) throw error
          lastError = error
        }
      }
      throw lastError
    },
    urls: () => order().map((endpoint) => endpoint.url),
    destroy() {
      destroyed = true
      ranking?.destroy()
      for (const endpoint of endpoints) endpoint.destroy()
    },
  }
}
