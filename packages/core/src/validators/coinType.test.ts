import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KitError } from '../errors/KitError.js'
import { hostileValue } from '../utils/hostileInput.testing.js'
import { evmChainIdToCoinType } from './coinType.js'

function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe('evmChainIdToCoinType (ENSIP-11)', () => {
  it('maps chain 1 to 60 and others to 0x80000000 | chainId', () => {
    expect(evmChainIdToCoinType(1)).toBe(60)
    expect(evmChainIdToCoinType(10)).toBe(2147483658)
    expect(evmChainIdToCoinType(8453)).toBe(2147492101)
    expect(evmChainIdToCoinType(42161)).toBe(2147525809)
    expect(evmChainIdToCoinType(2147483647)).toBe(4294967295)
  })

  it("rejects ids of 2147483648 or more with exactly 'Invalid chainId' (spec §5)", () => {
    for (const id of [2147483648, 2147483649, 4294967296, Number.MAX_SAFE_INTEGER]) {
      const error = thrown(() => evmChainIdToCoinType(id))
      expect(error).toBeInstanceOf(KitError)
      expect((error as KitError).code).toBe('INVALID_CHAIN_ID')
      expect((error as KitError).message).toBe('Invalid chainId')
      expect((error as KitError).shortMessage).toBe('Invalid chainId')
    }
  })

  it('matches the ENSIP-11 formula for every id below 2^31', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2147483647 }), (id) => {
        const expected = id === 1 ? 60 : 2147483648 + id
        expect(evmChainIdToCoinType(id)).toBe(expected)
      }),
    )
  })

  it('throws only the Invalid chainId KitError on anything else', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostileValue,
          fc.double(),
          fc.double({ min: 2147483648, max: 2 ** 60 }).map(Math.floor),
        ),
        (value) => {
          const valid =
            Number.isInteger(value) && (value as number) >= 0 && (value as number) < 2 ** 31
          const error = thrown(() => evmChainIdToCoinType(value as number))
          if (valid) expect(error).toBeUndefined()
          else expect((error as KitError).message).toBe('Invalid chainId')
        },
      ),
    )
  })
})
