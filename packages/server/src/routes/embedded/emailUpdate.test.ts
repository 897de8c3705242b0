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
  newEmail,
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

const codeTo = async (to: string, since: number) =>
  /\d{6}/.exec((await mailbox.waitForMail({ to, subject: /code/, since })).subject)![0]

const forgetCooldown = (email: string) =>
  started.server.db.query('DELETE FROM embedded_mail_cooldowns WHERE mailbox = $1', [email])

describe('email change: a code to the current email, then one to the new', {
  timeout: 30_000,
}, () => {
  it('changes the email; the old one no longer logs in to this user', async () => {
    const { token, user, email, deviceId } = await logIn(started, mailbox)
    await forgetCooldown(email)
    const target = newEmail('moved')
    const since = Date.now() - 1
    const begin = await call(
      started,
      'POST',
      '/embedded/email/update',
      { newEmail: target },
      { token },
    )
    expect(begin).toMatchObject({ status: 200, json: { action: 'VERIFY_PRIMARY_OTP' } })
    const primary = await codeTo(email, since)
    // Not yet the secondary stage.
    expectRefusal(
      await call(started, 'POST', '/embedded/email/update/secondary', { otp: primary }, { token }),
      400,
      'EMAIL_UPDATE_INVALID',
    )
    const step = await call(
      started,
      'POST',
      '/embedded/email/update/primary',
      { otp: primary },
      { token },
    )
    expect(step).toMatchObject({ status: 200, json: { action: 'VERIFY_SECONDARY_OTP' } })
    const secondary = await codeTo(target, since)
    const wrong = String((Number(secondary) + 1) % 1_000_000).padStart(6, '0')
    expectRefusal(
      await call(started, 'POST', '/embedded/email/update/secondary', { otp: wrong }, { token }),
      400,
      'OTP_INVALID',
      { triesLeft: 4 },
    )
    const done = await call(
      started,
      'POST',
      '/embedded/email/update/secondary',
      { otp: secondary },
      { token },
    )
    expect(done).toEqual(expect.objectContaining({ status: 200, json: { newEmail: target } }))
    const me = await call(started, 'GET', '/embedded/me', undefined, { token })
    expect(me.json.user).toMatchObject({ id: user.id, email: target })
    // The codes are single use: a replay finds no change waiting.
    expectRefusal(
      await call(
        started,
        'POST',
        '/embedded/email/update/secondary',
        { otp: secondary },
        { token },
      ),
      400,
      'EMAIL_UPDATE_INVALID',
    )
    // The new email on the same device: a code for the same user.
    await forgetCooldown(target)
    const login = await call(started, 'POST', '/embedded/email/login', { email: target, deviceId })
    expect(login.json).toEqual({ action: 'VERIFY_OTP' })
    // The old email is a new user now.
    await forgetCooldown(email)
    const old = await logIn(started, mailbox, email, newDevice())
    expect(old.user).toMatchObject({ isNew: true })
    expect(old.user.id).not.toBe(user.id)
  })

  it('refusals: taken email 409, same email, bad email, cooldown, a social user, a taken email before the second code', async () => {
    const first = await logIn(started, mailbox)
    const second = await logIn(started, mailbox)
    await forgetCooldown(first.email)
    expectRefusal(
      await call(
        started,
        'POST',
        '/embedded/email/update',
        { newEmail: second.email.toUpperCase() },
        { token: first.token },
      ),
      409,
      'EMAIL_TAKEN',
      { field: 'newEmail' },
    )
    expectRefusal(
      await call(
        started,
        'POST',
        '/embedded/email/update',
        { newEmail: first.email },
        { token: first.token },
      ),
      400,
      'EMAIL_UPDATE_INVALID',
    )
    expectRefusal(
      await call(
        started,
        'POST',
        '/embedded/email/update',
        { newEmail: 'nope' },
        { token: first.token },
      ),
      400,
      'INVALID_EMAIL',
      { field: 'newEmail' },
    )
    expectRefusal(
      await call(
        started,
        'POST',
        '/embedded/email/update/primary',
        { otp: '123' },
        { token: first.token },
      ),
      400,
      'INVALID_REQUEST',
      { field: 'otp' },
    )
    expectRefusal(
      await call(
        started,
        'POST',
        '/embedded/email/update/primary',
        { otp: '123456' },
        { token: first.token },
      ),
      400,
      'EMAIL_UPDATE_INVALID',
    )
    const target = newEmail('target')
    const since = Date.now() - 1
    expect(
      (
        await call(
          started,
          'POST',
          '/embedded/email/update',
          { newEmail: target },
          { token: first.token },
        )
      ).status,
    ).toBe(200)
    expectRefusal(
      await call(
        started,
        'POST',
        '/embedded/email/update',
        { newEmail: target },
        { token: first.token },
      ),
      429,
      'RETRY_AFTER',
    )
    const primary = await codeTo(first.email, since)
    // The second user takes the target meanwhile: the primary step refuses it.
    await started.server.db.query(
      'UPDATE embedded_users SET email = $1, subject = $1 WHERE id = $2',
      [target, second.user.id],
    )
    expectRefusal(
      await call(
        started,
        'POST',
        '/embedded/email/update/primary',
        { otp: primary },
        { token: first.token },
      ),
      409,
      'EMAIL_TAKEN',
    )

    const db = started.server.db
    const { user } = await findOrCreateUser(db, {
      provider: 'google',
      subject: 'g-1',
      email: newEmail(),
    })
    const social = await createSession(db, user.id, newDevice(), { projectId: 'demo' })
    expectRefusal(
      await call(
        started,
        'POST',
        '/embedded/email/update',
        { newEmail: newEmail() },
        { token: social.token },
      ),
      400,
      'EMAIL_UPDATE_INVALID',
    )
  })
})
