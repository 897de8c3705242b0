import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileValue } from '../utils/hostileInput.testing.js'
import { NO_FALLBACK_ERROR_CODES, shouldFallback } from './fallback.js'

const rpcError = (code: number, message = 'rpc error') =>
  Object.assign(new Error(message), { code })

describe('RPC fallback (spec §7: no fallback on certain codes, including 5000)', () => {
  it('does not fall back on 5000', () => {
    expect(NO_FALLBACK_ERROR_CODES).toContain(5000)
    expect(shouldFallback(rpcError(5000))).toBe(false)
  })

  it.each([4001, 4100, 4200, 4900, 4901, 4902, 3, -32600, -32602, -32003])(
    'does not fall back on %i',
    (code) => {
      expect(shouldFallback(rpcError(code))).toBe(false)
    },
  )

  it.each([-32603, -32005, -32002, -32601, -32004, -32700, -32000, 429, 500])(
    'falls back on endpoint trouble (%i)',
    (code) => {
      expect(shouldFallback(rpcError(code))).toBe(true)
    },
  )

  it('falls back on HTTP failures and timeouts without a code', () => {
    expect(shouldFallback(new Error('HTTP request failed. Status: 502'))).toBe(true)
    expect(shouldFallback(new Error('The request took too long to respond.'))).toBe(true)
  })

  it('looks through wrapped errors and messages', () => {
    expect(shouldFallback(new Error('outer', { cause: rpcError(5000) }))).toBe(false)
    expect(shouldFallback(new Error('User rejected the request.'))).toBe(false)
    expect(shouldFallback(rpcError(-32603, 'execution reverted: ERC20: balance too low'))).toBe(
      false,
    )
  })

  it('never throws on hostile errors', () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        expect(typeof shouldFallback(value)).toBe('boolean')
      }),
    )
  })
})
