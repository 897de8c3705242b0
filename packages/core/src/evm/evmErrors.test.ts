import { describe, expect, it } from 'vitest'
import { KitError } from '../errors/KitError.js'
import { toEvmKitError, withEvmKitErrors } from './evmErrors.js'

describe('toEvmKitError', () => {
  it.each([
    ['EIP-1193 4001', { code: 4001, message: 'nope' }],
    ['WalletConnect 5000', { code: 5000, message: 'nope' }],
    ['viem cause chain', new Error('outer', { cause: { code: 4001 } })],
    ['ethers v6 wrapper', { code: 'ACTION_REJECTED', info: { error: { code: 4001 } } }],
    ['ethers v5 ACTION_REJECTED', { code: 'ACTION_REJECTED', message: 'action rejected' }],
  ])('maps a rejection (%s) to USER_REJECTED, keeping the cause', (_, error) => {
    const mapped = toEvmKitError(error)
    expect(mapped).toBeInstanceOf(KitError)
    expect(mapped).toMatchObject({
      code: 'USER_REJECTED',
      shortMessage: 'User rejected the request',
    })
    expect((mapped as KitError).cause).toBe(error)
  })

  it('passes other errors and kit errors through unchanged', () => {
    const revert = Object.assign(new Error('execution reverted'), { code: 3 })
    expect(toEvmKitError(revert)).toBe(revert)
    const kit = new KitError('UNSUPPORTED_CHAIN')
    expect(toEvmKitError(kit)).toBe(kit)
  })

  it('withEvmKitErrors rethrows mapped', async () => {
    await expect(withEvmKitErrors(() => Promise.reject({ code: 4001 }))).rejects.toMatchObject({
      code: 'USER_REJECTED',
    })
    await expect(withEvmKitErrors(async () => 7)).resolves.toBe(7)
  })
})
