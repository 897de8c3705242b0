import { type FallbackTransportConfig, getRpcTransportConfig, type RpcTransportConfig } from '@gangway/core/adapter'
import { fallback, http, type Transport } from 'viem'

/**
 * The chain transport: viem `http` per RPC URL (batches of 1000, 10 s timeout) under viem's
 * ranked `fallback` (3 retries from 150 ms with exponential backoff; endpoints tried in order,
 * ranked every 4 s over 10 samples, 1 s probe, stability 0.7 / latency 0.3) that never moves to
 * the next endpoint on the kernel's no-fallback codes (5000, rejections, reverts ...).
 */
export function createRpcTransport(
  urls: readonly string[],
  config: RpcTransportSettings = getRpcTransportConfig(),
): Transport {
  // Retries happen once, around the whole fallback chain (3 × from 150 ms, exponential), not
  // again inside each endpoint, which would multiply them.
  const endpoints = urls.map((url) => http(url, { ...config.http, retryCount: 0 }))
  return fallback(endpoints, {
    // Ranking probes every endpoint on a timer: only worth it with more than one.
    rank: endpoints.length > 1 && config.fallback.rank,
    retryCount: config.fallback.retryCount,
    retryDelay: config.fallback.retryDelay,
    shouldThrow: config.fallback.shouldThrow,
  })
}

/** The kernel's transport config; `rank: false` turns ranking off (e.g. in tests). */
export type RpcTransportSettings = Omit<RpcTransportConfig, 'fallback'> & {
  fallback: Omit<FallbackTransportConfig, 'rank'> & {
    rank: FallbackTransportConfig['rank'] | false
  }
}
