import { beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database.js'
import { useMigratedDatabases } from '../testing/migratedDatabases.testing.js'
import { EmbeddedRefusal } from './embeddedErrors.js'
import { createMailGate, mailboxOf } from './mailGate.js'

// The mail limits on a clock the test moves (no waiting): the cooldown per mailbox and device,
// and the hourly quotas (PGlite here; the replicas test runs them on PostgreSQL).

let db: Database
const migrated = useMigratedDatabases()
beforeAll(async () => {
  ;[db] = (await migrated()) as [Database]
}, 60_000)

const clock = (start = 1_800_000_000_000) => {
  const time = { now: start }
  return { now: () => time.now, advance: (ms: number) => (time.now += ms) }
}

let gates = 0
/** A gate of its own (quota names are per gate here, so tests do not share counts). */
function gate(limits = { perClientPerHour: 100, perMailboxPerHour: 100, perProjectPerHour: 100 }) {
  const time = clock(1_800_000_000_000 + gates++ * 10 * 3_600_000)
  return { time, mailGate: createMailGate(db, limits, time.now) }
}

const claim = (
  overrides: Partial<Parameters<ReturnType<typeof gate>['mailGate']['claim']>[0]>,
) => ({
  email: 'owner@example.com',
  deviceId: 'device-a',
  client: '203.0.113.1',
  projectId: 'demo',
  ownDevice: false,
  ...overrides,
})

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(EmbeddedRefusal)
  return error as EmbeddedRefusal
}

describe('mailboxOf', () => {
  it('folds case and plus-aliases: target+7@Example.com is target@example.com', () => {
    expect(mailboxOf(' Target+7@Example.COM ')).toBe('target@example.com')
    expect(mailboxOf('target@example.com')).toBe('target@example.com')
    expect(mailboxOf('+only@example.com')).toBe('+only@example.com')
  })
})

describe('createMailGate', () => {
  it('the cooldown is per mailbox and device: 30 s, rounded up, another device unaffected', async () => {
    const { time, mailGate } = gate()
    const email = `cool-${gates}@example.com`
    await mailGate.claim(claim({ email }))
    time.advance(10_500)
    const again = await refusal(mailGate.claim(claim({ email: email.replace('@', '+x@') })))
    expect(again).toMatchObject({ code: 'RETRY_AFTER', status: 429, extra: { seconds: 20 } })
    expect(again.message).toBe('Please try again after 20 seconds')
    await mailGate.claim(claim({ email, deviceId: 'device-b' }))
    time.advance(19_500)
    await mailGate.claim(claim({ email }))
  })

  it('a mail not sent gives the cooldown back', async () => {
    const { mailGate } = gate()
    const email = `release-${gates}@example.com`
    const release = await mailGate.claim(claim({ email }))
    await release()
    await mailGate.claim(claim({ email }))
  })

  it('the hourly quotas: per mailbox, refused until the hour ends, then open again', async () => {
    const { time, mailGate } = gate({
      perClientPerHour: 100,
      perMailboxPerHour: 2,
      perProjectPerHour: 100,
    })
    const email = `hourly-${gates}@example.com`
    await mailGate.claim(claim({ email, deviceId: 'one' }))
    time.advance(60_000)
    await mailGate.claim(claim({ email, deviceId: 'two' }))
    time.advance(60_000)
    const over = await refusal(mailGate.claim(claim({ email, deviceId: 'three' })))
    expect(over.extra.seconds).toBe(3_480)
    // The refused claim gave its cooldown back: once the hour is over, the same device mails.
    time.advance(3_480_000)
    await mailGate.claim(claim({ email, deviceId: 'three' }))
  })

  it("the owner's approved device has its own budget: strangers spending the mailbox's leave it", async () => {
    const { time, mailGate } = gate({
      perClientPerHour: 100,
      perMailboxPerHour: 2,
      perProjectPerHour: 100,
    })
    const email = `owner-${gates}@example.com`
    for (const deviceId of ['s1', 's2']) await mailGate.claim(claim({ email, deviceId }))
    await refusal(mailGate.claim(claim({ email, deviceId: 's3' })))
    await mailGate.claim(claim({ email, deviceId: 'mine', ownDevice: true }))
    time.advance(30_000)
    await mailGate.claim(claim({ email, deviceId: 'mine', ownDevice: true }))
    time.advance(30_000)
    // Its own budget is the mailbox's size, no more.
    await refusal(mailGate.claim(claim({ email, deviceId: 'mine', ownDevice: true })))
  })
})
