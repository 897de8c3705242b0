import { describe, expect, it } from 'vitest'
import { createEndpointRanking, rankEndpointIndexes } from './endpointRanking.js'
import { getRpcTransportConfig } from './transportConfig.js'

const { weights } = getRpcTransportConfig().fallback.rank
const sample = (latency: number, success: 0 | 1 = 1) => ({ latency, success })

describe('rankEndpointIndexes (viem fallback scoring, spec §9 weights 0.7 / 0.3)', () => {
  it('puts the faster endpoint first when both answer', () => {
    expect(rankEndpointIndexes([[sample(300), sample(20)]], weights)).toEqual([1, 0])
    expect(rankEndpointIndexes([[sample(20), sample(300)]], weights)).toEqual([0, 1])
  })

  it('weighs stability over latency', () => {
    // Endpoint 0 is fast but failed half its probes; 1 is slow and always answers.
    const rounds = [
      [sample(10, 0), sample(200)],
      [sample(10), sample(200)],
    ]
    // 0: 0.3 × (1 − 10/200) + 0.7 × 0.5 = 0.635; 1: 0.3 × 0 + 0.7 × 1 = 0.7
    expect(rankEndpointIndexes(rounds, weights)).toEqual([1, 0])
    // With the weights the other way round the fast one wins: the weights matter.
    expect(rankEndpointIndexes(rounds, { stability: 0.3, latency: 0.7 })).toEqual([0, 1])
  })

  it('scores an endpoint that never answered 0, and keeps the order on ties', () => {
    expect(rankEndpointIndexes([[sample(5, 0), sample(900)]], weights)).toEqual([1, 0])
    expect(rankEndpointIndexes([[sample(0), sample(0), sample(0)]], weights)).toEqual([0, 1, 2])
    expect(rankEndpointIndexes([], weights)).toEqual([])
  })
})

describe('createEndpointRanking', () => {
  it('probes at once, re-ranks every interval and keeps at most sampleCount rounds', async () => {
    const probes: string[] = []
    const ranked: string[][] = []
    let slow = 'a'
    const ranking = createEndpointRanking({
      endpoints: ['a', 'b'],
      rank: { interval: 20, sampleCount: 2, timeout: 1000, weights },
      probe: async (endpoint) => {
        probes.push(endpoint)
        await new Promise((r) => setTimeout(r, endpoint === slow ? 60 : 1))
      },
      onRanked: (order) => ranked.push([...order]),
    })
    expect(ranking.order()).toEqual(['a', 'b'])
    await expect.poll(() => ranked.length, { timeout: 5000 }).toBeGreaterThanOrEqual(1)
    expect(ranked[0]).toEqual(['b', 'a'])
    expect(ranking.order()).toEqual(['b', 'a'])
    // b turns slow: once the window (2 rounds) holds only rounds after that, a leads again.
    slow = 'b'
    const seen = ranked.length
    await expect.poll(() => ranked.length, { timeout: 5000 }).toBeGreaterThanOrEqual(seen + 3)
    expect(ranking.order()).toEqual(['a', 'b'])
    ranking.destroy()
    const after = probes.length
    await new Promise((r) => setTimeout(r, 100))
    expect(probes.length).toBe(after)
  })
})
