import { type Mailbox, startMailbox } from '@gangway/testing/tools'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, START_TIMEOUT_MS, useTestServers } from '../../testing/testServer.testing.js'
import {
  call,
  embeddedConfig,
  expectRefusal,
  newDevice,
  newEmail,
  requestLoginCode,
  type Started,
} from './embeddedTestSetup.testing.js'

const start = useTestServers()
let mailbox: Mailbox
let started: Started
/** A server whose codes live 1 s, and allow 3 tries. */
let shortCodes: Started
beforeAll(async () => {
  mailbox = await startMailbox()
  ;[started, shortCodes] = await Promise.all([
    start(embeddedConfig(mailbox)),
    start(
      embeddedConfig(
        mailbox,
        { otpTtlSeconds: 1, otpMaxTries: 3 },
        {
          chains: [
            {
              caipNetworkId: 'eip155:31337',
              rpcUrls: ['http://127.0.0.1:8545/first', 'http://127.0.0.1:8546/second'],
              publicRpcUrls: ['http://127.0.0.1:8547/public'],
              native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            },
          ],
        },
      ),
    ),
  ])
}, START_TIMEOUT_MS)
afterAll(() => mailbox.close())

const counts = async ({ server }: Started) =>
  (
    await server.db.query<{ users: number; sessions: number }>(
      `SELECT (SELECT count(*)::int FROM embedded_users) AS users,
              (SELECT count(*)::int FROM embedded_sessions) AS sessions`,
    )
  )[0]

/** Starts a login (its device approved by the mailed link) and reads the mailed code. */
const requestCode = (on: Started, email = newEmail(), deviceId = newDevice()) =>
  requestLoginCode(on, mailbox, email, deviceId)

const wrongOf = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0')

describe('email login refusals: each named, nothing created', { timeout: 30_000 }, () => {
  it('wrong code × N: OTP_INVALID counting down, then OTP_LOCKED, even for the right code', async () => {
    const { email, deviceId, otp } = await requestCode(started)
    const before = await counts(started)
    for (const triesLeft of [4, 3, 2, 1]) {
      expectRefusal(
        await call(started, 'POST', '/embedded/email/otp', { email, deviceId, otp: wrongOf(otp) }),
        400,
        'OTP_INVALID',
        { message: 'Invalid code', triesLeft },
      )
    }
    const locked = { message: 'Too many attempts, request a new code' }
    expectRefusal(
      await call(started, 'POST', '/embedded/email/otp', { email, deviceId, otp: wrongOf(otp) }),
      429,
      'OTP_LOCKED',
      locked,
    )
    expectRefusal(
      await call(started, 'POST', '/embedded/email/otp', { email, deviceId, otp }),
      429,
      'OTP_LOCKED',
      locked,
    )
    expect(await counts(started)).toEqual(before)
    // A new code (after the cooldown) works again.
    await started.server.db.query('DELETE FROM embedded_mail_cooldowns WHERE mailbox = $1', [email])
    const fresh = await requestCode(started, email, deviceId)
    expect(
      (await call(started, 'POST', '/embedded/email/otp', { email, deviceId, otp: fresh.otp }))
        .status,
    ).toBe(200)
  })

  it('racing tries: wrong ones count exactly up to the limit, the right one opens one session', async () => {
    const wrong = await requestCode(started)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(started, 'POST', '/embedded/email/otp', { ...wrong, otp: wrongOf(wrong.otp) }),
      ),
    )
    const codes = answers.map((answer) => answer.json.error.code).sort()
    expect(codes).toEqual([...Array(4).fill('OTP_INVALID'), ...Array(6).fill('OTP_LOCKED')])
    const [row] = await started.server.db.query<{ tries: number }>(
      "SELECT tries FROM embedded_codes WHERE purpose = 'login' AND email = $1",
      [wrong.email],
    )
    expect(row?.tries).toBe(5)

    const right = await requestCode(started)
    const logins = await Promise.all(
      Array.from({ length: 5 }, () => call(started, 'POST', '/embedded/email/otp', right)),
    )
    expect(logins.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400])
    const sessions = await started.server.db.query(
      'SELECT s.id FROM embedded_sessions s JOIN embedded_users u ON u.id = s.user_id WHERE u.email = $1',
      [right.email],
    )
    expect(sessions).toHaveLength(1)
  })

  it('the configured tries (3) and a code past its time (1 s): OTP_EXPIRED', async () => {
    const first = await requestCode(shortCodes)
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    const before = await counts(shortCodes)
    expectRefusal(
      await call(shortCodes, 'POST', '/embedded/email/otp', first),
      400,
      'OTP_EXPIRED',
      { message: 'The code has expired' },
    )
    expect(await counts(shortCodes)).toEqual(before)
    const second = await requestCode(shortCodes)
    const wrong = { ...second, otp: wrongOf(second.otp) }
    expectRefusal(
      await call(shortCodes, 'POST', '/embedded/email/otp', wrong),
      400,
      'OTP_INVALID',
      {
        triesLeft: 2,
      },
    )
    expectRefusal(
      await call(shortCodes, 'POST', '/embedded/email/otp', wrong),
      400,
      'OTP_INVALID',
      {
        triesLeft: 1,
      },
    )
    expectRefusal(await call(shortCodes, 'POST', '/embedded/email/otp', wrong), 429, 'OTP_LOCKED')
  })

  it("another device's try of the code is a wrong try; a code of another email is void", async () => {
    const { email, deviceId, otp } = await requestCode(started)
    expectRefusal(
      await call(started, 'POST', '/embedded/email/otp', { email, deviceId: newDevice(), otp }),
      400,
      'OTP_INVALID',
      { triesLeft: 4 },
    )
    expectRefusal(
      await call(started, 'POST', '/embedded/email/otp', { email: newEmail(), deviceId, otp }),
      400,
      'OTP_EXPIRED',
    )
    expect(
      (await call(started, 'POST', '/embedded/email/otp', { email, deviceId, otp })).status,
    ).toBe(200)
  })

  it.each([
    ['not-an-email'],
    ['a@b'],
    ['two@@example.com'],
    ['<script>@example.com'],
    [`${'a'.repeat(250)}@example.com`],
  ])('a bad email %j: 400 INVALID_EMAIL, no mail', async (email) => {
    const count = mailbox.messages.length
    expectRefusal(
      await call(started, 'POST', '/embedded/email/login', { email, deviceId: newDevice() }),
      400,
      'INVALID_EMAIL',
      { field: 'email' },
    )
    expect(mailbox.messages.length).toBe(count)
  })

  it.each([
    ['/embedded/email/login', {}, 'email'],
    ['/embedded/email/login', { email: 'a@example.com' }, 'deviceId'],
    ['/embedded/email/login', { email: 'a@example.com', deviceId: 'short' }, 'deviceId'],
    ['/embedded/email/login', { email: 42, deviceId: newDevice() }, 'email'],
    ['/embedded/email/device', { email: 'a@example.com', deviceId: 'x y z w v u' }, 'deviceId'],
    ['/embedded/email/otp', { email: 'a@example.com', deviceId: newDevice() }, 'otp'],
    ['/embedded/email/otp', { email: 'a@example.com', deviceId: newDevice(), otp: '12345' }, 'otp'],
    [
      '/embedded/email/otp',
      { email: 'a@example.com', deviceId: newDevice(), otp: '12345a' },
      'otp',
    ],
  ])('a bad body at %s (%j): 400 INVALID_REQUEST naming %s', async (path, body, field) => {
    expectRefusal(await call(started, 'POST', path, body), 400, 'INVALID_REQUEST', { field })
  })

  it('a body that is not JSON, or too large: refused', async () => {
    expectRefusal(
      await call(started, 'POST', '/embedded/email/login', '{"email":'),
      400,
      'INVALID_REQUEST',
    )
    const large = { email: 'a@example.com', deviceId: newDevice(), pad: 'x'.repeat(20_000) }
    expectRefusal(
      await call(started, 'POST', '/embedded/email/login', large),
      413,
      'PAYLOAD_TOO_LARGE',
    )
  })

  it('an unknown project, a * project, another project in the body, another origin: refused', async () => {
    const body = { email: newEmail(), deviceId: newDevice() }
    expectRefusal(
      await call(started, 'POST', '/embedded/email/login', body, { project: 'nope' }),
      403,
      'UNKNOWN_PROJECT',
    )
    expectRefusal(
      await call(started, 'POST', '/embedded/email/login', body, { project: 'open' }),
      403,
      'EMBEDDED_ORIGINS_REQUIRED',
    )
    expectRefusal(
      await call(started, 'GET', '/embedded/project', undefined, { project: 'open' }),
      403,
      'EMBEDDED_ORIGINS_REQUIRED',
    )
    expectRefusal(
      await call(started, 'POST', '/embedded/email/login', { ...body, projectId: 'other' }),
      400,
      'PROJECT_MISMATCH',
      { field: 'projectId' },
    )
    expectRefusal(
      await call(started, 'POST', '/embedded/email/login', body, {
        headers: { origin: 'https://evil.example' },
      }),
      403,
      'ORIGIN_NOT_ALLOWED',
    )
    expect(
      await started.server.db.query('SELECT 1 FROM embedded_codes WHERE email = $1', [body.email]),
    ).toEqual([])
  })

  it("GET /embedded/project: the project's origins and each chain's first public RPC URL", async () => {
    const answer = await call(started, 'GET', '/embedded/project')
    expect(answer).toMatchObject({ status: 200, json: { origins: [ORIGIN], chains: [] } })
    expect((await call(shortCodes, 'GET', '/embedded/project')).json).toEqual({
      origins: [ORIGIN],
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          rpcUrl: 'http://127.0.0.1:8547/public',
          native: { symbol: 'ETH', decimals: 18 },
        },
      ],
    })
  })

  it('every route is in the OpenAPI document', async () => {
    const document = (await (await fetch(`${started.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /embedded/email/login',
        'GET /embedded/device/approve',
        'POST /embedded/device/approve',
        'POST /embedded/email/device',
        'POST /embedded/email/otp',
        'GET /embedded/me',
        'POST /embedded/signout',
        'GET /embedded/vault',
        'PUT /embedded/vault',
        'POST /embedded/email/update',
        'POST /embedded/email/update/primary',
        'POST /embedded/email/update/secondary',
        'GET /embedded/project',
      ]),
    )
  })
})
