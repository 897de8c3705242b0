import { describe, expect, it } from 'vitest'
import {
  INVALID_PAYLOAD,
  idRegistry,
  parseAppMessage,
  toCaip2,
  UNKNOWN_TYPE,
} from '../../frame/src/messages.js'

// The frame's check of every app message (envelope, type, payload), in Node.

const ID = '6f1c3c1e-8a5b-4c1e-9f5e-2b7d1c9a0e11'
const message = (type: string, payload?: unknown, extra: Record<string, unknown> = {}) => ({
  source: 'gangway-app',
  id: ID,
  type,
  ...(payload !== undefined && { payload }),
  ...extra,
})

describe('parseAppMessage', () => {
  it('accepts each request type with a valid payload', () => {
    const valid: [string, unknown][] = [
      ['CONNECT_EMAIL', { email: 'ada@example.com' }],
      ['CONNECT_DEVICE', undefined],
      ['CONNECT_OTP', { otp: '123456' }],
      ['GET_SOCIAL_REDIRECT_URI', { provider: 'github', returnTo: 'https://app.example/x' }],
      ['CONNECT_SOCIAL', { uri: 'https://app.example/?gangway_social=abc' }],
      ['GET_FARCASTER_URI', {}],
      ['CONNECT_FARCASTER', {}],
      ['GET_USER', { chainId: 'eip155:1', preferredAccountType: 'smartAccount' }],
      ['GET_USER', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
      ['GET_CHAIN_ID', {}],
      ['SWITCH_NETWORK', { chainId: 10 }],
      ['SIGN_OUT', {}],
      ['IS_CONNECTED', {}],
      ['SET_PREFERRED_ACCOUNT', { type: 'eoa' }],
      ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', {}],
      ['RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x01'], chainId: 'eip155:1' }],
      ['RPC_REQUEST', { method: 'solana_signMessage', params: { message: 'abc' } }],
      ['ABORT', { requestId: ID }],
      ['UPDATE_EMAIL', { email: 'new@example.com' }],
      ['UPDATE_EMAIL_PRIMARY_OTP', { otp: '000000' }],
      ['UPDATE_EMAIL_SECONDARY_OTP', { otp: '999999' }],
      ['SYNC_THEME', { themeMode: 'dark', themeVariables: {} }],
      [
        'SYNC_THEME',
        {
          themeMode: 'light',
          themeVariables: {
            '--gw-accent': '#e83461',
            '--gw-color-bg': 'rgb(250, 250, 250)',
            '--gw-font-family': "'Inter', sans-serif",
            '--gw-border-radius-master': '2px',
          },
        },
      ],
      ['SYNC_DAPP_DATA', { projectId: 'demo', sdkVersion: 'gangway-0.1.0', origin: 'x' }],
      ['RELOAD', {}],
    ]
    for (const [type, payload] of valid) {
      const parsed = parseAppMessage(message(type, payload))
      expect(parsed.ok, `${type} ${JSON.stringify(payload)}`).toBe(true)
    }
  })

  it('drops what is not a kit message (no reply)', () => {
    for (const data of [
      null,
      'CONNECT_EMAIL',
      [message('GET_CHAIN_ID')],
      { ...message('GET_CHAIN_ID'), source: 'gangway-frame' },
      message('GET_CHAIN_ID', {}, { id: 'short' }),
      message('GET_CHAIN_ID', {}, { id: 42 }),
      message('get_chain_id'),
      message(`A${'B'.repeat(80)}`),
      Object.assign(Object.create({ evil: true }), message('GET_CHAIN_ID')),
    ])
      expect(parseAppMessage(data)).toEqual({ ok: false })
  })

  it('refuses a malformed payload or an unknown type with a reply', () => {
    const invalid: [string, unknown][] = [
      ['CONNECT_EMAIL', { email: 'a@b' }],
      ['CONNECT_EMAIL', { email: `${'a'.repeat(300)}@example.com` }],
      ['CONNECT_EMAIL', 'ada@example.com'],
      ['CONNECT_OTP', { otp: 123456 }],
      ['CONNECT_OTP', { otp: '12345a' }],
      ['GET_SOCIAL_REDIRECT_URI', { provider: 'telegram' }],
      ['GET_SOCIAL_REDIRECT_URI', { provider: 'x', returnTo: 'file:///etc/passwd' }],
      ['CONNECT_SOCIAL', {}],
      ['SWITCH_NETWORK', { chainId: 'eip155:0' }],
      ['SWITCH_NETWORK', { chainId: -1 }],
      ['SET_PREFERRED_ACCOUNT', { type: 'admin' }],
      ['RPC_REQUEST', { method: '' }],
      ['RPC_REQUEST', { method: 'eth_call', params: 'x' }],
      ['ABORT', {}],
      ['SYNC_THEME', {}],
      // A hostile theme: a value ending its declaration, one loading something, an unknown or
      // non-theme property, a radius that is not a length.
      ['SYNC_THEME', { themeMode: 'dark', themeVariables: { '--gw-accent': 'red;}body{x:y' } }],
      ['SYNC_THEME', { themeMode: 'dark', themeVariables: { '--gw-color-bg': 'url(//evil)' } }],
      ['SYNC_THEME', { themeMode: 'dark', themeVariables: { '--gw-shadow-card': '#000' } }],
      ['SYNC_THEME', { themeMode: 'dark', themeVariables: { background: '#000' } }],
      [
        'SYNC_THEME',
        { themeMode: 'dark', themeVariables: { '--gw-border-radius-master': 'calc(1)' } },
      ],
      ['SYNC_THEME', { themeMode: 'dark', themeVariables: '--gw-accent: red' }],
      ['SYNC_DAPP_DATA', { projectId: 'demo' }],
      ['GET_CHAIN_ID', new Date()],
    ]
    for (const [type, payload] of invalid)
      expect(parseAppMessage(message(type, payload)), `${type} ${JSON.stringify(payload)}`).toEqual(
        {
          ok: false,
          reply: { id: ID, type, message: INVALID_PAYLOAD },
        },
      )
    expect(parseAppMessage(message('EXPORT_PRIVATE_KEY', {}))).toEqual({
      ok: false,
      reply: { id: ID, type: 'EXPORT_PRIVATE_KEY', message: UNKNOWN_TYPE },
    })
  })

  it('claims an id once', () => {
    const ids = idRegistry()
    expect(ids.claim(ID)).toBe(true)
    expect(ids.claim(ID)).toBe(false)
    expect(ids.claim(crypto.randomUUID())).toBe(true)
  })

  it('reads chain ids as CAIP-2', () => {
    expect(toCaip2(1)).toBe('eip155:1')
    expect(toCaip2('31337')).toBe('eip155:31337')
    expect(toCaip2('eip155:8453')).toBe('eip155:8453')
    expect(toCaip2('bip122:000000000019d6689c085ae165831e93')).toBeUndefined()
    expect(toCaip2(null)).toBeUndefined()
  })
})
