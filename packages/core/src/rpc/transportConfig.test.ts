import { describe, expect, it } from 'vitest'
import { getRpcTransportConfig } from './transportConfig.js'

describe('RPC transport config (spec §9)', () => {
  it('carries the spec numbers for viem http and fallback', () => {
    const { http, fallback } = getRpcTransportConfig()
    expect(http).toEqual({
      timeout: 10_000,
      batch: { batchSize: 1000 },
      retryCount: 3,
      retryDelay: 150,
    })
    expect(fallback.rank).toEqual({
      interval: 4000,
      sampleCount: 10,
      timeout: 1000,
      weights: { stability: 0.7, latency: 0.3 },
    })
    expect(fallback.retryCount).toBe(3)
    expect(fallback.retryDelay).toBe(150)
  })

  it('shouldThrow stops on no-fallback codes only', () => {
    const { fallback } = getRpcTransportConfig()
    expect(fallback.shouldThrow(Object.assign(new Error('rejected'), { code: 5000 }))).toBe(true)
    expect(fallback.shouldThrow(Object.assign(new Error('internal'), { code: -32603 }))).toBe(false)
  })

  it('returns a fresh object each call', () => {
    const first = getRpcTransportConfig()
    first.http.timeout = 1
    first.fallback.rank.weights.latency = 1
    const second = getRpcTransportConfig()
    expect(second.http.timeout).toBe(10_000)
    expect(second.fallback.rank.weights.latency).toBe(0.3)
  })
})
