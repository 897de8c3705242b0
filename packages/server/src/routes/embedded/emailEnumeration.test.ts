import { type Mailbox, startMailbox } from '@gangway/testing/tools'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { START_TIMEOUT_MS, useTestServers } from '../../testing/testServer.testing.js'
import {
  call,
  embeddedConfig,
  logIn,
  newDevice,
  newEmail,
  type Started,
} from './embeddedTestSetup.testing.js'

// Issue 35, row 4: the device poll answered an unknown email 403 in 3-4 ms and waited 25 s for a
// known one, and the login answered VERIFY_OTP for an unknown email, VERIFY_DEVICE for a known
// one: anyone could tell who has an account. Now a device the email's user never approved gets
// the same answer, the same mail and the same wait, account or not.

const POLL_MS = 400
const start = useTestServers()
let mailbox: Mailbox
let started: Started
beforeAll(async () => {
  mailbox = await startMailbox()
  started = await start(embeddedConfig(mailbox, { devicePollMs: POLL_MS }))
}, START_TIMEOUT_MS)
afterAll(() => mailbox?.close())

/** A poll of the device, timed. */
async function timedPoll(email: string, deviceId: string) {
  const begun = performance.now()
  const answer = await call(started, 'POST', '/embedded/email/device', { email, deviceId })
  return { status: answer.status, json: answer.json, ms: performance.now() - begun }
}

/** The mail's text with its one link taken out (the token differs, nothing else may). */
const withoutLink = (text: string) => text.replace(/https?:\/\/\S+/g, '<link>')

describe('a known and an unknown email look the same to a stranger’s device', {
  timeout: 30_000,
}, () => {
  it('the device poll: both wait the whole poll and answer VERIFY_DEVICE (no 403 for nobody)', async () => {
    const { email: known } = await logIn(started, mailbox)
    const unknown = newEmail('nobody')
    // Never asked for a login on this device, then after a login that mailed a link.
    for (const startLogin of [false, true]) {
      const deviceId = newDevice()
      if (startLogin) {
        await call(started, 'POST', '/embedded/email/login', { email: known, deviceId })
        await call(started, 'POST', '/embedded/email/login', { email: unknown, deviceId })
      }
      const [ofKnown, ofUnknown] = [
        await timedPoll(known, deviceId),
        await timedPoll(unknown, deviceId),
      ]
      for (const poll of [ofKnown, ofUnknown]) {
        expect(poll).toMatchObject({ status: 200, json: { action: 'VERIFY_DEVICE' } })
        expect(poll.ms).toBeGreaterThanOrEqual(POLL_MS - 20)
      }
    }
  })

  it('the login: the same answer and the same mail, account or not', async () => {
    const { email: known } = await logIn(started, mailbox)
    const unknown = newEmail('nobody')
    const since = Date.now() - 1
    const deviceId = newDevice()
    const answers = [
      await call(started, 'POST', '/embedded/email/login', { email: known, deviceId }),
      await call(started, 'POST', '/embedded/email/login', { email: unknown, deviceId }),
    ]
    for (const answer of answers)
      expect({ status: answer.status, json: answer.json }).toEqual({
        status: 200,
        json: { action: 'VERIFY_DEVICE' },
      })
    const [toKnown, toUnknown] = await Promise.all(
      [known, unknown].map((to) => mailbox.waitForMail({ to, since })),
    )
    expect(toUnknown?.subject).toBe(toKnown?.subject)
    expect(withoutLink(toUnknown?.text ?? '')).toBe(withoutLink(toKnown?.text ?? ''))
    expect(withoutLink(toUnknown?.html ?? '')).toBe(withoutLink(toKnown?.html ?? ''))
  })
})
