import { afterEach, describe, expect, it, vi } from 'vitest'
import { TIMING } from '../constants.js'
import { createBalanceRetryGate } from './balanceRetryGate.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('token-balance retry gate (spec §5: retry only after 30 s)', () => {
  it('allows a fetch before any failure', () => {
    expect(createBalanceRetryGate().canRetry()).toBe(true)
  })

  it('blocks for 30 s after a failure, then allows', () => {
    expect(TIMING.TOKEN_BALANCE_RETRY_GAP_MS).toBe(30_000)
    vi.useFakeTimers({ now: 1_000_000 })
    const gate = createBalanceRetryGate()
    gate.markFailure()
    expect(gate.lastFailureAt()).toBe(1_000_000)
    expect(gate.canRetry()).toBe(false)
    vi.advanceTimersByTime(29_999)
    expect(gate.canRetry()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.canRetry()).toBe(true)
  })

  it('a new failure restarts the gap; reset clears it', () => {
    vi.useFakeTimers({ now: 0 })
    const gate = createBalanceRetryGate()
    gate.markFailure()
    vi.advanceTimersByTime(30_000)
    gate.markFailure()
    expect(gate.canRetry()).toBe(false)
    gate.reset()
    expect(gate.canRetry()).toBe(true)
    expect(gate.lastFailureAt()).toBeUndefined()
  })

  it('two gates are independent (no shared module state)', () => {
    vi.useFakeTimers({ now: 0 })
    const a = createBalanceRetryGate()
    const b = createBalanceRetryGate()
    a.markFailure()
    expect(b.canRetry()).toBe(true)
  })
})
