import { describe, expect, it } from 'vitest'
import { checkDomainAndUri, checkTimes, sessionEnd } from './messageChecks.js'

const project = { id: 'demo', origins: ['https://app.example', 'http://localhost:5173'] }
const open = { id: 'open', origins: ['*'] }
const codeOf = (run: () => void) => {
  try {
    run()
    return 'passed'
  } catch (error) {
    return (error as { code: string }).code
  }
}

describe('checkDomainAndUri', () => {
  it.each([
    ['app.example', 'https://app.example/login', undefined, 'passed'],
    ['APP.example', 'https://app.example/', 'https://app.example', 'passed'],
    ['localhost:5173', 'http://localhost:5173/', 'http://localhost:5173', 'passed'],
    ['localhost', 'http://localhost/', undefined, 'SIWX_DOMAIN_MISMATCH'],
    ['evil.example', 'https://evil.example/', undefined, 'SIWX_DOMAIN_MISMATCH'],
    ['app.example', 'https://app.example/', 'http://localhost:5173', 'SIWX_DOMAIN_MISMATCH'],
    ['app.example', 'http://app.example/', undefined, 'SIWX_URI_MISMATCH'],
    ['app.example', 'https://app.example.evil/', undefined, 'SIWX_URI_MISMATCH'],
    ['app.example', 'ipfs://app.example/', undefined, 'SIWX_URI_MISMATCH'],
    ['app.example', 'not a uri', undefined, 'SIWX_URI_MISMATCH'],
  ])('domain %s, uri %s, origin %s: %s', (domain, uri, origin, expected) => {
    expect(codeOf(() => checkDomainAndUri({ domain, uri }, project, origin))).toBe(expected)
  })

  it('a * project: any domain, but the request origin’s when there is one, and a URI on it', () => {
    expect(
      codeOf(() =>
        checkDomainAndUri({ domain: 'a.example', uri: 'https://a.example/' }, open, undefined),
      ),
    ).toBe('passed')
    expect(
      codeOf(() =>
        checkDomainAndUri(
          { domain: 'a.example', uri: 'https://a.example/' },
          open,
          'https://b.example',
        ),
      ),
    ).toBe('SIWX_DOMAIN_MISMATCH')
    expect(
      codeOf(() =>
        checkDomainAndUri({ domain: 'a.example', uri: 'https://b.example/' }, open, undefined),
      ),
    ).toBe('SIWX_URI_MISMATCH')
  })

  it.each(['ipfs://a.example/', 'ftp://a.example/', 'javascript://a.example/'])(
    'a * project refuses a URI on the right domain that is not http(s): %s',
    (uri) => {
      expect(codeOf(() => checkDomainAndUri({ domain: 'a.example', uri }, open, undefined))).toBe(
        'SIWX_URI_MISMATCH',
      )
    },
  )
})

describe('checkTimes', () => {
  const now = Date.parse('2026-01-01T12:00:00Z')
  const at = (seconds: number) => new Date(now + seconds * 1000).toISOString()
  it.each([
    [{ issuedAt: at(-60) }, 'passed'],
    [{ issuedAt: at(30) }, 'passed'],
    [{ issuedAt: at(90) }, 'SIWX_NOT_YET_VALID'],
    [{ issuedAt: at(-60), expirationTime: at(-30) }, 'passed'],
    [{ issuedAt: at(-600), expirationTime: at(-61) }, 'SIWX_MESSAGE_EXPIRED'],
    [{ issuedAt: at(-60), notBefore: at(59) }, 'passed'],
    [{ issuedAt: at(-60), notBefore: at(61) }, 'SIWX_NOT_YET_VALID'],
  ])('%o with 60 s of skew: %s', (fields, expected) => {
    expect(codeOf(() => checkTimes(fields, 60_000, now))).toBe(expected)
  })

  it('an Expiration Time exactly the skew ago has passed; a millisecond later it has not', () => {
    const expiresAt = (ms: number) => ({
      issuedAt: at(-600),
      expirationTime: new Date(now - 60_000 + ms).toISOString(),
    })
    expect(codeOf(() => checkTimes(expiresAt(0), 60_000, now))).toBe('SIWX_MESSAGE_EXPIRED')
    expect(codeOf(() => checkTimes(expiresAt(1), 60_000, now))).toBe('passed')
  })
})

it("a session ends sessionTtlMs from now, or at the message's Expiration Time when sooner", () => {
  const config = { sessionTtlMs: 3_600_000 }
  const now = Date.parse('2030-01-01T00:00:00.000Z')
  expect(
    sessionEnd({ expirationTime: '2030-01-01T00:30:00.000Z' }, config, now).toISOString(),
  ).toBe('2030-01-01T00:30:00.000Z')
  // The client may not lengthen it: +399 days, or year 9999, get the configured lifetime.
  for (const expirationTime of ['2031-02-04T00:00:00.000Z', '9999-12-31T23:59:59.999Z'])
    expect(sessionEnd({ expirationTime }, config, now).getTime()).toBe(now + 3_600_000)
  expect(sessionEnd({}, config, 1_000).getTime()).toBe(3_601_000)
})
