import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileUrlValue, hostileValue, mutated } from '../utils/hostileInput.testing.js'
import { expectBoundedText, expectFiniteAmount, expectSafeImageOrEmpty } from './safety.testing.js'
import { parseTokenBalances } from './tokenBalance.js'
import { PLAIN_DECIMAL } from './untrustedFields.js'

const VALID = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 2,
  price: 1,
  quantity: { decimals: '6', numeric: '2.0' },
  iconUrl: 'https://img.example/usdc.png',
}

const hostileAnswer = fc.oneof(
  fc.record({
    balances: fc.array(
      fc.oneof(mutated(VALID, fc.oneof(hostileUrlValue, hostileValue)), hostileValue),
      { maxLength: 20 },
    ),
  }),
  fc.array(mutated(VALID, fc.oneof(hostileUrlValue, hostileValue)), { maxLength: 20 }),
  hostileValue,
)

describe('balance API answers (properties)', () => {
  it('every parsed balance has bounded text, finite amounts, a plain quantity and a safe icon', () => {
    fc.assert(
      fc.property(hostileAnswer, (answer) => {
        const balances = parseTokenBalances(answer)
        if (balances === undefined) return
        expect(balances.length).toBeLessThanOrEqual(500)
        for (const balance of balances) {
          expectBoundedText(balance.name, 200)
          expectBoundedText(balance.symbol, 200)
          expectBoundedText(balance.chainId, 200)
          if (balance.address !== undefined) expectBoundedText(balance.address, 200)
          expectFiniteAmount(balance.value)
          expectFiniteAmount(balance.price)
          expect(balance.quantity.decimals).toMatch(/^\d{1,3}$/)
          expect(Number(balance.quantity.decimals)).not.toBe(0)
          expect(balance.quantity.numeric).toMatch(PLAIN_DECIMAL)
          expectSafeImageOrEmpty(balance.iconUrl)
        }
      }),
      { numRuns: 500 },
    )
  })
})
