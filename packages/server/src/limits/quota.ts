import { createHash } from 'node:crypto'
import type { Database } from '../db/database.js'
import { groupTakes } from './groupedTakes.js'

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
  now?: () => number
}

/**
 * Counts and answers in one statement. A key's window starts at its first take and lasts
 * `windowMs`; a take that would go over the limit is refused and adds nothing (so a large
 * refused amount does not eat what a smaller one could still use). PostgreSQL runs an
 * `ON CONFLICT … DO UPDATE` with the row locked, so replicas taking at once are counted one after
 * the other and never both get the last unit; PGlite runs statements one at a time.
 */
const TAKE = `INSERT INTO quota_counters AS q (name, key, window_end, count, allowed)
  VALUES ($1, $2, $3::bigint + $4::bigint,
          CASE WHEN $5::bigint <= $6::bigint THEN $5::bigint ELSE 0 END, $5::bigint <= $6::bigint)
  ON CONFLICT (name, key) DO UPDATE SET
    window_end = CASE WHEN q.window_end <= $3::bigint THEN $3::bigint + $4::bigint
                      ELSE q.window_end END,
    count = CASE
      WHEN q.window_end <= $3::bigint THEN
        CASE WHEN $5::bigint <= $6::bigint THEN $5::bigint ELSE 0 END
      WHEN q.count + $5::bigint <= $6::bigint THEN q.count + $5::bigint
      ELSE q.count END,
    allowed = CASE WHEN q.window_end <= $3::bigint THEN $5::bigint <= $6::bigint
                   ELSE q.count + $5::bigint <= $6::bigint END
  RETURNING count, window_end, allowed`

/** Keys are stored as given up to this length, longer ones as their SHA-256 (rows stay small). */
const MAX_KEY_LENGTH = 128
/** Local refusals remembered at most (a full map is dropped: forgetting only costs a round trip). */
const MAX_BLOCKED = 50_000

const storedKey = (key: string) =>
  key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`

/**
 * A quota in the database (table `quota_counters`, migration 6): one round trip per take, and
 * one for all the takes of a key that arrive while one of its takes is in flight (groupTakes:
 * under load, a statement per key and round trip instead of one per request, as exact).
 * A key whose window is full is also remembered in this process until that window ends, and
 * refused there without asking the database: that only ever refuses what the database would
 * refuse too (a full window takes nothing more), so it saves the round trips of a client that
 * keeps knocking. Windows that ended are swept by each process about once per window.
 */
export function createQuota(db: Database, options: QuotaOptions): Quota {
  const { name, limit, windowMs } = options
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`quota ${name}: bad limit`)
  if (!Number.isSafeInteger(windowMs) || windowMs <= 0)
    throw new Error(`quota ${name}: bad windowMs`)
  const now = options.now ?? Date.now
  /** Keys whose window is full, with when it ends and its count. */
  const blocked = new Map<string, { until: number; count: number }>()
  let nextSweep = now() + windowMs

  async function sweep(at: number) {
    nextSweep = at + windowMs
    for (const [key, entry] of blocked) if (entry.until <= at) blocked.delete(key)
    await db.query('DELETE FROM quota_counters WHERE name = $1 AND window_end <= $2::bigint', [
      name,
      at,
    ])
  }

  /** One take in the database: one statement. */
  const takeInDatabase = groupTakes(async (key, amount) => {
    const at = now()
    const [row] = await db.query<{
      count: string | number | bigint
      window_end: string | number | bigint
      allowed: boolean
    }>(TAKE, [name, storedKey(key), at, windowMs, amount, limit])
    if (!row) throw new Error(`quota ${name}: the counter was not written`)
    const count = Number(row.count)
    const windowEnd = Number(row.window_end)
    if (count >= limit) {
      if (blocked.size >= MAX_BLOCKED) blocked.clear()
      blocked.set(key, { until: windowEnd, count })
    }
    return {
      allowed: row.allowed,
      retryAfterMs: row.allowed ? 0 : Math.max(0, windowEnd - at),
      count,
    }
  })

  return {
    async take(key, amount = 1) {
      if (!Number.isSafeInteger(amount) || amount < 1)
        throw new Error(`quota ${name}: amount must be a positive integer`)
      const at = now()
      const known = blocked.get(key)
      if (known && known.until > at)
        return { allowed: false, retryAfterMs: known.until - at, count: known.count }
      if (at >= nextSweep) await sweep(at)
      return takeInDatabase(key, amount)
    },
  }
}
