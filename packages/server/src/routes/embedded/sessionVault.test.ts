import { type Mailbox, startMailbox } from '@gangway/testing/tools'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../embedded/sessions.js'
import { findOrCreateUser } from '../../embedded/users.js'
import { START_TIMEOUT_MS, useTestServers } from '../../testing/testServer.testing.js'
import {
  call,
  embeddedConfig,
  expectRefusal,
  logIn,
  newDevice,
  type Started,
} from './embeddedTestSetup.testing.js'

const start = useTestServers()
let mailbox: Mailbox
let started: Started
beforeAll(async () => {
  mailbox = await startMailbox()
  started = await start(embeddedConfig(mailbox))
}, START_TIMEOUT_MS)
afterAll(() => mailbox.close())

const RECOVERY = 'v1.c2FsdA.aXZpdml2aXZpdg.Y2lwaGVydGV4dGNpcGhlcnRleHQ'
const ADDRESSES = {
  eip155: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
}

describe('sessions and the vault', { timeout: 30_000 }, () => {
  it('no bearer, a malformed one, an unknown one: 401, for every session route', async () => {
    for (const [method, path, body] of [
      ['GET', '/embedded/me'],
      ['POST', '/embedded/signout'],
      ['GET', '/embedded/vault'],
      ['PUT', '/embedded/vault', { recovery: RECOVERY, addresses: ADDRESSES }],
      ['POST', '/embedded/email/update', { newEmail: 'new@example.com' }],
    ] as const) {
      expectRefusal(await call(started, method, path, body), 401, 'SESSION_MISSING', {
        field: 'authorization',
      })
      expectRefusal(
        await call(started, method, path, body, { headers: { authorization: 'Basic abc' } }),
        401,
        'SESSION_INVALID',
      )
      expectRefusal(
        await call(started, method, path, body, { token: 'A'.repeat(43) }),
        401,
        'SESSION_INVALID',
      )
    }
  })

  it('the vault: a server key made once, the recovery stored once (409 after), addresses on the user', async () => {
    const { token, user } = await logIn(started, mailbox)
    const first = await call(started, 'GET', '/embedded/vault', undefined, { token })
    expect(first.status).toBe(200)
    expect(first.json).toEqual({
      serverKey: expect.stringMatching(/^[-_A-Za-z0-9]{43}$/),
      vault: null,
    })
    const again = await call(started, 'GET', '/embedded/vault', undefined, { token })
    expect(again.json.serverKey).toBe(first.json.serverKey)

    const put = await call(
      started,
      'PUT',
      '/embedded/vault',
      { recovery: RECOVERY, addresses: ADDRESSES },
      { token },
    )
    expect(put.status).toBe(204)
    const twice = await call(
      started,
      'PUT',
      '/embedded/vault',
      { recovery: `${RECOVERY}x`, addresses: { eip155: ADDRESSES.eip155 } },
      { token },
    )
    expectRefusal(twice, 409, 'VAULT_EXISTS')
    const read = await call(started, 'GET', '/embedded/vault', undefined, { token })
    expect(read.json).toEqual({
      serverKey: first.json.serverKey,
      vault: { recovery: RECOVERY, addresses: ADDRESSES },
    })
    const me = await call(started, 'GET', '/embedded/me', undefined, { token })
    expect(me.json.user).toEqual({ ...user, isNew: false, addresses: ADDRESSES })
  })

  it('a PUT before any GET stores too; bad bodies are named', async () => {
    const { token } = await logIn(started, mailbox)
    for (const [body, field] of [
      [{ addresses: ADDRESSES }, 'recovery'],
      [{ recovery: 'short', addresses: ADDRESSES }, 'recovery'],
      [{ recovery: `${RECOVERY}<`, addresses: ADDRESSES }, 'recovery'],
      [{ recovery: RECOVERY, addresses: {} }, 'addresses'],
      [{ recovery: RECOVERY, addresses: { eip155: '0x12' } }, 'addresses.eip155'],
      [{ recovery: RECOVERY, addresses: { solana: '0OIl' } }, 'addresses.solana'],
    ] as const)
      expectRefusal(
        await call(started, 'PUT', '/embedded/vault', body, { token }),
        400,
        'INVALID_REQUEST',
        {
          field,
        },
      )
    expect(
      (
        await call(
          started,
          'PUT',
          '/embedded/vault',
          { recovery: RECOVERY, addresses: { solana: ADDRESSES.solana } },
          { token },
        )
      ).status,
    ).toBe(204)
    const read = await call(started, 'GET', '/embedded/vault', undefined, { token })
    expect(read.json.vault).toEqual({ recovery: RECOVERY, addresses: { solana: ADDRESSES.solana } })
  })

  it('signout revokes the session; an expired session or another project is refused', async () => {
    const { token, user } = await logIn(started, mailbox)
    const second = await logIn(started, mailbox)
    expect(
      (await call(started, 'GET', '/embedded/me', undefined, { token, project: 'other' })).status,
    ).toBe(401)
    expect((await call(started, 'POST', '/embedded/signout', undefined, { token })).status).toBe(
      204,
    )
    expectRefusal(
      await call(started, 'GET', '/embedded/me', undefined, { token }),
      401,
      'SESSION_INVALID',
    )
    expectRefusal(
      await call(started, 'GET', '/embedded/vault', undefined, { token }),
      401,
      'SESSION_INVALID',
    )
    expect(user.id).not.toBe(second.user.id)
    // The other user's session lives on, until its time is over.
    expect(
      (await call(started, 'GET', '/embedded/me', undefined, { token: second.token })).status,
    ).toBe(200)
    await started.server.db.query(
      "UPDATE embedded_sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [second.user.id],
    )
    expectRefusal(
      await call(started, 'GET', '/embedded/me', undefined, { token: second.token }),
      401,
      'SESSION_INVALID',
    )
  })

  it('createSession (for social and Farcaster logins): approves the device, honours project and ttl', async () => {
    const db = started.server.db
    const { user, isNew } = await findOrCreateUser(db, {
      provider: 'github',
      subject: '12345',
      email: 'Octo@Example.com',
      username: 'octo',
    })
    expect(isNew).toBe(true)
    expect(user).toMatchObject({ provider: 'github', email: 'octo@example.com', username: 'octo' })
    const again = await findOrCreateUser(db, {
      provider: 'github',
      subject: '12345',
      username: 'octo2',
    })
    expect(again).toMatchObject({ isNew: false, user: { id: user.id, username: 'octo2' } })
    const deviceId = newDevice()
    const session = await createSession(db, user.id, deviceId, {
      projectId: 'demo',
      ttlSeconds: 60,
    })
    expect(session.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000)
    const me = await call(started, 'GET', '/embedded/me', undefined, { token: session.token })
    expect(me.json.user).toEqual({
      id: user.id,
      email: 'octo@example.com',
      username: 'octo2',
      provider: 'github',
      isNew: false,
      addresses: {},
    })
    expect(
      await db.query('SELECT 1 FROM embedded_devices WHERE user_id = $1 AND device_id = $2', [
        user.id,
        deviceId,
      ]),
    ).toHaveLength(1)
    // A social user with an email is not the email login of that email.
    const emailUser = await findOrCreateUser(db, { provider: 'email', subject: 'octo@example.com' })
    expect(emailUser.isNew).toBe(true)
    expect(emailUser.user.id).not.toBe(user.id)
  })
})
