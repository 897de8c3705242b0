import { RPC } from '../constants.js'
import { shouldFallback } from './fallback.js'

/** Options for viem's `http(url, options)` (spec §9). */
export interface HttpTransportConfig {
  timeout: number
  batch: { batchSize: number }
  retryCount: number
  /** Base delay; viem backs off exponentially (`(1 << attempt) * retryDelay`). */
  retryDelay: number
}

/** Options for viem's `fallback(transports, options)` (spec §9). */
export interface FallbackTransportConfig {
  rank: {
    interval: number
    sampleCount: number
    timeout: number
    weights: { stability: number; latency: number }
  }
  retryCount: number
  retryDelay: number
  /** True = stop and surface the error instead of trying the next endpoint. */
  shouldThrow: (error: Error) => boolean
}

export interface RpcTransportConfig {
  http: HttpTransportConfig
  fallback: FallbackTransportConfig
}

/**
 * The RPC transport settings of spec §9 (10 s timeout, batches of 1000, 3 retries from 150 ms
 * with exponential backoff, ranking every 4 s over 10 samples with a 1 s probe and weights
 * stability 0.7 / latency 0.3) shaped for viem's `http` and `fallback`. Core imports no viem;
 * adapters pass these on. A fresh object each call.
 */
export function getRpcTransportConfig(): RpcTransportConfig {
  return {
    http: {
      timeout: RPC.TIMEOUT_MS,
      batch: { batchSize: RPC.BATCH_SIZE },
      retryCount: RPC.RETRY_COUNT,
      retryDelay: RPC.RETRY_DELAY_MS,
    },
    fallback: {
      rank: {
        interval: RPC.FALLBACK_RANK.interval,
        sampleCount: RPC.FALLBACK_RANK.sampleCount,
        timeout: RPC.FALLBACK_RANK.timeout,
        weights: {
          stability: RPC.FALLBACK_RANK.weights.stability,
          latency: RPC.FALLBACK_RANK.weights.latency,
        },
      },
      retryCount: RPC.RETRY_COUNT,
      retryDelay: RPC.RETRY_DELAY_MS,
      shouldThrow: (error) => !shouldFallback(error),
    },
  }
}
