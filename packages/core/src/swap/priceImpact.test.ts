import { describe, expect, it } from 'vitest'
import { swapPriceImpact } from './priceImpact.js'

describe('swapPriceImpact', () => {
  it("takes the swap API's mid-price figure over the USD values' difference", () => {
    // A 0.01 ETH trade priced with a 1-ETH price read from the pools: the USD difference says
    // -0.10 %, the pools' mid price 0.0005 %.
    expect(swapPriceImpact({ quoted: 0.0005, paidUsd: 19.92, receivedUsd: 19.94 })).toBe(0.0005)
  })

  it("falls back to the USD values' difference without the API's figure", () => {
    expect(swapPriceImpact({ quoted: undefined, paidUsd: 3000, receivedUsd: 2985 })).toBeCloseTo(
      0.5,
    )
    expect(swapPriceImpact({ quoted: Number.NaN, paidUsd: 100, receivedUsd: 99 })).toBeCloseTo(1)
  })

  it('never shows a negative impact as a cost: a better-than-mid quote is 0', () => {
    expect(swapPriceImpact({ quoted: undefined, paidUsd: 19.92, receivedUsd: 19.94 })).toBe(0)
    expect(swapPriceImpact({ quoted: -0.1, paidUsd: 0, receivedUsd: 0 })).toBe(0)
  })

  it('is unknown when a USD value is unknown, and at most 100 %', () => {
    expect(swapPriceImpact({ quoted: undefined, paidUsd: 0, receivedUsd: 5 })).toBeUndefined()
    expect(swapPriceImpact({ quoted: undefined, paidUsd: 5, receivedUsd: 0 })).toBeUndefined()
    expect(swapPriceImpact({ quoted: 250, paidUsd: 1, receivedUsd: 1 })).toBe(100)
  })
})
