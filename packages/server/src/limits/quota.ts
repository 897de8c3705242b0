import { createHash } from 'node:crypto'
import type { Database } from '../db/database.js'
import { sweepSchedule } from '../db/sweepSchedule.js'
import { leasedTakes } from './leasedTakes.js'

/** What a take answered: whether it passed, when to try again, and the window's count after it. */
export interface QuotaTake {
  allowed: boolean
  /** 0 when allowed; else ms until the key's window ends. */
  retryAfterMs: number
  /** What the key's current window holds (a refused take adds nothing). */
  count: number
}

/** A windowed counter kept in the database, so it holds for the deployment, not per replica. */
export interface Quota {
  take(key: string, amount?: number): Promise<QuotaTake>
}

export interface QuotaOptions {
  /** The quota's name (one row per name and key); e.g. `requests-per-client`. */
  name: string
  /** What one key may take per window. */
  limit: number
  windowMs: number
  /**
   * Units this process leases from the key's shared count at once and answers later takes from
   * without a round trip (`leaseFor`). 1, the default: a lease is what the waiting takes need,
   * so no unit is ever held back from another replica.
   */
  lease?: number
  now?: () => number
}

/**
 * A lease of `1 / parts` of the limit, at most `max` units (at least 1): what a process answers
 * alone before it asks the database again, and at most what it may hold unused (see leasedTakes).
 */
export const leaseFor = (limit: number, parts: number, max: number) =>
  Math.max(1, Math.min(max, Math.floor(limit / parts)))

/**
 * Leases and answers in one statement. A key's window starts at its first take and lasts
 * `windowMs`; a lease takes up to `$5` units, none when fewer than `$7` are left (so a take that
 * would go over the limit adds nothing and a smaller one may still pass), and `taken` says what
 * it took. PostgreSQL runs an `ON CONFLICT … DO UPDATE` with the row locked, so replicas leasing
 * at once are counted one after the other and never both get the last unit; PGlite runs
 * statements one at a time. (`allowed`: whether the last statement took anything.)
 */
const LEASE = `INSERT INTO quota_counters AS q (name, key, window_end, count, allowed, taken)
  VALUES ($1, $2, $3::bigint + $4::bigint,
          CASE WHEN $7::bigint <= $6::bigint THEN LEAST($5::bigint, $6::bigint) ELSE 0 END,
          $7::bigint <= $6::bigint,
          CASE WHEN $7::bigint <= $6::bigint THEN LEAST($5::bigint, $6::bigint) ELSE 0 END)
  ON CONFLICT (name, key) DO UPDATE SET
    window_end = CASE WHEN q.window_end <= $3::bigint THEN EXCLUDED.window_end
                      ELSE q.window_end END,
    taken = CASE
      WHEN q.window_end <= $3::bigint THEN EXCLUDED.taken
      WHEN q.count + $7::bigint <= $6::bigint THEN LEAST($5::bigint, $6::bigint - q.count)
      ELSE 0 END,
    count = CASE
      WHEN q.window_end <= $3::bigint THEN EXCLUDED.count
      WHEN q.count + $7::bigint <= $6::bigint THEN LEAST(q.count + $5::bigint, $6::bigint)
      ELSE q.count END,
    allowed = CASE WHEN q.window_end <= $3::bigint THEN EXCLUDED.allowed
                   ELSE q.count + $7::bigint <= $6::bigint END
  RETURNING count, window_end, taken`

/** Keys are stored as given up to this length, longer ones as their SHA-256 (rows stay small). */
const MAX_KEY_LENGTH = 128

const storedKey = (key: string) =>
  key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`

/**
 * A quota in the database (table `quota_counters`, migrations 6 and 9), answered from leases
 * (leasedTakes): a statement per lease, not per take, and one for all the takes of a key that
 * arrive while its lease is in flight. With `lease` 1 it is exact for the deployment and for
 * each replica; with more, the replicas together still never pass more than the limit, and a
 * replica may hold up to `lease` units another could have used. A take the database cannot have
 * room for (a full window) is refused without a round trip until the window ends. Windows that
 * ended are swept by each process about once per window.
 */
export function createQuota(db: Database, options: QuotaOptions): Quota {
  const { name, limit, windowMs, lease = 1 } = options
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`quota ${name}: bad limit`)
  if (!Number.isSafeInteger(windowMs) || windowMs <= 0)
    throw new Error(`quota ${name}: bad windowMs`)
  if (!Number.isSafeInteger(lease) || lease < 1) throw new Error(`quota ${name}: bad lease`)
  const now = options.now ?? Date.now
  const sweepDue = sweepSchedule(windowMs, now())

  const takes = leasedTakes(
    async (key, want, need) => {
      const at = now()
      if (sweepDue(at)) {
        await db.query('DELETE FROM quota_counters WHERE name = $1 AND window_end <= $2::bigint', [
          name,
          at,
        ])
      }
      const [row] = await db.query<{
        count: string | number | bigint
        window_end: string | number | bigint
        taken: string | number | bigint
      }>(LEASE, [name, storedKey(key), at, windowMs, want, limit, need])
      if (!row) throw new Error(`quota ${name}: the counter was not written`)
      return {
        granted: Number(row.taken),
        count: Number(row.count),
        windowEnd: Number(row.window_end),
      }
    },
    { limit, windowMs, lease, now },
  )

  return {
    take(key, amount = 1) {
      if (!Number.isSafeInteger(amount) || amount < 1)
        return Promise.reject(new Error(`quota ${name}: amount must be a positive integer`))
      return takes.take(key, amount)
    },
  }
}
