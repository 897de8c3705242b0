import { connect as createConnection, createServer, type Server, type Socket } from 'node:net'
import { type Mailbox, startMailbox } from '@gangway/testing/tools'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLogger } from '../app/logger.js'
import { createMailer } from './mailer.js'

/** A TCP relay in front of the mailbox that counts the SMTP connections made through it. */
function countingRelay(target: number) {
  const open = new Set<Socket>()
  let made = 0
  const server: Server = createServer((client) => {
    made++
    open.add(client)
    const upstream = createConnection(target)
    client.pipe(upstream).pipe(client)
    const end = () => {
      open.delete(client)
      client.destroy()
      upstream.destroy()
    }
    client.on('close', end).on('error', end)
    upstream.on('close', end).on('error', end)
  })
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      ),
    made: () => made,
    open: () => open.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('createMailer', () => {
  let mailbox: Mailbox
  let relay: ReturnType<typeof countingRelay>
  let port: number
  beforeAll(async () => {
    mailbox = await startMailbox()
    relay = countingRelay(mailbox.port)
    port = await relay.listen()
  })
  afterAll(async () => {
    await relay.close()
    await mailbox.close()
  })

  it('sends through one pooled SMTP connection, and close() ends it', async () => {
    const mailer = createMailer(
      { url: `smtp://127.0.0.1:${port}`, from: 'Gangway <no-reply@gangway.test>' },
      createLogger('warn', () => {}),
    )
    for (const n of [1, 2, 3, 4]) await mailer.sendCode(`pool${n}@gangway.test`, '12345' + n, 10)
    for (const n of [1, 2, 3, 4])
      expect((await mailbox.waitForMail({ to: `pool${n}@gangway.test` })).subject).toContain(
        `12345${n}`,
      )
    // A connection per mail would be 4 (and each a greeting, EHLO and QUIT more).
    expect(relay.made()).toBe(1)
    expect(relay.open()).toBe(1)
    mailer.close()
    await vi.waitFor(() => expect(relay.open()).toBe(0), { timeout: 5_000 })
  })
})
