import { describe, expect, it } from 'vitest'
import { isKitError, KitError } from '../../errors/KitError.js'
import { describeError, toConnectError } from './connectError.js'

describe('toConnectError', () => {
  it('keeps a KitError', () => {
    const error = new KitError('ADAPTER_NOT_FOUND')
    expect(toConnectError(error)).toBe(error)
  })

  it('maps user rejections (4001, 5000, wrapped) to USER_REJECTED', () => {
    for (const error of [
      { code: 4001, message: 'x' },
      { code: 5000, message: 'x' },
      new Error('outer', { cause: { code: 4001 } }),
    ]) {
      const mapped = toConnectError(error)
      expect(isKitError(mapped, 'USER_REJECTED')).toBe(true)
      expect(mapped.cause).toBe(error)
    }
  })

  it('maps the spec §8 provider messages to their alerts', () => {
    expect(toConnectError(new Error('Unauthorized: origin not allowed')).shortMessage).toBe(
      'Invalid App Configuration',
    )
  })

  it('wraps anything else in CONNECT_FAILED with the message', () => {
    const mapped = toConnectError('boom')
    expect(mapped.code).toBe('CONNECT_FAILED')
    expect(mapped.longMessage).toBe('boom')
    expect(describeError({ message: 'm' })).toBe('m')
    expect(describeError(42)).toBe('42')
  })
})
