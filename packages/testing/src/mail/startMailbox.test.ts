import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Mailbox, startMailbox } from './startMailbox.js'

let mailbox: Mailbox
beforeAll(async () => {
  mailbox = await startMailbox()
})
afterAll(() => mailbox.close())

const send = (to: string, subject: string, text: string) =>
  createTransport(mailbox.url).sendMail({ from: 'Test <no-reply@test.example>', to, subject, text })

describe('startMailbox', () => {
  it('receives over SMTP, keeps the message and reads its 6-digit code', async () => {
    expect(mailbox.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/)
    const waiting = mailbox.waitForMail({
      to: 'Alice@Example.com',
      subject: /code/,
      timeoutMs: 5_000,
    })
    await send('alice@example.com', 'Your code: 123456', 'Enter 123456 within 10 minutes.')
    const mail = await waiting
    expect(mail).toMatchObject({
      to: ['alice@example.com'],
      from: 'no-reply@test.example',
      subject: 'Your code: 123456',
    })
    expect(mail.text).toContain('Enter 123456')
    expect(mailbox.latestCode('alice@example.com')).toBe('123456')
    await send('alice@example.com', 'Hello', 'no code here, 1234567 is too long')
    await mailbox.waitForMail({ to: 'alice@example.com', subject: /^Hello$/ })
    expect(mailbox.latestCode('alice@example.com')).toBe('123456')
    expect(mailbox.latestCode('bob@example.com')).toBeUndefined()
  })

  it('times out naming the recipient', async () => {
    await expect(mailbox.waitForMail({ to: 'nobody@example.com', timeoutMs: 100 })).rejects.toThrow(
      'no mail to nobody@example.com within 100 ms',
    )
  })
})
