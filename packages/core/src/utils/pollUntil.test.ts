import { afterEach, describe, expect, it, vi } from 'vitest'
import { pollUntil } from './pollUntil.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('pollUntil', () => {
  it('reads until an answer comes, a pause apart; a failed read counts as none yet', async () => {
    vi.useFakeTimers()
    const answers = [undefined, 'fail', 'done']
    const read = vi.fn(async () => {
      const next = answers.shift()
      if (next === 'fail') throw new Error('node down')
      return next
    })
    const polled = pollUntil(read, { timeoutMs: 10_000, intervalMs: 500 })
    await vi.advanceTimersByTimeAsync(499)
    expect(read).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1_001)
    await expect(polled).resolves.toBe('done')
    expect(read).toHaveBeenCalledTimes(3)
  })

  it('answers undefined once the time is up', async () => {
    vi.useFakeTimers()
    const read = vi.fn(async () => undefined)
    let outcome: unknown = 'waiting'
    void pollUntil(read, { timeoutMs: 2_000, intervalMs: 500 }).then((answer) => {
      outcome = answer
    })
    await vi.advanceTimersByTimeAsync(1_999)
    expect(outcome).toBe('waiting')
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toBeUndefined()
    expect(read).toHaveBeenCalledTimes(4)
  })
})
