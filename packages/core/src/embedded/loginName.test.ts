import { describe, expect, it } from 'vitest'
import { embeddedLoginName } from './loginName.js'

describe('embeddedLoginName', () => {
  it('names the login the visitor used, not the connector', () => {
    expect(embeddedLoginName('google', { email: 'ada@example.com' })).toBe('Google')
    expect(embeddedLoginName('farcaster', {})).toBe('Farcaster')
    expect(embeddedLoginName('github', {})).toBe('GitHub')
    expect(embeddedLoginName(undefined, { email: 'ada@example.com' })).toBe('Email')
  })

  it("falls back to the connector's name when the login is unknown", () => {
    expect(embeddedLoginName(undefined, {})).toBe('Email Wallet')
  })
})
