import { PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'

describe('base58', () => {
  it('round-trips with the encoding web3.js uses for public keys', () => {
    for (const key of [
      '11111111111111111111111111111111',
      'So11111111111111111111111111111111111111112',
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    ]) {
      const bytes = new PublicKey(key).toBytes()
      expect(encodeBase58(bytes)).toBe(key)
      expect(decodeBase58(key)).toEqual(bytes)
    }
  })

  it('keeps leading zero bytes and rejects characters outside the alphabet', () => {
    expect(encodeBase58(Uint8Array.from([0, 0, 1]))).toBe('112')
    expect(decodeBase58('112')).toEqual(Uint8Array.from([0, 0, 1]))
    expect(encodeBase58(new Uint8Array())).toBe('')
    expect(() => decodeBase58('0OIl')).toThrow("Invalid base58 character '0'")
  })
})
