import { expect, it, vi } from 'vitest'

// Whether a digest comparison takes constant time cannot be seen from its answers: this checks
// that it goes through crypto.timingSafeEqual (a `===` or Buffer.equals would answer the same).
const compared = vi.hoisted(() => ({ calls: 0 }))
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>()
  return {
    ...crypto,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      compared.calls++
      return crypto.timingSafeEqual(a, b)
    },
  }
})

const { codeHash, sameDigest } = await import('./secrets.js')

it('compares digests of equal length with crypto.timingSafeEqual, equal or not', () => {
  const right = codeHash('owner@example.com', '123456')
  const wrong = codeHash('owner@example.com', '654321')
  expect(sameDigest(right, right)).toBe(true)
  expect(compared.calls).toBe(1)
  expect(sameDigest(right, wrong)).toBe(false)
  expect(compared.calls).toBe(2)
  // A digest of another length is refused before any comparison.
  expect(sameDigest(right, 'abcd')).toBe(false)
  expect(compared.calls).toBe(2)
})
