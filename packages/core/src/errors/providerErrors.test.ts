import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileValue } from '../utils/hostileInput.testing.js'
import { KitError } from './KitError.js'
import {
  getErrorCodes,
  getProviderAlertCode,
  isUserRejectedError,
  mapProviderError,
} from './providerErrors.js'

describe('provider error mapping (spec §8)', () => {
  it.each([
    [
      'Unauthorized: origin not allowed',
      'ALERT_INVALID_APP_CONFIGURATION',
      'Invalid App Configuration',
    ],
    [
      'JWT validation error: JWT Token is not yet valid',
      'ALERT_SESSION_EXPIRED',
      'Session Expired',
    ],
    ['Unauthorized: invalid key', 'ALERT_INVALID_PROJECT_ID', 'Invalid App Configuration'],
  ])('%j maps to %s', (message, code, short) => {
    const original = new Error(message)
    const mapped = mapProviderError(original)
    expect(mapped).toBeInstanceOf(KitError)
    expect(mapped?.code).toBe(code)
    expect(mapped?.shortMessage).toBe(short)
    expect(mapped?.cause).toBe(original)
    // The message may be wrapped in a longer text, a plain string or a nested cause.
    expect(mapProviderError(`Socket error: ${message} (1006)`)?.code).toBe(code)
    expect(mapProviderError({ message })?.code).toBe(code)
    expect(mapProviderError(new Error('relay failed', { cause: new Error(message) }))?.code).toBe(
      code,
    )
  })

  it('tells origin-not-allowed and invalid-key apart by their long texts', () => {
    const origin = mapProviderError('Unauthorized: origin not allowed')
    const key = mapProviderError('Unauthorized: invalid key')
    expect(origin?.longMessage).not.toBe(key?.longMessage)
  })

  it('does not map near-misses', () => {
    expect(getProviderAlertCode('Unauthorized')).toBeUndefined()
    expect(getProviderAlertCode('unauthorized: origin not allowed')).toBeUndefined()
    expect(mapProviderError(new Error('execution reverted'))).toBeUndefined()
    expect(mapProviderError(undefined)).toBeUndefined()
  })
})

describe('user rejection → USER_REJECTED', () => {
  it('maps EIP-1193 code 4001 and WalletConnect 5000', () => {
    const eip1193 = Object.assign(new Error('whatever'), { code: 4001 })
    expect(mapProviderError(eip1193)?.code).toBe('USER_REJECTED')
    expect(mapProviderError({ code: 5000, message: 'x' })?.code).toBe('USER_REJECTED')
    expect(mapProviderError({ code: 4001 })?.shortMessage).toBe('User rejected the request')
  })

  it('finds the code in a wrapped error (viem cause, data.originalError)', () => {
    const viem = new Error('User rejected the request.\n\nDetails: ...', {
      cause: { code: 4001 },
    })
    expect(isUserRejectedError(viem)).toBe(true)
    expect(isUserRejectedError({ data: { originalError: { code: 4001 } } })).toBe(true)
    expect(getErrorCodes({ code: -32000, cause: { code: 4001 } })).toEqual([-32000, 4001])
  })

  it.each([
    'User rejected the request.',
    'MetaMask Tx Signature: User denied transaction signature.',
    'user rejected signing',
    'Transaction was rejected by the user',
    'The user cancelled the request',
    'USER_REJECTED',
  ])('recognises the message %j', (message) => {
    expect(isUserRejectedError(new Error(message))).toBe(true)
    expect(mapProviderError(message)?.code).toBe('USER_REJECTED')
  })

  it('does not treat other errors as rejections', () => {
    expect(isUserRejectedError(new Error('insufficient funds'))).toBe(false)
    expect(isUserRejectedError({ code: 4100 })).toBe(false)
    expect(isUserRejectedError({ code: -32603, message: 'Internal error' })).toBe(false)
  })

  it('prefers a spec §8 alert over a rejection, and passes KitErrors through', () => {
    expect(mapProviderError({ code: 4001, message: 'Unauthorized: invalid key' })?.code).toBe(
      'ALERT_INVALID_PROJECT_ID',
    )
    const kit = new KitError('SIGNATURE_DECLINED')
    expect(mapProviderError(kit)).toBe(kit)
  })
})

describe('hostile input', () => {
  it('never throws, including on cycles and throwing getters', () => {
    const cyclic: Record<string, unknown> = { message: 'x' }
    cyclic.cause = cyclic
    const trap = {
      get message() {
        throw new Error('trap')
      },
      get code() {
        throw new Error('trap')
      },
    }
    expect(mapProviderError(cyclic)).toBeUndefined()
    expect(mapProviderError(trap)).toBeUndefined()
    expect(
      mapProviderError(
        new Proxy(
          {},
          {
            get: () => {
              throw new Error('proxy')
            },
          },
        ),
      ),
    ).toBeUndefined()
    fc.assert(
      fc.property(hostileValue, (value) => {
        const mapped = mapProviderError(value)
        expect(mapped === undefined || mapped instanceof KitError).toBe(true)
        expect(typeof isUserRejectedError(value)).toBe('boolean')
      }),
    )
  })
})
