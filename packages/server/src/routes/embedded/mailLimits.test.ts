import { type Mailbox, startMailbox } from '@gangway/testing/tools'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORIGIN, START_TIMEOUT_MS, useTestServers } from '../../testing/testServer.testing.js'
import {
  call,
  embeddedConfig,
  expectRefusal,
  logIn,
  newDevice,
  newEmail,
  type Started,
} from './embeddedTestSetup.testing.js'

// Issue 35, row 3: the 30 s cooldown was one per address, so a stranger asking once per 30 s for
// a victim's email refused the victim's own logins 13 of 13 times over 65 s (mailing the victim
// each time), and 200 logins to target+N@… sent 200 mails in 6.6 s from one client. Now the
// cooldown is per mailbox AND device, and hourly quotas kept in the database bound the mails per
// client, per mailbox (plus-aliases and case folded) and per project.

const LIMITS = { perClientPerHour: 6, perMailboxPerHour: 3, perProjectPerHour: 10 }
const start = useTestServers()
let mailbox: Mailbox
let started: Started
beforeAll(async () => {
  mailbox = await startMailbox()
  started = await start(
    embeddedConfig(
      mailbox,
      { mailLimits: LIMITS },
      {
        projects: [
          { id: 'demo', origins: [ORIGIN] },
          // Their own mail counts, for the per-client and per-project tests.
          { id: 'bomb', origins: [ORIGIN] },
          { id: 'spray', origins: [ORIGIN] },
          { id: 'crowd', origins: [ORIGIN] },
        ],
        // The tests name the client in X-Forwarded-For, as a load balancer in front would.
        trustedProxies: 1,
      },
    ),
  )
}, START_TIMEOUT_MS)
afterAll(() => mailbox?.close())

const login = (email: string, deviceId: string, client: string, project = 'demo') =>
  call(
    started,
    'POST',
    '/embedded/email/login',
    { email, deviceId },
    { project, headers: { 'x-forwarded-for': client } },
  )

/** Mails received for `mailbox` (any alias of it) since `since`. */
const mailsTo = (pattern: RegExp, since: number) =>
  mailbox.messages.filter(
    (mail) => mail.receivedAt >= since && mail.to.some((to) => pattern.test(to)),
  )

/** Time passes for every cooldown (the quotas' hour does not). */
const cooldownsPass = () =>
  started.server.db.query(
    "UPDATE embedded_mail_cooldowns SET last_sent_at = last_sent_at - interval '31 seconds'",
  )

describe('mail limits', { timeout: 30_000 }, () => {
  it('a stranger asking for the owner’s email never locks the owner’s own device out', async () => {
    const { email, deviceId } = await logIn(started, mailbox)
    await cooldownsPass()
    const since = Date.now() - 1
    const stranger = '203.0.113.7'
    const strangerDevice = newDevice()
    const own: number[] = []
    for (let round = 0; round < LIMITS.perMailboxPerHour; round++) {
      // The stranger asks first, from one device and from fresh ones, every round.
      await login(email, strangerDevice, stranger)
      for (let i = 0; i < 4; i++) await login(email, newDevice(), stranger)
      const answer = await login(email, deviceId, '127.0.0.1')
      own.push(answer.status)
      expect(answer.json).toEqual({ action: 'VERIFY_OTP' })
      await cooldownsPass()
    }
    expect(own).toEqual([200, 200, 200])
    const mails = mailsTo(new RegExp(`^${email}$`), since)
    // The owner's codes, and the stranger's links up to the mailbox's hourly quota (the
    // owner's own login spent one of its 3).
    expect(mails.filter((mail) => /code/.test(mail.subject))).toHaveLength(3)
    expect(mails.filter((mail) => /Approve/.test(mail.subject))).toHaveLength(2)
    // Once the quota is spent the stranger is told to wait, in the kit's words.
    const refused = await login(email, newDevice(), stranger)
    expectRefusal(refused, 429, 'RETRY_AFTER')
    expect(refused.json.error.message).toMatch(/^Please try again after \d{1,4} seconds$/)
    expect(refused.json.error.seconds).toBeGreaterThan(3_000)
  })

  it('200 logins to target+N@… from one client mail one mailbox up to its quota', async () => {
    const since = Date.now() - 1
    const target = newEmail('target')
    const [local, domain] = target.split('@') as [string, string]
    const answers: number[] = []
    for (let n = 0; n < 200; n++) {
      const alias = `${n % 2 ? local.toUpperCase() : local}+${n}@${domain}`
      answers.push((await login(alias, newDevice(), '198.51.100.9', 'bomb')).status)
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(LIMITS.perMailboxPerHour)
    expect(answers.filter((status) => status === 429)).toHaveLength(200 - LIMITS.perMailboxPerHour)
    expect(mailsTo(new RegExp(`^${local}\\+\\d+@`, 'i'), since)).toHaveLength(
      LIMITS.perMailboxPerHour,
    )
  })

  it('one client mails at most its hourly quota, whatever the mailboxes', async () => {
    const since = Date.now() - 1
    const client = '198.51.100.10'
    const answers: number[] = []
    for (let n = 0; n < 20; n++)
      answers.push((await login(newEmail(`spray${n}`), newDevice(), client, 'spray')).status)
    expect(answers.filter((status) => status === 200)).toHaveLength(LIMITS.perClientPerHour)
    expect(mailsTo(/^spray\d+-/, since)).toHaveLength(LIMITS.perClientPerHour)
    // Another client is not held back by this one.
    expect((await login(newEmail('other'), newDevice(), '198.51.100.11', 'spray')).status).toBe(200)
  })

  it('a project mails at most its hourly quota, all its clients and mailboxes together', async () => {
    const answers: number[] = []
    for (let n = 0; n < 12; n++)
      answers.push(
        (await login(newEmail('crowd'), newDevice(), `192.0.2.${n + 1}`, 'crowd')).status,
      )
    expect(answers).toEqual([...Array(10).fill(200), 429, 429])
    // Another project mails on.
    expect((await login(newEmail('demo'), newDevice(), '192.0.2.99')).status).toBe(200)
  })
})
