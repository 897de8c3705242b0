import type { AnalyticsConfig } from '../../config/schema.js'
import type { Database } from '../../db/database.js'
import { sweepSchedule } from '../../db/sweepSchedule.js'
import { createQuota, leaseFor } from '../../limits/quota.js'

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000
/** Retention runs at most this often per process (the first event of a process runs it). */
const SWEEP_EVERY_MS = 3_600_000
/** Rows deleted per statement: a long backlog goes in bounded steps, not one long lock. */
const SWEEP_BATCH = 10_000

/** Why `props` is refused (its size or depth over the configured caps), else undefined. */
export function propsProblem(
  props: unknown,
  limits: Pick<AnalyticsConfig, 'propsBytes' | 'propsDepth'>,
): string | undefined {
  const bytes = Buffer.byteLength(JSON.stringify(props))
  if (bytes > limits.propsBytes)
    return `props: ${bytes} bytes, more than the ${limits.propsBytes} an event may carry`
  // Breadth-first, no recursion (the edge already refused anything deeper than 20).
  let level: unknown[] = [props]
  for (let depth = 1; level.length; depth++) {
    const next = level.flatMap((value) =>
      value && typeof value === 'object' ? Object.values(value) : [],
    )
    if (next.some((value) => value && typeof value === 'object') && depth >= limits.propsDepth)
      return `props: nested deeper than ${limits.propsDepth} levels`
    level = next
  }
  return undefined
}

export interface AnalyticsQuotaRefusal {
  who: 'client' | 'project'
  retryAfterMs: number
}

/**
 * The ingest's quotas, counted in the database (shared by replicas): bytes per client and minute
 * (a client's stored volume, whatever the event sizes), then events per project and day (what a
 * project stores in all, so its table grows by at most retentionDays × projectEventsPerDay rows).
 * Each process leases shares of them (limits/leasedTakes.ts): 1/8 of a client's minute of bytes
 * (4 KiB of the default 32 KiB, ten or so events), at most 64 KiB; 1/1,000 of a project's day, at
 * most 1,000 events. A replica that stops loses what it held of them for the window.
 */
export function createAnalyticsQuotas(db: Database, config: AnalyticsConfig, now?: () => number) {
  const clientBytes = createQuota(db, {
    name: 'analytics-bytes-per-client',
    limit: config.clientBytesPerMinute,
    windowMs: MINUTE_MS,
    lease: leaseFor(config.clientBytesPerMinute, 8, 65_536),
    ...(now && { now }),
  })
  const projectEvents = createQuota(db, {
    name: 'analytics-events-per-project',
    limit: config.projectEventsPerDay,
    windowMs: DAY_MS,
    lease: leaseFor(config.projectEventsPerDay, 1_000, 1_000),
    ...(now && { now }),
  })
  return {
    async take(
      client: string,
      projectId: string,
      bytes: number,
    ): Promise<AnalyticsQuotaRefusal | undefined> {
      const byClient = await clientBytes.take(client, bytes)
      if (!byClient.allowed) return { who: 'client', retryAfterMs: byClient.retryAfterMs }
      const byProject = await projectEvents.take(projectId)
      if (!byProject.allowed) return { who: 'project', retryAfterMs: byProject.retryAfterMs }
      return undefined
    },
  }
}

/** Deletes events older than `retentionDays`, at most once an hour per process. */
export function createAnalyticsRetention(
  db: Database,
  retentionDays: number,
  now: () => number = Date.now,
) {
  const sweepDue = sweepSchedule(SWEEP_EVERY_MS)
  return async function sweep(): Promise<number> {
    const at = now()
    if (!sweepDue(at)) return 0
    let deleted = 0
    for (;;) {
      const rows = await db.query(
        `DELETE FROM analytics_events WHERE id IN (
           SELECT id FROM analytics_events WHERE received_at < to_timestamp($1 / 1000.0) LIMIT $2)
         RETURNING id`,
        [at - retentionDays * DAY_MS, SWEEP_BATCH],
      )
      deleted += rows.length
      if (rows.length < SWEEP_BATCH) return deleted
    }
  }
}
