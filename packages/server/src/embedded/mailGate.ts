import { TIMING } from '@gangway/core/internal'
import type { EmbeddedConfig } from '../config/schema.js'
import type { Database } from '../db/database.js'
import { sweepSchedule } from '../db/sweepSchedule.js'
import { createQuota, type Quota } from '../limits/quota.js'
import { EmbeddedRefusal } from './embeddedErrors.js'
import { normalizeEmail } from './users.js'

type Queryable = Pick<Database, 'query'>

const COOLDOWN_MS = TIMING.EMAIL_CODE_RESEND_COOLDOWN_MS
const HOUR_MS = 3_600_000
const SWEEP_EVERY_MS = 60_000
/** The kit reads at most 4 digits of 'Please try again after N seconds'. */
const MAX_SECONDS = 9_999

/**
 * The mailbox an address delivers to, as the limits count it: case folded and the plus-alias
 * dropped (`Target+7@Example.com` → `target@example.com`), so 200 aliases are one mailbox.
 */
export function mailboxOf(email: string): string {
  const address = normalizeEmail(email)
  const at = address.lastIndexOf('@')
  if (at <= 0) return address
  const local = address.slice(0, at)
  const plus = local.indexOf('+')
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`
}

export interface MailClaim {
  email: string
  /** The device the mail is for (the login's, or the session's for an email change). */
  deviceId: string
  /** The requesting client's address (the rate limit's key). */
  client: string
  projectId: string
  /**
   * Whether the device is one the mailbox's user approved: its mails draw on its own hourly
   * budget, so nobody else's requests (other clients, other devices) can use the owner's up.
   */
  ownDevice: boolean
}

/** Claims the right to send one mail; the returned function gives the cooldown back. */
export interface MailGate {
  claim(claim: MailClaim): Promise<() => Promise<void>>
}

const retryAfter = (ms: number) => {
  const seconds = Math.min(MAX_SECONDS, Math.max(1, Math.ceil(ms / 1000)))
  return new EmbeddedRefusal('RETRY_AFTER', `Please try again after ${seconds} seconds`, 429, {
    seconds,
  })
}

/**
 * Claims the 30 s cooldown of (mailbox, device) in one statement (across replicas): undefined
 * when claimed, else the ms left (a last send in the future counts as "just now").
 */
async function claimCooldown(db: Queryable, mailbox: string, deviceId: string, now: number) {
  const claimed = await db.query(
    `INSERT INTO embedded_mail_cooldowns (mailbox, device_id, last_sent_at) VALUES ($1, $2, $3)
     ON CONFLICT (mailbox, device_id) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at
      WHERE embedded_mail_cooldowns.last_sent_at <= $4
     RETURNING mailbox`,
    [mailbox, deviceId, new Date(now), new Date(now - COOLDOWN_MS)],
  )
  if (claimed.length > 0) return undefined
  const [row] = await db.query<{ last_sent_at: Date | string }>(
    'SELECT last_sent_at FROM embedded_mail_cooldowns WHERE mailbox = $1 AND device_id = $2',
    [mailbox, deviceId],
  )
  const last = row ? new Date(row.last_sent_at).getTime() : now
  return Math.min(COOLDOWN_MS, COOLDOWN_MS - (now - last))
}

/**
 * The embedded wallet's mail limits (README "Mail limits"): the spec's 30 s cooldown per
 * mailbox AND device, then hourly quotas kept in the database (so they hold across replicas):
 * per client address, per mailbox and per project; a device the mailbox's user approved has its
 * own hourly budget instead (`perMailboxPerHour`). Over any of them: 429 RETRY_AFTER 'Please try
 * again after N seconds', nothing mailed. A refused quota gives the cooldown back.
 */
export function createMailGate(
  db: Database,
  limits: EmbeddedConfig['mailLimits'],
  now: () => number = Date.now,
): MailGate {
  const quota = (name: string, limit: number) =>
    createQuota(db, { name, limit, windowMs: HOUR_MS, now })
  const perClient = quota('mail-per-client', limits.perClientPerHour)
  const perMailbox = quota('mail-per-mailbox', limits.perMailboxPerHour)
  const perProject = quota('mail-per-project', limits.perProjectPerHour)
  const perOwnDevice = quota('mail-per-own-device', limits.perMailboxPerHour)
  const sweepDue = sweepSchedule(SWEEP_EVERY_MS, now())
  return {
    async claim({ email, deviceId, client, projectId, ownDevice }) {
      const mailbox = mailboxOf(email)
      const at = now()
      // Cooldowns long over go, about once a minute per process (never on every request).
      if (sweepDue(at)) {
        await db.query('DELETE FROM embedded_mail_cooldowns WHERE last_sent_at < $1', [
          new Date(at - COOLDOWN_MS),
        ])
      }
      const wait = await claimCooldown(db, mailbox, deviceId, at)
      if (wait !== undefined) throw retryAfter(wait)
      const release = async () => {
        await db.query(
          'DELETE FROM embedded_mail_cooldowns WHERE mailbox = $1 AND device_id = $2 AND last_sent_at = $3',
          [mailbox, deviceId, new Date(at)],
        )
      }
      const takes: [Quota, string][] = ownDevice
        ? [[perOwnDevice, `${mailbox} ${deviceId}`]]
        : [
            [perClient, client],
            [perMailbox, mailbox],
            [perProject, projectId],
          ]
      for (const [counter, key] of takes) {
        const taken = await counter.take(key)
        if (!taken.allowed) {
          await release()
          throw retryAfter(taken.retryAfterMs)
        }
      }
      return release
    },
  }
}
