import type { Mailbox } from '@gangway/testing'
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
    embedded: { smtp: { url: mailbox.url, from: 'Gangway <no-reply@test.example>' }, ...embedded },
    ...extra,
  })
}

let counter = 0
/** A fresh address per use: the 30 s cooldown is per address. */
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

/** A full email login of a new address on a new device: its token, user, email and device. */
export async function logIn(
  started: Started,
  mailbox: Mailbox,
  email = newEmail(),
  deviceId = newDevice(),
) {
  const since = Date.now()
  const login = await call(started, 'POST', '/embedded/email/login', { email, deviceId })
  expect(login).toMatchObject({ status: 200, json: { action: 'VERIFY_OTP' } })
  const mail = await mailbox.waitForMail({ to: email, subject: /code/, since: since - 1 })
  const otp = /\d{6}/.exec(mail.subject)![0]
  const done = await call(started, 'POST', '/embedded/email/otp', { email, deviceId, otp })
  expect(done.status).toBe(200)
  return { token: done.json.token as string, user: done.json.user, email, deviceId }
}
