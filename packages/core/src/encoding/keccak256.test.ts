import fc from 'fast-check'
import { keccak256 as viemKeccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { bytesToHex } from './hex.js'
import { keccak256 } from './keccak256.js'

const hash = (bytes: Uint8Array) => bytesToHex(keccak256(bytes))

describe('keccak256', () => {
  it('matches the published digests', () => {
    expect(hash(new Uint8Array())).toBe(
      '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    )
    expect(hash(new TextEncoder().encode('abc'))).toBe(
      '0x4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    )
  })

  it("agrees with viem's on inputs of one and several blocks (the 136-byte edges included)", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 300 }),
          fc.constantFrom(135, 136, 137, 272).map((length) => new Uint8Array(length).fill(7)),
        ),
        (bytes) => {
          expect(hash(bytes)).toBe(viemKeccak256(bytes))
        },
      ),
      { numRuns: 200 },
    )
  })
})
