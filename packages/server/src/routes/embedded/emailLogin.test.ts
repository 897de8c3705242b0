import { type Mailbox, startMailbox } from '@gangway/testing/tools'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { START_TIMEOUT_MS, useTestServers } from '../../testing/testServer.testing.js'
import {
  approvalLink,
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
  // Polls here run while the test approves the device: long enough for that (each ends as soon
  // as the approval is seen), never waited out.
  started = await start(embeddedConfig(mailbox, { devicePollMs: 10_000 }))
}, START_TIMEOUT_MS)
afterAll(() => mailbox.close())

describe('email login (real SMTP mail)', { timeout: 30_000 }, () => {
  it('a new email: the mailed link approves the device, then a 6-digit code opens a session', async () => {
    const email = newEmail('new')
    const deviceId = newDevice()
    const since = Date.now() - 1
    const login = await call(started, 'POST', '/embedded/email/login', {
      projectId: 'demo',
      email: `  ${email.toUpperCase()} `,
      deviceId,
    })
    // Like a known email on a new device: nothing tells an account apart from none.
    expect(login).toMatchObject({ status: 200, json: { action: 'VERIFY_DEVICE' } })
    expect(login.headers.get('cache-control')).toBe('no-store')
    expect(mailbox.latestCode(email)).toBeUndefined()
    expect(
      (await fetch(await approvalLink(mailbox, email, since), { method: 'POST' })).status,
    ).toBe(200)
    const poll = await call(started, 'POST', '/embedded/email/device', { email, deviceId })
    expect(poll.json).toEqual({ action: 'VERIFY_OTP' })
    const mail = await mailbox.waitForMail({ to: email, subject: /^Your Gangway code: \d{6}$/ })
    expect(mail.fromHeader).toContain('no-reply@test.example')
    const otp = mailbox.latestCode(email)!
    expect(mail.subject).toBe(`Your Gangway code: ${otp}`)
    // The code is the only 6-digit number of the mail.
    expect(mail.text.match(/\d{6}/g)).toEqual([otp])
    expect(mail.html).toContain(otp)
    const done = await call(started, 'POST', '/embedded/email/otp', { email, deviceId, otp })
    expect(done.status).toBe(200)
    expect(done.json.token).toMatch(/^[-_A-Za-z0-9]{43}$/)
    expect(done.json.user).toEqual({
      id: expect.any(String),
      email,
      provider: 'email',
      isNew: true,
      addresses: {},
    })
    const me = await call(started, 'GET', '/embedded/me', undefined, { token: done.json.token })
    expect(me).toMatchObject({ status: 200, json: { user: { ...done.json.user, isNew: false } } })
    // Only hashes are stored: neither the code nor the token is in the database.
    const rows = await started.server.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM embedded_sessions',
    )
    expect(rows.some((row) => row.token_hash === done.json.token)).toBe(false)
    // The code is single use.
    expectRefusal(
      await call(started, 'POST', '/embedded/email/otp', { email, deviceId, otp }),
      400,
      'OTP_EXPIRED',
      { message: 'The code has expired' },
    )
  })

  it('within 30 s of the last mail to the mailbox for this device: 429 RETRY_AFTER, N seconds rounded up', async () => {
    const email = newEmail('cooldown')
    const deviceId = newDevice()
    expect((await call(started, 'POST', '/embedded/email/login', { email, deviceId })).status).toBe(
      200,
    )
    const again = await call(started, 'POST', '/embedded/email/login', { email, deviceId })
    expectRefusal(again, 429, 'RETRY_AFTER')
    const seconds = again.json.error.seconds
    expect(seconds === 30 || seconds === 29).toBe(true)
    expect(again.json.error.message).toBe(`Please try again after ${seconds} seconds`)
    const backdate = (interval: string) =>
      started.server.db.query(
        `UPDATE embedded_mail_cooldowns SET last_sent_at = now() - interval '${interval}' WHERE mailbox = $1 AND device_id = $2`,
        [email, deviceId],
      )
    await backdate('12500 milliseconds')
    const later = await call(started, 'POST', '/embedded/email/login', { email, deviceId })
    expectRefusal(later, 429, 'RETRY_AFTER', {
      seconds: 18,
      message: 'Please try again after 18 seconds',
    })
    // Back to 30 s ago: allowed again.
    await backdate('31 seconds')
    expect(
      (await call(started, 'POST', '/embedded/email/login', { email, deviceId })).json,
    ).toEqual({ action: 'VERIFY_DEVICE' })
  })

  it('a known user on an approved device gets a code; on a new device an approval link', async () => {
    const { email, deviceId, user } = await logIn(started, mailbox)
    // The login's own mails hold this device's 30 s cooldown: back to 31 s ago.
    await started.server.db.query(
      "UPDATE embedded_mail_cooldowns SET last_sent_at = now() - interval '31 seconds' WHERE mailbox = $1",
      [email],
    )
    const sameDevice = await call(started, 'POST', '/embedded/email/login', { email, deviceId })
    expect(sameDevice.json).toEqual({ action: 'VERIFY_OTP' })

    const since = Date.now()
    const otherDevice = newDevice()
    const login = await call(started, 'POST', '/embedded/email/login', {
      email,
      deviceId: otherDevice,
    })
    expect(login.json).toEqual({ action: 'VERIFY_DEVICE' })
    const mail = await mailbox.waitForMail({
      to: email,
      subject: /^Approve your new device$/,
      since,
    })
    const link = /(http:\/\/\S+\/embedded\/device\/approve\?\S+)/.exec(mail.text)?.[1]
    expect(link).toContain(`${started.url}/embedded/device/approve?token=`)
    expect(link).toContain('projectId=demo')
    expect(mail.html).toContain('href="')
    // Not approved yet: no code for this device is accepted (the one mailed is the other device's).
    expect(mailbox.latestCode(email)).toBeDefined()

    // The device polls while the user opens the link.
    const polling = call(started, 'POST', '/embedded/email/device', {
      email,
      deviceId: otherDevice,
    })
    await new Promise((resolve) => setTimeout(resolve, 700))
    // Opening the link only asks (a mail scanner following it uses nothing up); Approve posts.
    for (let opened = 0; opened < 2; opened++) {
      const page = await fetch(link!)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toContain('text/html')
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(await page.text()).toContain('Approve this device')
    }
    const approved = await fetch(link!, { method: 'POST' })
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('This device is approved')
    expect((await polling).json).toEqual({ action: 'VERIFY_OTP' })
    const codeMail = await mailbox.waitForMail({ to: email, subject: /code/, since })
    const otp = /\d{6}/.exec(codeMail.subject)![0]
    const done = await call(started, 'POST', '/embedded/email/otp', {
      email,
      deviceId: otherDevice,
      otp,
    })
    expect(done.json.user).toMatchObject({ id: user.id, isNew: false })

    // The link is single use.
    for (const method of ['GET', 'POST']) {
      const replay = await fetch(link!, { method })
      expect(replay.status).toBe(400)
      expect(await replay.text()).toContain('This link is not valid')
    }
    // A poll of the approved device answers at once, without mailing again.
    const count = mailbox.messages.length
    expect(
      (await call(started, 'POST', '/embedded/email/device', { email, deviceId: otherDevice }))
        .json,
    ).toEqual({ action: 'VERIFY_OTP' })
    expect(mailbox.messages.length).toBe(count)
  })

  it('an approval token that is forged, too long or of another project changes nothing', async () => {
    const forged = await fetch(
      `${started.url}/embedded/device/approve?projectId=demo&token=${encodeURIComponent('<script>alert(1)</script>')}`,
    )
    expect(forged.status).toBe(400)
    const text = await forged.text()
    expect(text).not.toContain('<script>')
    expect(text).toContain('This link is not valid')
    const unknown = await fetch(
      `${started.url}/embedded/device/approve?projectId=demo&token=${'A'.repeat(43)}`,
    )
    expect(unknown.status).toBe(400)
    // A real link, sent to another project: refused, and still good for its own.
    const { email } = await logIn(started, mailbox)
    const since = Date.now()
    await call(started, 'POST', '/embedded/email/login', { email, deviceId: newDevice() })
    const mail = await mailbox.waitForMail({ to: email, subject: /Approve/, since })
    const link = /(http:\/\/\S+)/.exec(mail.text)![1]!
    const elsewhere = await fetch(link.replace('projectId=demo', 'projectId=other'), {
      method: 'POST',
    })
    expect(elsewhere.status).toBe(400)
    expect((await fetch(link, { method: 'POST' })).status).toBe(200)
  })

  it('a client that goes away ends the poll: no code is mailed when the device is approved later', async () => {
    const { email, deviceId } = await logIn(started, mailbox)
    const otherDevice = newDevice()
    const since = Date.now()
    await call(started, 'POST', '/embedded/email/login', { email, deviceId: otherDevice })
    const mail = await mailbox.waitForMail({ to: email, subject: /Approve/, since })
    const link = /(http:\/\/\S+)/.exec(mail.text)![1]!
    const controller = new AbortController()
    const polling = call(
      started,
      'POST',
      '/embedded/email/device',
      { email, deviceId: otherDevice },
      { signal: controller.signal },
    ).catch((error: Error) => error)
    await new Promise((resolve) => setTimeout(resolve, 500))
    controller.abort()
    expect(await polling).toBeInstanceOf(Error)
    expect((await fetch(link, { method: 'POST' })).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(
      mailbox.messages.filter((m) => m.to.includes(email) && m.receivedAt >= since),
    ).toHaveLength(1)
    expect(deviceId).not.toBe(otherDevice)
  })
})
