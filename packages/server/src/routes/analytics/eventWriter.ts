import type { Database } from '../../db/database.js'

/** One analytics row, as `analytics_events` stores it. */
export interface EventRow {
  projectId: string
  eventId: string
  event: string
  origin: string
  url: string
  domain: string
  sdkType: string | null
  sdkVersion: string | null
  /** ms since the epoch */
  occurredAt: number
  /** JSON text */
  props: string
}

export interface EventWriterOptions {
  /** Events waiting for a write at most; past it `write` sheds (default 5,000). */
  maxQueued?: number
  /** Rows per INSERT at most (default 500: 5,000 parameters, far under PostgreSQL's 65,535). */
  maxBatch?: number
}

export interface EventWriter {
  /**
   * Queues `row` for the next batch: resolves once that batch is committed, true when the row was
   * stored (false: its eventId was there already, or earlier in the same batch). Undefined, and
   * nothing queued, when `maxQueued` events are waiting already: the caller sheds the request.
   */
  write(row: EventRow): Promise<boolean> | undefined
  /** Events queued and not yet written. */
  readonly queued: number
}

const COLUMNS = 10

/** `($1, ..., $10), ($11, ...)`: the VALUES of `count` rows. */
const valuesOf = (count: number) =>
  Array.from({ length: count }, (_, row) => {
    const at = (column: number) => `$${row * COLUMNS + column}`
    return `(${at(1)}, ${at(2)}, ${at(3)}, ${at(4)}, ${at(5)}, ${at(6)}, ${at(7)}, ${at(8)}, to_timestamp(${at(9)} / 1000.0), ${at(10)})`
  }).join(', ')

const keyOf = (projectId: string, eventId: string) => `${projectId} ${eventId}`

interface Pending {
  row: EventRow
  done: (stored: boolean) => void
  failed: (error: unknown) => void
}

/**
 * The analytics ingest's writes, in batches: the events that arrive while a batch is being
 * written go into the next one, one multi-row INSERT (a statement per batch instead of one per
 * event). A request is answered once its batch is committed, so an acknowledged event is stored
 * and `stored` stays exact; the queue is bounded, and past `maxQueued` the caller answers 503
 * instead of letting it (and the answers' wait) grow.
 */
export function createEventWriter(db: Database, options: EventWriterOptions = {}): EventWriter {
  const maxQueued = options.maxQueued ?? 5_000
  const maxBatch = options.maxBatch ?? 500
  let queue: Pending[] = []
  let writing = false

  const writeBatch = async (batch: Pending[]) => {
    const params = batch.flatMap(({ row }) => [
      row.projectId,
      row.eventId,
      row.event,
      row.origin,
      row.url,
      row.domain,
      row.sdkType,
      row.sdkVersion,
      row.occurredAt,
      row.props,
    ])
    const rows = await db.query<{ project_id: string; event_id: string }>(
      `INSERT INTO analytics_events
         (project_id, event_id, event, origin, url, domain, sdk_type, sdk_version, occurred_at, props)
       VALUES ${valuesOf(batch.length)}
       ON CONFLICT (project_id, event_id) DO NOTHING
       RETURNING project_id, event_id`,
      params,
    )
    // Each stored key once: the first of two equal events in a batch is the one stored.
    const stored = new Set(rows.map((row) => keyOf(row.project_id, row.event_id)))
    for (const { row, done } of batch) done(stored.delete(keyOf(row.projectId, row.eventId)))
  }

  const drain = async () => {
    writing = true
    while (queue.length) {
      const batch = queue.slice(0, maxBatch)
      queue = queue.slice(maxBatch)
      try {
        await writeBatch(batch)
      } catch (error) {
        for (const { failed } of batch) failed(error)
      }
    }
    writing = false
  }

  return {
    get queued() {
      return queue.length
    },
    write(row) {
      if (queue.length >= maxQueued) return undefined
      return new Promise<boolean>((done, failed) => {
        queue.push({ row, done, failed })
        // The events of this turn go together: the write starts on the next one.
        if (!writing) {
          writing = true
          setImmediate(drain)
        }
      })
    },
  }
}
