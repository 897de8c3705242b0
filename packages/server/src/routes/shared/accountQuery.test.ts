import { describe, expect, it } from 'vitest'
import { isAccountAddress } from './accountQuery.js'

const CHECKSUMMED = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
const WRONG_CASE = '0x23618E81e3f5cdF7f54C3d65f7FBc0aBf5B21E8f'

describe('isAccountAddress', () => {
  it('checks the EIP-55 checksum of a mixed-case EVM address, the same each time it is asked', () => {
    for (let round = 0; round < 3; round++) {
      expect(isAccountAddress('eip155:1', CHECKSUMMED)).toBe(true)
      expect(isAccountAddress('eip155:1', WRONG_CASE)).toBe(false)
      expect(isAccountAddress('eip155:1', CHECKSUMMED.toLowerCase())).toBe(true)
      // The answer is the namespace's: the same text on Solana is no address.
      expect(isAccountAddress('solana:localnet', CHECKSUMMED)).toBe(false)
    }
  })

  it('stays right past the addresses it remembers', () => {
    for (let index = 0; index < 10_050; index++) {
      const address = `0x${index.toString(16).padStart(40, '0')}`
      expect(isAccountAddress('eip155:1', address)).toBe(true)
    }
    expect(isAccountAddress('eip155:1', WRONG_CASE)).toBe(false)
    expect(isAccountAddress('eip155:1', CHECKSUMMED)).toBe(true)
  })
})
