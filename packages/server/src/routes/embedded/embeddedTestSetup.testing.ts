import type { Mailbox } from '@gangway/testing/tools'
import { expect } from 'vitest'
import type { ServerConfigInput } from '../../config/schema.js'
import type { GangwayServer } from '../../createServer.js'
import { ORIGIN, PROJECT, testConfig } from '../../testing/testServer.testing.js'

export interface Started {
  server: GangwayServer
  url: string
}

/** The test project with the embedded wallet mailing through `mailbox`. */
export function embeddedConfig(
  mailbox: Mailbox,
  embedded: Partial<NonNullable<ServerConfigInput['embedded']>> = {},
  extra: Partial<ServerConfigInput> = {},
): ServerConfigInput {
  return testConfig({
    projects: [
      { id: PROJECT, origins: [ORIGIN] },
      { id: 'other', origins: ['https://other.example'] },
      { id: 'open', origins: ['*'] },
    ],
    embedded: {
      smtp: { url: mailbox.url, from: 'Gangway <no-reply@test.example>' },
      // A device poll waits this long (25 s by default): tests never wait out the real one.
      devicePollMs: 400,
      // Every test file mails from one client (127.0.0.1) to fresh mailboxes: the per-client and
      // per-project quotas are lifted; the tests of the limits set their own.
      mailLimits: { perClientPerHour: 10_000, perProjectPerHour: 100_000 },
      ...embedded,
    },
    ...extra,
  })
}

let counter = 0
/** A fresh address per use: the mail limits count per mailbox. */
export const newEmail = (label = 'user') =>
  `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.com`
export const newDevice = () => `device-${crypto.randomUUID()}`

export interface CallOptions {
  token?: string
  project?: string
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** A JSON call of the embedded API (as the frame makes it: `?projectId`, bearer when given). */
export async function call(
  { url }: Started,
  method: string,
  path: string,
  body?: unknown,
  { token, project = PROJECT, headers = {}, signal }: CallOptions = {},
) {
  const response = await fetch(
    `${url}${path}${path.includes('?') ? '&' : '?'}projectId=${project}`,
    {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token !== undefined && { authorization: `Bearer ${token}` }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      ...(signal && { signal }),
    },
  )
  const text = await response.text()
  let json: any
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status: response.status, json, text, headers: response.headers }
}

/** Expects the named refusal (status, code, and the rest of the error when given). */
export function expectRefusal(
  answer: { status: number; json: any },
  status: number,
  code: string,
  rest: Record<string, unknown> = {},
) {
  expect({ status: answer.status, ...answer.json?.error }).toMatchObject({ status, code, ...rest })
}

/** The approval link of the newest device mail to `email` sent after `since`. */
export async function approvalLink(mailbox: Mailbox, email: string, since: number) {
  const mail = await mailbox.waitForMail({ to: email, subject: /^Approve your new device$/, since })
  const link = /(https?:\/\/\S+\/embedded\/device\/approve\?\S+)/.exec(mail.text)?.[1]
  if (!link) throw new Error('no approval link in the mail')
  return link
}

/**
 * A login's code on a device not approved for the email (any device of a new email): the
 * approval link is mailed (VERIFY_DEVICE), approved (the page's form post), the device's poll
 * answers VERIFY_OTP and the code is mailed.
 */
export async function requestLoginCode(
  started: Started,
  mailbox: Mailbox,
  email = newEmail(),
  deviceId = newDevice(),
) {
  const since = Date.now() - 1
  const login = await call(started, 'POST', '/embedded/email/login', { email, deviceId })
  expect(login).toMatchObject({ status: 200, json: { action: 'VERIFY_DEVICE' } })
  const approved = await fetch(await approvalLink(mailbox, email, since), { method: 'POST' })
  expect(approved.status).toBe(200)
  const poll = await call(started, 'POST', '/embedded/email/device', { email, deviceId })
  expect(poll).toMatchObject({ status: 200, json: { action: 'VERIFY_OTP' } })
  const mail = await mailbox.waitForMail({ to: email, subject: /code/, since })
  return { email, deviceId, otp: /\d{6}/.exec(mail.subject)![0] }
}

/** A full email login of a new address on a new device: its token, user, email and device. */
export async function logIn(
  started: Started,
  mailbox: Mailbox,
  email = newEmail(),
  deviceId = newDevice(),
) {
  const { otp } = await requestLoginCode(started, mailbox, email, deviceId)
  const done = await call(started, 'POST', '/embedded/email/otp', { email, deviceId, otp })
  expect(done.status).toBe(200)
  return { token: done.json.token as string, user: done.json.user, email, deviceId }
}
