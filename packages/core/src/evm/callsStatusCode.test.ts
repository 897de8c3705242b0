import { describe, expect, it } from 'vitest'
import { callsStatusCode } from './callsStatusCode.js'

const ok = { status: '0x1' }
const reverted = { status: '0x0' }

describe('callsStatusCode', () => {
  it('is 100 until every transaction is mined, then 200, 500 or 600 by their outcomes', () => {
    expect(callsStatusCode([ok, null])).toBe(100)
    expect(callsStatusCode([null, reverted])).toBe(100)
    expect(callsStatusCode([ok, ok])).toBe(200)
    expect(callsStatusCode([reverted, reverted])).toBe(500)
    expect(callsStatusCode([ok, reverted])).toBe(600)
  })
})
