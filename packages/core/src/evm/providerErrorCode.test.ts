import { describe, expect, it } from 'vitest'
import { collectProviderErrorCodes, hasProviderErrorCode } from './providerErrorCode.js'

describe('collectProviderErrorCodes', () => {
  it('reads a plain EIP-1193 error', () => {
    expect(collectProviderErrorCodes({ code: 4001, message: 'User rejected' })).toEqual([4001])
  })

  it('walks viem cause chains', () => {
    const inner = Object.assign(new Error('rejected'), { code: 4001 })
    const outer = new Error('wrapped', { cause: new Error('middle', { cause: inner }) })
    expect(hasProviderErrorCode(outer, 4001)).toBe(true)
  })

  it('reads ethers v6 info.error and maps ACTION_REJECTED to 4001', () => {
    expect(
      collectProviderErrorCodes({ code: 'ACTION_REJECTED', info: { error: { code: 4001 } } }),
    ).toEqual([4001])
    expect(collectProviderErrorCodes({ code: 'ACTION_REJECTED' })).toEqual([4001])
  })

  it('reads ethers v5 error and MetaMask mobile data.originalError', () => {
    expect(collectProviderErrorCodes({ code: -32603, error: { code: 4902 } })).toEqual([
      -32603, 4902,
    ])
    expect(
      hasProviderErrorCode({ code: -32603, data: { originalError: { code: 4902 } } }, 4902),
    ).toBe(true)
  })

  it('is safe on non-objects and cycles', () => {
    expect(collectProviderErrorCodes('boom')).toEqual([])
    const cyclic: Record<string, unknown> = { code: 1 }
    cyclic.cause = cyclic
    expect(collectProviderErrorCodes(cyclic)).toEqual([1])
  })

  it('answers false for a code that is not there', () => {
    expect(hasProviderErrorCode({ code: 4100 }, 4001)).toBe(false)
  })
})
