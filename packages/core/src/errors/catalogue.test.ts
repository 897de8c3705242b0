import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE, type ErrorCode } from './catalogue.js'
import { createError, errorText, isKitError, KitError } from './KitError.js'

/** Every text of spec §8 (plus the §5 / §7 texts the kit throws), word for word. */
const SPEC_TEXTS = [
  // Swap
  'Failed to initialize swap',
  'Failed to fetch network token price',
  'Failed to check allowance',
  'Failed to create approval transaction',
  'Failed to create transaction',
  'Transaction error',
  'Insufficient balance',
  'Incorrect amount',
  'Please enter a valid amount',
  // Balances and activity
  'Token Balance Unavailable',
  'Failed to fetch transactions',
  "Transactions can't be fetched without an accountAddress",
  // Send
  'Transaction started',
  'Something went wrong',
  'Failed to send transaction. Please try again.',
  // Sign-in and authentication
  'Signature declined',
  'This application might not support Smart Accounts',
  'A problem occurred while trying initialize authentication',
  'SIWX is not enabled',
  'No ActiveCaipAddress found',
  'No ActiveCaipNetwork or client found',
  'No ConnectionController client found',
  // Name service
  'Error resolving name',
  'Error fetching name suggestions',
  'Error fetching names for address',
  'Error registering name {name}',
  'Network not found',
  'Address or auth connector not found',
  // General
  'Failed to disconnect',
  'Chain adapter not found',
  'NetworkController client not set',
  'ConnectionController client not set',
  'Chain is required...',
  'Unsupported chain',
  'Please call createAppKit before using the hook',
  // Embedded wallet
  'Please try again after {seconds} seconds',
  'Requested RPC call is not allowed',
  'Action not allowed',
  'Request was aborted',
  'An error occurred',
  'Unable to load email login dependency',
  // Alerts
  'Network Not Found',
  'Invalid App Configuration',
  'Session Expired',
  'Project ID Not Configured',
  // §5 and §7
  'Please enter a valid amount and receiver address',
  'No address found to swap the tokens from.',
  'Invalid chainId',
  'HTTP status code: {status}',
]

type Entry = { short: string; long?: string; ui?: string; kit?: boolean }
const entries = Object.entries(ERROR_CATALOGUE) as [ErrorCode, Entry][]

describe('error catalogue (spec §8)', () => {
  it.each(SPEC_TEXTS)('holds %j word for word', (text) => {
    const texts = entries.flatMap(([, e]) => [e.short, e.long, e.ui])
    expect(texts).toContain(text)
  })

  it('every entry has a non-empty short text and consistent placeholders', () => {
    for (const [code, entry] of entries) {
      expect(entry.short.trim().length, code).toBeGreaterThan(0)
      for (const text of [entry.short, entry.long ?? '']) {
        expect(text.replace(/\{\w+\}/g, ''), code).not.toMatch(/[{}]/)
      }
    }
  })

  it('the three provider alerts of spec §8 exist with their short texts', () => {
    expect(ERROR_CATALOGUE.ALERT_INVALID_APP_CONFIGURATION.short).toBe('Invalid App Configuration')
    expect(ERROR_CATALOGUE.ALERT_INVALID_PROJECT_ID.short).toBe('Invalid App Configuration')
    expect(ERROR_CATALOGUE.ALERT_SESSION_EXPIRED.short).toBe('Session Expired')
  })
})

describe('KitError', () => {
  it('short text only: message is the short text', () => {
    const error = new KitError('DISCONNECT_FAILED')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('KitError')
    expect(error.code).toBe('DISCONNECT_FAILED')
    expect(error.shortMessage).toBe('Failed to disconnect')
    expect(error.longMessage).toBeUndefined()
    expect(error.message).toBe('Failed to disconnect')
  })

  it('with a long text: message is short, blank line, long', () => {
    const error = new KitError('INCORRECT_AMOUNT')
    expect(error.shortMessage).toBe('Incorrect amount')
    expect(error.longMessage).toBe('Please enter a valid amount')
    expect(error.message).toBe('Incorrect amount\n\nPlease enter a valid amount')
  })

  it('fills params in short and long texts, leaving unknown placeholders alone', () => {
    expect(new KitError('RETRY_AFTER', { params: { seconds: 12 } }).message).toBe(
      'Please try again after 12 seconds',
    )
    expect(new KitError('NAME_REGISTER_FAILED', { params: { name: 'alice' } }).shortMessage).toBe(
      'Error registering name alice',
    )
    expect(new KitError('HTTP_STATUS', { params: { status: 503 } }).message).toBe(
      'HTTP status code: 503',
    )
    const both = new KitError('METHOD_NOT_SUPPORTED', {
      params: { method: 'signTypedData', namespace: 'bip122' },
    })
    expect(both.shortMessage).toBe('signTypedData is not supported on bip122')
    expect(both.longMessage).toContain('The bip122 adapter cannot perform signTypedData')
    expect(new KitError('RETRY_AFTER').shortMessage).toBe(
      'Please try again after {seconds} seconds',
    )
  })

  it('keeps an overriding long message, the cause and data', () => {
    const cause = new Error('wallet said no')
    const data = { status: 403 }
    const error = createError('SIGNATURE_DECLINED', { longMessage: 'custom', cause, data })
    expect(error.longMessage).toBe('custom')
    expect(error.message).toBe('Signature declined\n\ncustom')
    expect(error.cause).toBe(cause)
    expect(error.data).toBe(data)
  })

  it('isKitError narrows by code; errorText gives the filled short text', () => {
    const error = new KitError('UNSUPPORTED_CHAIN')
    expect(isKitError(error)).toBe(true)
    expect(isKitError(error, 'UNSUPPORTED_CHAIN')).toBe(true)
    expect(isKitError(error, 'DISCONNECT_FAILED')).toBe(false)
    expect(isKitError(new Error('Unsupported chain'))).toBe(false)
    expect(errorText('RETRY_AFTER', { seconds: 3 })).toBe('Please try again after 3 seconds')
  })

  it('builds every catalogue entry without throwing', () => {
    for (const [code, entry] of entries) {
      const error = new KitError(code)
      expect(error.shortMessage).toBe(entry.short)
    }
  })
})
