import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Mailbox, startMailbox } from '@gangway/testing/tools'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, dropTestDatabase } from '../../testing/postgres.testing.js'
import {
  bundleServerCli,
  type ServerCli,
  type ServerProcess,
  startServerProcess,
} from '../../testing/serverProcess.testing.js'
import { ORIGIN, PROJECT } from '../../testing/testServer.testing.js'
import { newDevice, newEmail } from './embeddedTestSetup.testing.js'

// Issue 35, row 3: the mail quotas are kept in the database, so they hold for the deployment:
// two server processes on one PostgreSQL database, a client's logins spread over both (at once),
// mail no more than one process alone would.

const LIMITS = { perClientPerHour: 5, perMailboxPerHour: 3, perProjectPerHour: 1_000 }

describe('mail quotas across two server processes on one PostgreSQL', () => {
  let cli: ServerCli
  let databaseUrl: string
  let mailbox: Mailbox
  const processes: ServerProcess[] = []

  beforeAll(async () => {
    ;[cli, databaseUrl, mailbox] = await Promise.all([
      bundleServerCli(),
      createTestDatabase(),
      startMailbox(),
    ])
    const configFile = join(cli.dir, 'gangway.config.json')
    writeFileSync(
      configFile,
      JSON.stringify({
        // Not where the processes listen: the tests call them directly, never from a browser.
        publicUrl: 'https://wallet.example',
        projects: [{ id: PROJECT, origins: [ORIGIN] }],
        // The tests name the client in X-Forwarded-For, as a load balancer in front would.
        trustedProxies: 1,
        embedded: {
          smtp: { url: mailbox.url, from: 'Gangway <no-reply@test.example>' },
          mailLimits: LIMITS,
        },
        log: 'info',
      }),
    )
    // One after the other: the second finds the schema migrated.
    processes.push(await startServerProcess(cli, configFile, { DATABASE_URL: databaseUrl }))
    processes.push(await startServerProcess(cli, configFile, { DATABASE_URL: databaseUrl }))
  }, 120_000)

  afterAll(async () => {
    for (const server of processes) if (server.child.exitCode === null) server.child.kill('SIGKILL')
    await Promise.all(processes.map((server) => server.exited))
    await mailbox?.close()
    if (databaseUrl) await dropTestDatabase(databaseUrl)
    cli?.remove()
  }, 30_000)

  /** Logins at once, alternating between the two processes; their statuses. */
  const spread = (emails: string[], client: string) =>
    Promise.all(
      emails.map(async (email, i) => {
        const response = await fetch(
          `${processes[i % 2]?.url}/embedded/email/login?projectId=${PROJECT}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
            body: JSON.stringify({ email, deviceId: newDevice() }),
            signal: AbortSignal.timeout(20_000),
          },
        )
        await response.body?.cancel()
        return response.status
      }),
    )

  const mailsTo = (pattern: RegExp, since: number) =>
    mailbox.messages.filter(
      (mail) => mail.receivedAt >= since && mail.to.some((to) => pattern.test(to)),
    ).length

  it('one mailbox (its plus-aliases) gets perMailboxPerHour mails in all, not per process', async () => {
    const since = Date.now() - 1
    const [local, domain] = newEmail('target').split('@') as [string, string]
    const aliases = Array.from({ length: 12 }, (_, n) => `${local}+${n}@${domain}`)
    const statuses = await spread(aliases, '203.0.113.20')
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITS.perMailboxPerHour)
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LIMITS.perMailboxPerHour)
    expect(mailsTo(new RegExp(`^${local}\\+`), since)).toBe(LIMITS.perMailboxPerHour)
  }, 60_000)

  it('one client gets perClientPerHour mails in all, whatever the mailboxes', async () => {
    const since = Date.now() - 1
    const emails = Array.from({ length: 12 }, (_, n) => newEmail(`spread${n}`))
    const statuses = await spread(emails, '203.0.113.21')
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITS.perClientPerHour)
    expect(mailsTo(/^spread\d+-/, since)).toBe(LIMITS.perClientPerHour)
  }, 60_000)
})
