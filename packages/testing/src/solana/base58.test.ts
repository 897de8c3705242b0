import { PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'

// The codec itself is tested in @gangway/core (encoding/base58.test.ts); here, that it agrees
// with web3.js, which core cannot depend on.
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

  it('agrees with web3.js on random keys', () => {
    for (let i = 0; i < 50; i++) {
      const key = PublicKey.unique()
      expect(encodeBase58(key.toBytes())).toBe(key.toBase58())
    }
  })
})
