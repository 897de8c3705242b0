import { describe, expect, it } from 'vitest'
import { sweepSchedule } from './sweepSchedule.js'

describe('sweepSchedule', () => {
  it('due on the first call, then once every everyMs: not at everyMs − 1, again at everyMs', () => {
    const due = sweepSchedule(60_000)
    expect(due(1_000)).toBe(true)
    expect(due(1_000)).toBe(false)
    expect(due(60_999)).toBe(false)
    expect(due(61_000)).toBe(true)
    expect(due(61_001)).toBe(false)
  })

  it('due when the clock went back (else a clock set back would stop sweeps for that long)', () => {
    const due = sweepSchedule(60_000)
    expect(due(500_000)).toBe(true)
    expect(due(400_000)).toBe(true)
    expect(due(400_001)).toBe(false)
  })

  it('with startedAt: the first sweep everyMs after it', () => {
    const due = sweepSchedule(1_000, 5_000)
    expect(due(5_999)).toBe(false)
    expect(due(6_000)).toBe(true)
    expect(due(6_999)).toBe(false)
  })

  it('each schedule keeps its own time', () => {
    const one = sweepSchedule(10)
    const two = sweepSchedule(10)
    expect(one(0)).toBe(true)
    expect(two(5)).toBe(true)
    expect(one(9)).toBe(false)
    expect(two(14)).toBe(false)
  })
})
