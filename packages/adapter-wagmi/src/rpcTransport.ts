import {
  type FallbackTransportConfig,
  getRpcTransportConfig,
  loadJsonRpcTransport,
  type RpcTransportConfig,
} from '@gangway/core/adapter'
import { fallback, type HttpTransport, http, type Transport } from 'viem'

/**
 * The chain transport: viem `http` per RPC URL (batches of 1000, 10 s timeout) under viem's
 * `fallback` (3 retries from 150 ms with exponential backoff; endpoints tried in order) that
 * never moves to the next endpoint on the kernel's no-fallback codes (5000, rejections,
 * reverts ...). With several endpoints, the order is the kernel's endpoint ranking (every 4 s
 * over 10 samples, 1 s probe, stability 0.7 / latency 0.3; loaded on first use), not viem's own
 * `rank`, whose probe loop cannot be stopped: this one stops when `signal` is aborted (the
 * adapter aborts it on destroy).
 */
export function createRpcTransport(
  urls: readonly string[],
  config: RpcTransportSettings = getRpcTransportConfig(),
  signal?: AbortSignal,
): Transport {
  // Retries happen once, around the whole fallback chain (3 × from 150 ms, exponential), not
  // again inside each endpoint, which would multiply them.
  const byUrl = new Map(urls.map((url) => [url, http(url, { ...config.http, retryCount: 0 })]))
  // viem's fallback reads this array on every request: the ranking re-orders it in place.
  const endpoints: HttpTransport[] = [...byUrl.values()]
  const rank = config.fallback.rank
  if (endpoints.length > 1 && rank) rankEndpoints(urls, byUrl, endpoints, rank, signal)
  return fallback(endpoints, {
    rank: false,
    retryCount: config.fallback.retryCount,
    retryDelay: config.fallback.retryDelay,
    shouldThrow: config.fallback.shouldThrow,
  })
}

/** Probes the endpoints with the kernel's ranking and keeps `endpoints` best first, until `signal`. */
function rankEndpoints(
  urls: readonly string[],
  byUrl: ReadonlyMap<string, HttpTransport>,
  endpoints: HttpTransport[],
  rank: FallbackTransportConfig['rank'],
  signal: AbortSignal | undefined,
): void {
  if (signal?.aborted) return
  void loadJsonRpcTransport()
    .then(({ createJsonRpcTransport }) => {
      if (signal?.aborted) return
      const settings = getRpcTransportConfig()
      const ranking = createJsonRpcTransport(urls, {
        settings: { ...settings, fallback: { ...settings.fallback, rank } },
        onRanked: (ranked) => {
          endpoints.splice(0, endpoints.length, ...ranked.map((url) => byUrl.get(url)!))
        },
      })
      signal?.addEventListener('abort', () => ranking.destroy(), { once: true })
    })
    .catch(() => {
      // No ranking: the endpoints keep their configured order.
    })
}

/** The kernel's transport config; `rank: false` turns ranking off (e.g. in tests). */
export type RpcTransportSettings = Omit<RpcTransportConfig, 'fallback'> & {
  fallback: Omit<FallbackTransportConfig, 'rank'> & {
    rank: FallbackTransportConfig['rank'] | false
  }
}
