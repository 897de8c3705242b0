import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** A second, independent encoder (big integer arithmetic) to compare against. */
function referenceEncode(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16))

// Bitcoin Core's base58 vectors (src/test/data/base58_encode_decode.json) and Solana keys.
const VECTORS: [string, string][] = [
  ['', ''],
  ['61', '2g'],
  ['626262', 'a3gV'],
  ['636363', 'aPEr'],
  ['73696d706c792061206c6f6e6720737472696e67', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
  ['00eb15231dfceb60925886b67d065299925915aeb172c06647', '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L'],
  ['516b6fcd0f', 'ABnLTmg'],
  ['bf4f89001e670274dd', '3SEo3LWLoPntC'],
  ['572e4794', '3EFU7m'],
  ['ecac89cad93923c02321', 'EJDM8drfXA6uyA'],
  ['10c8511e', 'Rt5zm'],
  ['00000000000000000000', '1111111111'],
  ['00'.repeat(32), '11111111111111111111111111111111'],
  [
    '069b8857feab8184fb687f634618c035dac439dc1aeb3b5598a0f00000000001',
    'So11111111111111111111111111111111111111112',
  ],
]

describe('base58', () => {
  it('encodes and decodes the reference vectors', () => {
    for (const [bytes, text] of VECTORS) {
      expect(encodeBase58(hex(bytes))).toBe(text)
      expect(decodeBase58(text)).toEqual(hex(bytes))
    }
  })

  it('encodes UTF-8 text as WalletConnect solana_signMessage carries it', () => {
    expect(encodeBase58(new TextEncoder().encode('hi'))).toBe('8wr')
  })

  it('keeps leading zero bytes and rejects characters outside the alphabet', () => {
    expect(encodeBase58(Uint8Array.from([0, 0, 1]))).toBe('112')
    expect(decodeBase58('112')).toEqual(Uint8Array.from([0, 0, 1]))
    expect(decodeBase58('')).toEqual(new Uint8Array())
    for (const bad of ['0', 'O', 'I', 'l', ' ', '+', 'é']) {
      expect(() => decodeBase58(`2${bad}`)).toThrow(`Invalid base58 character '${bad}'`)
    }
  })

  it('round-trips any bytes, leading zeros included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 96 }), (bytes) => {
        const text = encodeBase58(bytes)
        expect(text).toMatch(/^[1-9A-HJ-NP-Za-km-z]*$/)
        expect(decodeBase58(text)).toEqual(bytes)
      }),
      { numRuns: 500 },
    )
  })

  it('agrees with a big-integer encoder, and decodes any base58 text back to itself', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(encodeBase58(bytes)).toBe(referenceEncode(bytes))
      }),
    )
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 64 }), (text) => {
        expect(encodeBase58(decodeBase58(text))).toBe(text)
      }),
    )
  })
})
