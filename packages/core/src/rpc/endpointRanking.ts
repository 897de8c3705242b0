import type { FallbackTransportConfig } from './transportConfig.js'

/** One probe of one endpoint: how long it took and whether it answered. */
export interface EndpointSample {
  latency: number
  success: 0 | 1
}

export type RankConfig = FallbackTransportConfig['rank']

/**
 * The endpoint order after some probe rounds (viem's fallback ranking, spec §9 weights): each
 * endpoint scores `latency × (1 − meanLatency / maxLatency) + stability × successRate`, where
 * maxLatency is the slowest probe in the window; an endpoint that never answered scores 0.
 * Returns the endpoint indexes best first; equal scores keep the configured order.
 */
export function rankEndpointIndexes(
  rounds: readonly (readonly EndpointSample[])[],
  weights: RankConfig['weights'],
): number[] {
  const count = rounds[0]?.length ?? 0
  const maxLatency = Math.max(0, ...rounds.flatMap((round) => round.map((s) => s.latency)))
  const mean = (values: number[]) =>
    values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1)
  const scores = Array.from({ length: count }, (_, index) => {
    const samples = rounds.map((round) => round[index] as EndpointSample)
    const stability = mean(samples.map((sample) => sample.success))
    if (stability === 0) return 0
    // All probes instantaneous (0 ms): every endpoint is equally fast.
    const latency = maxLatency > 0 ? 1 - mean(samples.map((s) => s.latency)) / maxLatency : 1
    return weights.latency * latency + weights.stability * stability
  })
  return scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ index }) => index)
}

export interface EndpointRanking<T> {
  /** The endpoints best first (the configured order until the first round ends). */
  order(): readonly T[]
  /** Stops probing. */
  destroy(): void
}

/**
 * Probes every endpoint now and then every `interval` ms after a round ends (each probe limited
 * to `timeout` ms), keeps the last `sampleCount` rounds and re-orders the endpoints from them.
 * The timer does not keep a Node process alive.
 */
export function createEndpointRanking<T>(options: {
  endpoints: readonly T[]
  /** Resolves when the endpoint answered; rejects (or times out) otherwise. */
  probe: (endpoint: T, timeoutMs: number) => Promise<unknown>
  rank: RankConfig
  onRanked?: (endpoints: readonly T[]) => void
}): EndpointRanking<T> {
  const { endpoints, probe, rank, onRanked } = options
  const rounds: EndpointSample[][] = []
  let order: readonly T[] = [...endpoints]
  let timer: ReturnType<typeof setTimeout> | undefined
  let destroyed = false

  const sample = async (endpoint: T): Promise<EndpointSample> => {
    const start = Date.now()
    let success: 0 | 1 = 1
    await probe(endpoint, rank.timeout).catch(() => {
      success = 0
    })
    return { latency: Date.now() - start, success }
  }

  const round = async () => {
    const results = await Promise.all(endpoints.map(sample))
    if (destroyed) return
    rounds.push(results)
    if (rounds.length > rank.sampleCount) rounds.shift()
    order = rankEndpointIndexes(rounds, rank.weights).map((index) => endpoints[index] as T)
    onRanked?.(order)
    timer = setTimeout(() => void round(), rank.interval)
    ;(timer as { unref?: () => void }).unref?.()
  }

  void round()
  return {
    order: () => order,
    destroy() {
      destroyed = true
      clearTimeout(timer)
    },
  }
}
