import { RPC } from '@gangway/core'
import { fallback, http, type Transport, shouldThrow as viemShouldThrow } from 'viem'

/** The §9 numbers the viem transports use. */
export interface RpcTransportConfig {
  timeout: number
  batchSize: number
  retryCount: number
  retryDelay: number
  rank: {
    interval: number
    sampleCount: number
    timeout: number
    weights: { stability: number; latency: number }
  }
  /** JSON-RPC error codes on which the next endpoint is not tried (spec §7). */
  noFallbackCodes: readonly number[]
}

/** Whether an RPC error must not fall back to the next endpoint. */
export function shouldNotFallback(error: Error, noFallbackCodes: readonly number[]): boolean {
  const code = (error as { code?: unknown }).code
  return viemShouldThrow(error) || (typeof code === 'number' && noFallbackCodes.includes(code))
}

/**
 * The chain transport: viem `http` per RPC URL (batched, 10 s timeout) under viem's ranked
 * `fallback` (several endpoints, in order; 3 retries at 150 ms with exponential backoff), that
 * never falls back on the no-fallback codes.
 */
export function createRpcTransport(urls: readonly string[], config: RpcTransportConfig): Transport {
  const endpoints = urls.map((url) =>
    http(url, {
      batch: { batchSize: config.batchSize },
      timeout: config.timeout,
      retryCount: config.retryCount,
      retryDelay: config.retryDelay,
    }),
  )
  return fallback(endpoints, {
    rank: endpoints.length > 1 ? config.rank : false,
    retryCount: config.retryCount,
    retryDelay: config.retryDelay,
    shouldThrow: (error) => shouldNotFallback(error, config.noFallbackCodes),
  })
}

export const DEFAULT_RPC_TRANSPORT_CONFIG: RpcTransportConfig = {
  timeout: RPC.TIMEOUT_MS,
  batchSize: RPC.BATCH_SIZE,
  retryCount: RPC.RETRY_COUNT,
  retryDelay: RPC.RETRY_DELAY_MS,
  rank: {
    interval: RPC.FALLBACK_RANK.interval,
    sampleCount: RPC.FALLBACK_RANK.sampleCount,
    timeout: RPC.FALLBACK_RANK.timeout,
    weights: { ...RPC.FALLBACK_RANK.weights },
  },
  noFallbackCodes: [5000],
}
