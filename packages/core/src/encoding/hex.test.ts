import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bytesToHex, utf8ToHex } from './hex.js'

describe('hex', () => {
  it('writes bytes as 0x-prefixed lowercase hex, two digits each', () => {
    expect(bytesToHex(new Uint8Array())).toBe('0x')
    expect(bytesToHex(Uint8Array.from([0, 1, 15, 16, 255]))).toBe('0x00010f10ff')
  })

  it('encodes UTF-8 text, text that looks like hex included', () => {
    expect(utf8ToHex('hi')).toBe('0x6869')
    expect(utf8ToHex('')).toBe('0x')
    expect(utf8ToHex('é✓')).toBe('0xc3a9e29c93')
    expect(utf8ToHex('0xab')).toBe('0x30786162')
  })

  it('round-trips any text through its UTF-8 bytes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const hex = utf8ToHex(text)
        expect(hex).toMatch(/^0x([0-9a-f]{2})*$/)
        const bytes = Uint8Array.from(hex.slice(2).match(/../g) ?? [], (b) => parseInt(b, 16))
        expect(new TextDecoder().decode(bytes)).toBe(text)
      }),
    )
  })
})
