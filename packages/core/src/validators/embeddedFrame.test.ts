import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TIMING } from '../constants.js'
import { KitError } from '../errors/KitError.js'
import { hostileValue } from '../utils/hostileInput.testing.js'
import { isValidEmail } from './email.js'
import {
  assertEmailLoginAllowed,
  assertFrameRpcRequest,
  checkFrameRpcRequest,
  emailLoginCooldownSeconds,
  isAllowedRpcMethod,
  isFrameSocialProvider,
  isFrameThemeVariables,
  isSafeRpcMethod,
  isSignedMessage,
  isThemeMode,
  isTransactionHash,
  isValidWalletSendCallsParams,
  NOT_SAFE_RPC_METHODS,
  pickFrameThemeVariables,
  SAFE_RPC_METHODS,
} from './embeddedFrame.js'

afterEach(() => {
  vi.useRealTimers()
})

function thrown(run: () => unknown): KitError | undefined {
  try {
    run()
  } catch (error) {
    if (error instanceof KitError) return error
    throw error
  }
  return undefined
}

describe('email (spec §5: must be a valid email address)', () => {
  it('examples', () => {
    for (const ok of ['a@b.co', 'first.last+tag@sub.example.org', "o'neil@x.io", 'A_B-1@X-Y.COM']) {
      expect(isValidEmail(ok)).toBe(true)
    }
    for (const bad of [
      '',
      'plain',
      '@b.co',
      'a@',
      'a@b',
      'a@b.c',
      'a b@c.co',
      '.a@b.co',
      'a..b@c.co',
      'a@-b.co',
      'a@b.co\n',
      `${'a'.repeat(250)}@b.co`,
    ]) {
      expect(isValidEmail(bad)).toBe(false)
    }
  })

  it('never throws, and stays fast, on hostile input', () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        const result = isValidEmail(value)
        expect(typeof result).toBe('boolean')
        if (result) expect((value as string).includes('@')).toBe(true)
      }),
    )
    const start = performance.now()
    isValidEmail(`${'a.'.repeat(120)}@${'b-'.repeat(60)}`)
    isValidEmail(`${'a'.repeat(5_000_000)}@b.co`)
    expect(performance.now() - start).toBeLessThan(1000)
  })
})

describe('email login cooldown (spec §5: 30 s, "Please try again after N seconds")', () => {
  it('refuses within 30 s with N = remaining seconds rounded up', () => {
    expect(TIMING.EMAIL_CODE_RESEND_COOLDOWN_MS).toBe(30_000)
    const last = 1_000_000
    const cases: [number, number][] = [
      [0, 30],
      [1, 30],
      [999, 30],
      [1_000, 29],
      [1_001, 29],
      [20_500, 10],
      [29_000, 1],
      [29_999, 1],
      [30_000, 0],
      [45_000, 0],
    ]
    for (const [elapsed, seconds] of cases) {
      expect(emailLoginCooldownSeconds(last, last + elapsed)).toBe(seconds)
      const error = thrown(() => assertEmailLoginAllowed(last, last + elapsed))
      if (seconds === 0) expect(error).toBeUndefined()
      else {
        expect(error?.code).toBe('RETRY_AFTER')
        expect(error?.message).toBe(`Please try again after ${seconds} seconds`)
      }
    }
  })

  it('uses the clock by default', () => {
    vi.useFakeTimers({ now: 50_000 })
    expect(thrown(() => assertEmailLoginAllowed(45_000))?.message).toBe(
      'Please try again after 25 seconds',
    )
    vi.advanceTimersByTime(25_000)
    expect(thrown(() => assertEmailLoginAllowed(45_000))).toBeUndefined()
  })

  it('allows when there was no previous login, and caps a future time at 30 s', () => {
    expect(emailLoginCooldownSeconds(undefined, 5)).toBe(0)
    expect(emailLoginCooldownSeconds(Number.NaN, 5)).toBe(0)
    expect(emailLoginCooldownSeconds(1_000_000, 0)).toBe(30)
  })

  it('is ceil((30000 - elapsed) / 1000) for every elapsed time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.nat(60_000), (last, elapsed) => {
        const expected = elapsed < 30_000 ? Math.ceil((30_000 - elapsed) / 1000) : 0
        expect(emailLoginCooldownSeconds(last, last + elapsed)).toBe(expected)
      }),
    )
  })
})

describe('embedded wallet RPC methods (spec §6)', () => {
  it('lists the not-safe methods of the spec', () => {
    expect([...NOT_SAFE_RPC_METHODS].sort()).toEqual(
      [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
        'wallet_sendCalls',
        'wallet_grantPermissions',
        'wallet_revokePermissions',
        'eth_sendUserOperation',
      ].sort(),
    )
    for (const method of NOT_SAFE_RPC_METHODS) expect(isSafeRpcMethod(method)).toBe(false)
  })

  it('safe: read-only queries, raw-transaction send, capability and asset queries', () => {
    for (const method of [
      'eth_call',
      'eth_getBalance',
      'eth_chainId',
      'eth_sendRawTransaction',
      'wallet_getCapabilities',
      'wallet_getAssets',
    ]) {
      expect(isSafeRpcMethod(method)).toBe(true)
    }
    expect(
      SAFE_RPC_METHODS.some((m) => (NOT_SAFE_RPC_METHODS as readonly string[]).includes(m)),
    ).toBe(false)
  })

  it("refuses unknown methods with 'Requested RPC call is not allowed'", () => {
    for (const request of [
      { method: 'eth_sign' },
      { method: 'wallet_addEthereumChain' },
      { method: 'toString' },
      { method: '__proto__' },
      {},
      null,
      'eth_call',
    ]) {
      const check = checkFrameRpcRequest(request)
      expect(check.ok).toBe(false)
      if (!check.ok) {
        expect(check.error.code).toBe('RPC_NOT_ALLOWED')
        expect(check.error.message).toBe('Requested RPC call is not allowed')
      }
    }
    expect(thrown(() => assertFrameRpcRequest({ method: 'eth_sign' }))?.message).toBe(
      'Requested RPC call is not allowed',
    )
  })

  it('accepts known methods and says whether they are safe', () => {
    expect(checkFrameRpcRequest({ method: 'eth_call', params: [] })).toEqual({
      ok: true,
      method: 'eth_call',
      safe: true,
    })
    expect(assertFrameRpcRequest({ method: 'personal_sign', params: ['0x', '0x'] })).toEqual({
      method: 'personal_sign',
      safe: false,
    })
  })

  it('never throws on hostile requests; allowed exactly for the listed methods', () => {
    const all = [...SAFE_RPC_METHODS, ...NOT_SAFE_RPC_METHODS] as string[]
    fc.assert(
      fc.property(
        fc.oneof(hostileValue, fc.constantFrom(...all)),
        hostileValue,
        (method, params) => {
          const check = checkFrameRpcRequest({ method, params })
          const known = typeof method === 'string' && all.includes(method)
          expect(isAllowedRpcMethod(method)).toBe(known)
          if (!known) expect(check.ok).toBe(false)
          if (known && method !== 'wallet_sendCalls') expect(check.ok).toBe(true)
        },
      ),
    )
  })
})

describe("wallet_sendCalls (spec §5: 'to' starts with 0x, optional data starts with 0x)", () => {
  const to = '0x52908400098527886E0F7030069857D2E4169EE7'

  it('accepts calls with and without data', () => {
    expect(isValidWalletSendCallsParams([{ calls: [{ to }, { to, data: '0xabcdef' }] }])).toBe(true)
    expect(
      checkFrameRpcRequest({ method: 'wallet_sendCalls', params: [{ calls: [{ to }] }] }),
    ).toEqual({
      ok: true,
      method: 'wallet_sendCalls',
      safe: false,
    })
  })

  it.each([
    ['to without 0x', [{ calls: [{ to: to.slice(2) }] }]],
    ['missing to', [{ calls: [{ data: '0x' }] }]],
    ['data without 0x', [{ calls: [{ to, data: 'abcdef' }] }]],
    ['data not a string', [{ calls: [{ to, data: 12 }] }]],
    ['calls missing', [{}]],
    ['params not a list', { calls: [{ to }] }],
    ['params empty', []],
  ])('rejects %s', (_label, params) => {
    expect(isValidWalletSendCallsParams(params)).toBe(false)
    const check = checkFrameRpcRequest({ method: 'wallet_sendCalls', params })
    expect(check.ok).toBe(false)
    if (!check.ok) {
      expect(check.error.code).toBe('INVALID_RPC_PARAMS')
      expect(check.error.shortMessage).toBe('Invalid wallet_sendCalls request')
    }
  })

  it('agrees with a reference check on generated calls', () => {
    const field = fc.oneof(fc.constantFrom('0x', '0xab', 'ab', '', '0X1'), hostileValue)
    const call = fc.record({ to: field, data: field }, { requiredKeys: [] })
    fc.assert(
      fc.property(fc.array(call, { minLength: 1, maxLength: 3 }), (calls) => {
        const ok = calls.every(
          (c) =>
            typeof c.to === 'string' &&
            c.to.startsWith('0x') &&
            (c.data === undefined || (typeof c.data === 'string' && c.data.startsWith('0x'))),
        )
        expect(isValidWalletSendCallsParams([{ calls }])).toBe(ok)
      }),
    )
  })
})

describe('frame social provider, theme mode, hashes (spec §5)', () => {
  it('social provider is one of google, github, apple, facebook, x, discord', () => {
    for (const p of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) {
      expect(isFrameSocialProvider(p)).toBe(true)
    }
    for (const p of ['farcaster', 'Google', 'twitter', '__proto__', '', undefined]) {
      expect(isFrameSocialProvider(p)).toBe(false)
    }
  })

  it('theme mode is light or dark', () => {
    expect(isThemeMode('light')).toBe(true)
    expect(isThemeMode('dark')).toBe(true)
    expect(isThemeMode('Dark')).toBe(false)
    expect(isThemeMode('system')).toBe(false)
  })

  it('transaction hash is 0x plus 64 hex; signed message 0x plus at least 62 hex', () => {
    const hex = (n: number) => 'aB3'.repeat(30).slice(0, n)
    expect(isTransactionHash(`0x${hex(64)}`)).toBe(true)
    expect(isTransactionHash(`0x${hex(63)}`)).toBe(false)
    expect(isTransactionHash(`0x${hex(65)}`)).toBe(false)
    expect(isTransactionHash(`0x${hex(63)}g`)).toBe(false)
    expect(isSignedMessage(`0x${hex(62)}`)).toBe(true)
    expect(isSignedMessage(`0x${hex(61)}`)).toBe(false)
    expect(isSignedMessage(`0x${hex(90)}${hex(40)}`)).toBe(true)
    expect(isSignedMessage(`${hex(64)}`)).toBe(false)
  })

  it('agree with reference regexes on hostile and near-valid input, never throw', () => {
    const hexString = fc
      .array(fc.constantFrom(...'0123456789abcdefABCDEFgx'), { minLength: 58, maxLength: 70 })
      .map((c) => `0x${c.join('')}`)
    fc.assert(
      fc.property(fc.oneof(hostileValue, hexString), (value) => {
        const s = typeof value === 'string'
        expect(isTransactionHash(value)).toBe(s && /^0x[0-9a-f]{64}$/i.test(value))
        expect(isSignedMessage(value)).toBe(s && /^0x[0-9a-f]{62,}$/i.test(value))
        expect(isThemeMode(value)).toBe(value === 'light' || value === 'dark')
      }),
      { numRuns: 500 },
    )
  })
})

describe("the frame's theme (SYNC_THEME themeVariables)", () => {
  it('takes the known variables with a colour, px or font value', () => {
    const theme = {
      '--gw-accent': '#E83461',
      '--gw-accent-fg': 'white',
      '--gw-color-bg': 'rgb(18 19 22 / 0.9)',
      '--gw-color-border': 'hsla(0, 0%, 100%, 0.08)',
      '--gw-font-family': "'Inter', system-ui, sans-serif",
      '--gw-border-radius-master': '6px',
    }
    expect(isFrameThemeVariables(theme)).toBe(true)
    expect(pickFrameThemeVariables(theme)).toEqual(theme)
    expect(isFrameThemeVariables({})).toBe(true)
  })

  it('refuses a hostile value: nothing that can end the declaration, add a rule or load anything', () => {
    for (const hostile of [
      { '--gw-accent': 'red;}body{display:none' },
      { '--gw-accent': 'red}</style><script>alert(1)</script>' },
      { '--gw-color-bg': 'url(https://evil.example/x.png)' },
      { '--gw-color-bg': 'var(--secret)' },
      { '--gw-color-bg': 'rgb(0,0,0) url(x)' },
      { '--gw-font-family': 'x; background: url(//evil)' },
      { '--gw-font-family': 'a\\3b b' },
      { '--gw-border-radius-master': 'calc(100vh)' },
      { '--gw-shadow-card': '#000' },
      { color: 'red' },
      { ['__proto__']: '#000' },
      { '--gw-accent': 5 },
    ])
      expect(isFrameThemeVariables(hostile), JSON.stringify(hostile)).toBe(false)
    for (const value of [null, 'x', ['--gw-accent'], 42])
      expect(isFrameThemeVariables(value)).toBe(false)
  })

  it('the kit sends only what the frame takes (a number radius as px), never a hostile value', () => {
    expect(
      pickFrameThemeVariables({
        '--gw-accent': '#00f',
        '--gw-border-radius-master': 8,
        '--gw-color-bg': 'color-mix(in srgb, red 50%, blue)',
        '--gw-z-index': 10,
        '--gw-color-fg': 'red;}x{',
      }),
    ).toEqual({ '--gw-accent': '#00f', '--gw-border-radius-master': '8px' })
    fc.assert(
      fc.property(hostileValue, (value) => {
        const picked = pickFrameThemeVariables({ '--gw-accent': value, '--gw-font-family': value })
        expect(isFrameThemeVariables(picked)).toBe(true)
      }),
    )
  })
})
